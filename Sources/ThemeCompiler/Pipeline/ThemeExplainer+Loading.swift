/// An explainer for a theme file, loaded as `compile` loads it.
extension ThemeExplainer {
    /// Loads `path` the way `compiler` does (its limits, its source and its design
    /// generation), so the rows explained are the rows `compile` writes with the same
    /// settings. Throws when the file cannot be read.
    public init(path: String, compiler: ThemePipeline) throws(ThemeInputError) {
        let program = try ThemeLoader(limits: compiler.limits, source: compiler.source).load(.file(path)).program
        self.init(program: program, limits: compiler.limits, design: compiler.effectiveDesign(for: program.root))
    }
}
