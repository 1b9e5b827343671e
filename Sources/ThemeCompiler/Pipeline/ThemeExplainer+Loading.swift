/// An explainer for a compiled theme.
extension ThemeExplainer {
    /// Explains the program `result` compiled, resolved for the same design generation with
    /// `limits`, so the rows explained are the rows `compile` wrote. Nothing is read or parsed
    /// again.
    package init(compiled result: ThemePipeline.Result, limits: CompilerLimits) {
        self.init(program: result.program, limits: limits, design: result.design)
    }
}
