/// The whole pipeline for one theme file: load (parse, decode, imports) → resolve →
/// validate → the table. Library code: it never prints and never exits.
public struct ThemeCompiler: Sendable {
    public var limits: CompilerLimits

    public init(limits: CompilerLimits = CompilerLimits()) { self.limits = limits }

    /// What compiling one file produced.
    public struct Result: Sendable {
        /// Every finding, sorted by file, line, column and rule.
        public var diagnostics: [Diagnostic]
        /// The table; nil when an error was found (a table is never produced from a broken theme).
        public var table: ResolvedTable?
        /// The files read (the compiled one first).
        public var sources: [String]
    }

    /// Compiles `path`. Throws only when the file itself cannot be read (exit 66).
    public func compile(_ path: String) throws(ThemeInputError) -> Result {
        compile(loaded: try ThemeLoader(limits: limits).load(path))
    }

    /// Compiles a theme given as bytes, as if read from `path` (tests, fuzzing, editors).
    public func compile(source: [UInt8], path: String) -> Result {
        compile(loaded: ThemeLoader(limits: limits).load(source: source, path: path))
    }

    private func compile(loaded: ThemeLoader.Result) -> Result {
        let program = loaded.program
        let resolver = ThemeResolver(program: program, limits: limits)
        let resolutions = program.root.presets.indices.map { resolver.resolve(presetAt: $0) }
        let context = ValidationContext(program: program, resolver: resolver, resolutions: resolutions)
        let diagnostics = (loaded.diagnostics + RuleRegistry.validate(context)).sortedForReport()
        let sources = program.documents.map(\.path)
        guard !diagnostics.hasErrors, let name = program.root.name?.value else {
            return Result(diagnostics: diagnostics, table: nil, sources: sources)
        }
        let table = ResolvedTable(
            theme: name, sources: sources, deploymentTarget: program.root.effectiveDeploymentTarget,
            tintName: program.root.tintColor.flatMap { resolver.colors.name(of: $0) } ?? (program.root.tintColor == nil ? SystemColor.defaultTintName : nil),
            tint: resolver.tint, presets: resolutions.compactMap { $0?.preset })
        return Result(diagnostics: diagnostics, table: table, sources: sources)
    }
}
