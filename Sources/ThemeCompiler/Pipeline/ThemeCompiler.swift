import ThemeSyntax

/// The whole pipeline for one theme file: load (parse, decode, imports) → resolve →
/// validate → suppressions and configuration → the table. Library code: it never prints
/// and never exits.
public struct ThemeCompiler: Sendable {
    public var limits: CompilerLimits
    /// Rule severities and the default deployment target (a `.themec.yml`).
    public var configuration: Configuration

    public init(limits: CompilerLimits = CompilerLimits(), configuration: Configuration = Configuration()) {
        self.limits = limits
        self.configuration = configuration
    }

    /// What compiling one file produced.
    public struct Result: Sendable {
        /// Every finding, sorted by file, line, column and rule.
        public var diagnostics: [Diagnostic]
        /// The table; nil when an error was found (a table is never produced from a broken theme).
        public var table: ResolvedTable?
        /// The files read (the compiled one first).
        public var sources: [String]
        /// Where the palette colours of imported files that this theme uses are defined, so a
        /// directory lint does not call them unused (`unused-color` counts importers' uses).
        public var usedImportedColors: Set<SourceLocation> = []
    }

    /// Compiles `path`. Throws only when the file itself cannot be read (exit 66).
    public func compile(_ path: String) throws(ThemeInputError) -> Result {
        finish(try ThemeLoader(limits: limits).load(path), rootBytes: nil)
    }

    /// Compiles a theme already in memory (standard input); `path` names it in findings
    /// and resolves its imports.
    public func compile(path: String, bytes: [UInt8]) -> Result {
        finish(ThemeLoader(limits: limits).load(path: path, bytes: bytes), rootBytes: bytes)
    }

    private func finish(_ loaded: ThemeLoader.Result, rootBytes: [UInt8]?) -> Result {
        let program = loaded.program
        let resolver = ThemeResolver(program: program, limits: limits)
        let resolutions = program.root.presets.indices.map { resolver.resolve(presetAt: $0) }
        let target = configuration.deploymentTarget
        let context = ValidationContext(program: program, resolver: resolver, resolutions: resolutions,
                                        defaultDeploymentTarget: target)
        var diagnostics = loaded.diagnostics + RuleRegistry.validate(context)
        diagnostics = applySuppressions(diagnostics, documents: program.documents.map(\.path), rootBytes: rootBytes)
        diagnostics = configuration.apply(to: diagnostics).sortedForReport()
        let sources = program.documents.map(\.path)
        let used = Self.usedImportedColors(in: program)
        guard !diagnostics.hasErrors, let name = program.root.name?.value else {
            return Result(diagnostics: diagnostics, table: nil, sources: sources, usedImportedColors: used)
        }
        var table = ResolvedTable(
            theme: name, sources: sources, deploymentTarget: program.root.effectiveDeploymentTarget(default: target),
            tintName: program.root.tintColor.flatMap { resolver.colors.name(of: $0) } ?? (program.root.tintColor == nil ? SystemColor.defaultTintName : nil),
            tint: resolver.tint, presets: resolutions.compactMap { $0?.preset },
            description: program.root.description)
        table.palette = Self.palette(of: table, program: program, resolver: resolver)
        return Result(diagnostics: diagnostics, table: table, sources: sources, usedImportedColors: used)
    }

    /// The definitions (name locations) of imported palette colours the program refers to.
    static func usedImportedColors(in program: ThemeProgram) -> Set<SourceLocation> {
        var result = Set<SourceLocation>()
        for use in UnusedColorRule.usedColors(in: program) where use.document != 0 {
            if let found = program.color(named: use.name, from: use.document) { result.insert(found.definition.name.location) }
        }
        return result
    }

    /// The palette colours the table names, resolved from the compiled file's scope (or,
    /// for a name only an import defines, from the first document that defines it).
    static func palette(of table: ResolvedTable, program: ThemeProgram, resolver: ThemeResolver) -> [PaletteColor] {
        var names = Set<String>()
        if let tint = table.tintName { names.insert(tint) }
        for preset in table.presets {
            for row in preset.rows {
                let a = row.appearance
                for color in [a.backgroundColor, a.strokeColor, a.shadowProperties.color] {
                    if let name = color?.name { names.insert(name) }
                }
            }
        }
        var palette: [PaletteColor] = []
        for name in names.sorted() {
            guard let document = program.documents.indices.first(where: { program.color(named: name, from: $0) != nil }),
                  let variants = resolver.colors.resolve(ColorExpression(.named(name), at: program.root.location),
                                                         from: program.color(named: name, from: 0) != nil ? 0 : document)
            else { continue }
            palette.append(PaletteColor(name: name, variants: variants))
        }
        return palette
    }

    /// Drops the findings that `# themec:disable-…` comments silence, in every YAML file
    /// with findings; comments that silence nothing are reported for the compiled file only.
    private func applySuppressions(_ diagnostics: [Diagnostic], documents: [String], rootBytes: [UInt8]?) -> [Diagnostic] {
        var result = diagnostics
        let files = Set(diagnostics.map(\.location.file))
        for (i, path) in documents.enumerated() where SourceFormat(path: path) != .json && (i == 0 || files.contains(path)) {
            let bytes = i == 0 && rootBytes != nil ? rootBytes : (try? SourceFiles.read(path, maxBytes: limits.parse.maxInputBytes))?.bytes
            guard let bytes, bytes.contains(UInt8(ascii: "#")) else { continue }
            result = Suppressions(scanning: bytes, path: path).apply(to: result, path: path, reportUnused: i == 0)
        }
        return result
    }
}
