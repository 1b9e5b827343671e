/// The whole pipeline for one theme file: load (read, parse, decode, imports) → program-level
/// rules → for each preset: resolve, preset-level rules, hand it to the table consumer and
/// drop it. Nothing holds every preset's rows at once, so memory follows the input, not the
/// table. Library code: it never prints and never exits.
public struct ThemeCompiler: Sendable {
    public var limits: CompilerLimits

    public init(limits: CompilerLimits = CompilerLimits()) { self.limits = limits }

    /// What compiling one file produced.
    public struct Result: Sendable {
        /// Every finding, sorted by file, line, column and rule.
        public var diagnostics: [Diagnostic]
        /// The table, kept in memory by `compile(_:)` and `compile(source:path:)`; nil when an
        /// error was found (a table is never produced from a broken theme) and when streaming.
        public var table: ResolvedTable?
        /// True when the consumer got the whole table (header, every preset, end); false when
        /// an error stopped it (it then holds a partial table to discard) or never started it.
        public var isTableComplete: Bool
        /// The files read (the compiled one first).
        public var sources: [String]
        /// Time spent in each stage.
        public var timings: StageTimings
    }

    /// Compiles `path`, keeping the table in memory. Throws only when the file itself cannot
    /// be read (exit 66).
    public func compile(_ path: String) throws(ThemeInputError) -> Result {
        var collector = TableCollector()
        var result = try compile(path, into: &collector)
        if result.isTableComplete { result.table = collector.table }
        return result
    }

    /// Compiles a theme given as bytes, as if read from `path` (tests, fuzzing, editors),
    /// keeping the table in memory.
    public func compile(source: [UInt8], path: String) -> Result {
        var collector = TableCollector()
        var timings = StageTimings()
        let loaded = ThemeLoader(limits: limits).load(source: source, path: path, timings: &timings)
        var result = run(loaded, timings: timings, into: &collector)
        if result.isTableComplete { result.table = collector.table }
        return result
    }

    /// Compiles `path`, handing the table to `consumer` preset by preset as each is resolved
    /// and validated. Throws only when the file itself cannot be read (exit 66).
    public func compile<Consumer: TableConsumer>(_ path: String, into consumer: inout Consumer) throws(ThemeInputError) -> Result {
        var timings = StageTimings()
        let loaded = try ThemeLoader(limits: limits).load(path, timings: &timings)
        return run(loaded, timings: timings, into: &consumer)
    }

    private func run<Consumer: TableConsumer>(_ loaded: ThemeLoader.Result, timings: StageTimings,
                                              into consumer: inout Consumer) -> Result {
        var timings = timings
        var collector = DiagnosticCollector()
        collector.append(contentsOf: loaded.diagnostics)
        let program = loaded.program
        let resolver = ThemeResolver(program: program, limits: limits)
        let context = ValidationContext(program: program, resolver: resolver)
        StageTimings.measure(&timings.validate) { RuleRegistry.validate(context, into: &collector) }
        let sources = program.documents.map(\.path)
        var emitting = false
        if !collector.hasErrors, let name = program.root.name?.value {
            let tintName = program.root.tintColor.flatMap { resolver.colors.name(of: $0) }
                ?? (program.root.tintColor == nil ? SystemColor.defaultTintName : nil)
            let header = TableHeader(theme: name, sources: sources, deploymentTarget: program.root.effectiveDeploymentTarget,
                                     tintName: tintName, tint: resolver.tint)
            StageTimings.measure(&timings.emit) { consumer.begin(header) }
            emitting = true
        }
        for index in program.root.presets.indices {
            guard let resolution = StageTimings.measure(&timings.resolve, { resolver.resolve(presetAt: index) }) else { continue }
            let preset = PresetValidationContext(context: context, declaration: program.root.presets[index], resolution: resolution)
            StageTimings.measure(&timings.validate) { RuleRegistry.validate(preset, into: &collector) }
            // An error stops the table; later presets are still resolved and checked, so one
            // run reports everything.
            if collector.hasErrors { emitting = false }
            if emitting, let table = resolution.preset {
                StageTimings.measure(&timings.emit) { consumer.consume(table) }
            }
        }
        if emitting { StageTimings.measure(&timings.emit) { consumer.end() } }
        return Result(diagnostics: collector.diagnostics.sortedForReport(), table: nil, isTableComplete: emitting,
                      sources: sources, timings: timings)
    }
}
