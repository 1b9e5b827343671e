import ThemeSyntax

/// The whole pipeline for one theme file: load (read, parse, decode, imports) → program-level
/// rules → for each preset: resolve, preset-level rules, hand it to the table consumer and
/// drop it. Nothing holds every preset's rows at once, so memory follows the input, not the
/// table. Suppression comments and the configuration decide what the user sees and what
/// fails. Library code: it never prints and never exits.
public struct ThemePipeline: Sendable {
    /// The resource limits of the compilation.
    public var limits: CompilerLimits
    /// Rule severities and the default deployment target (a `.themec.yml`).
    public var configuration: Configuration
    /// The design generation to resolve system values for (`--design`); nil: the
    /// configuration's `design`, else the default for the theme's deployment target.
    public var design: DesignGeneration?
    /// Where theme files are read from (the file system unless told otherwise).
    public var source: any ThemeSource
    /// Asset catalogs from the command line (`--asset-catalog`), read after the theme's and the
    /// configuration's.
    public var assetCatalogs: [String] = []
    /// Background threads that resolve presets; nil: `PresetStage.backgroundWorkers(presets:)`
    /// decides (tests set it to compare runs with and without).
    var presetWorkers: Int?
    /// Presets per batch handed to a worker; nil: `PresetStage`'s. Tests make it small, so
    /// that a theme of a hundred presets crosses as many batches and hand-overs as one of
    /// thousands.
    var presetBatchSize: Int?
    /// False: the stages of each preset (resolve, validate, emit) are not timed, and
    /// `Result.timings` holds only the file's own stages (the command line asks for times
    /// with `--timings`).
    package var timesPresets = true

    /// A pipeline.
    /// - Parameters:
    ///   - limits: The resource limits (default: README.md's).
    ///   - configuration: Rule severities and defaults, e.g. from `ConfigurationLoader.load(_:)`
    ///     (default: none set).
    ///   - design: The design generation to resolve for; nil: the configuration's, else the
    ///     default for the theme's deployment target.
    ///   - source: Where theme files are read from (default: the file system, unconfined).
    public init(
        limits: CompilerLimits = CompilerLimits(), configuration: Configuration = Configuration(),
        design: DesignGeneration? = nil, source: any ThemeSource = FileSystemSource()
    ) {
        self.limits = limits
        self.configuration = configuration
        self.design = design
        self.source = source
    }

    /// The design generation a compilation of `document` resolves for: the explicit setting,
    /// the configuration's, or `DesignGeneration.default(for:)` of its deployment target.
    package func effectiveDesign(for document: ThemeDocument) -> DesignGeneration {
        design ?? configuration.design
            ?? DesignGeneration.default(for: document.effectiveDeploymentTarget(default: configuration.deploymentTarget))
    }

    /// The catalogs read besides the themes' own: the configuration's, then the command line's.
    package var catalogPaths: [AssetCatalogPath] {
        configuration.assetCatalogs.map { AssetCatalogPath(path: FilePaths.resolve($0.value, against: configuration.directory), entry: $0) }
            + assetCatalogs.map { AssetCatalogPath(path: $0) }
    }

    /// What compiling one file produced.
    public struct Result: Sendable {
        /// Every finding once, in reporting order (`RunFindings` takes them as they are).
        public var diagnostics: [Diagnostic]
        /// The table, kept in memory by `compile(_:)`; nil when an
        /// error was found (a table is never produced from a broken theme) and when streaming.
        public var table: ResolvedTable?
        /// True when the consumer got the whole table (header, every preset, end); false when
        /// an error stopped it (it then holds a partial table to discard) or never started it.
        public var isTableComplete: Bool
        /// The loaded theme: its documents, their sources and scopes (what `explain` and the
        /// preview read further, without loading the files again).
        public var program: ThemeProgram
        /// The design generation the table was resolved for.
        public var design: DesignGeneration
        /// The files read (the compiled one first).
        public var sources: [String] { program.documents.map(\.path) }
        /// Their text as read, for reporters' excerpts and baselines (never read again).
        public var sourceFiles: [SourceFile] { program.sources + program.assetSources }
        /// The compiled file's `theme:` name, where it is written (for checks across files).
        package var theme: Located<String>? { program.root.name }
        /// Time spent in each stage.
        package var timings: StageTimings
    }

    /// Compiles `input`, keeping the table in memory.
    /// - Parameter input: A file, or bytes under a name.
    /// - Returns: The findings (finished: suppressions and the configuration applied, sorted)
    ///   and, when no error was found, the table.
    /// - Throws: `ThemeInputError` only when the file itself cannot be read (the CLI's exit
    ///   66); findings in the theme are never thrown, and `.bytes` never throws.
    public func compile(_ input: ThemeInput) throws(ThemeInputError) -> Result {
        var collector = TableCollector()
        var result = try compile(input, into: &collector)
        if result.isTableComplete { result.table = collector.table }
        return result
    }

    /// Compiles `input`, handing the table to `consumer` preset by preset as each is resolved
    /// and validated. Throws only when the file itself cannot be read (exit 66).
    ///
    /// `others`: the other themes built into the same target (loaded, not compiled: a build
    /// plugin's `--built-with`). `unused-color` then counts their uses of this file's palette,
    /// as a lint run does across its files; none: the rule decides from this program alone.
    package func compile<Consumer: TableConsumer>(
        _ input: ThemeInput, builtWith others: [ThemeProgram] = [], into consumer: inout Consumer
    ) throws(ThemeInputError) -> Result {
        var timings = StageTimings()
        let loaded = try ThemeLoader(limits: limits, source: source, assetCatalogs: catalogPaths).load(input, timings: &timings)
        let unusedColors = others.isEmpty ? nil : UnusedColorsAcrossFiles.decide([loaded.program] + others)[0]
        return compile(loaded: loaded, timings: timings, unusedColors: unusedColors, into: &consumer)
    }

    /// Compiles a theme the loader has read (`timings`: the loading's). With `unusedColors`,
    /// those are the file's `unused-color` findings, decided by the caller; without, the rule
    /// decides from this program.
    func compile<Consumer: TableConsumer>(
        loaded: ThemeLoader.Result, timings: StageTimings, unusedColors: UnusedColors?,
        into consumer: inout Consumer
    ) -> Result {
        var timings = timings
        var collector = DiagnosticCollector()
        collector.append(contentsOf: loaded.diagnostics)
        let program = loaded.program
        var policy = FindingPolicy(
            sources: program.sources, adjust: { [configuration] in configuration.apply(to: $0) },
            adjusts: !configuration.rules.isEmpty, isAdjustable: Configuration.isAdjustable)
        let resolver = ThemeResolver(program: program, limits: limits, design: effectiveDesign(for: program.root))
        let context = ValidationContext(
            program: program, resolver: resolver, defaultDeploymentTarget: configuration.deploymentTarget,
            lookAlikeThreshold: configuration.lookAlikeThreshold ?? LookAlikes.defaultThreshold,
            minimumContrast: configuration.minimumContrast ?? Contrast.text)
        // Another thread's context: its own resolver, sharing the palette (resolved first).
        let makeContext = { [limits, configuration] in
            ValidationContext(
                program: program, resolver: ThemeResolver(sharingPaletteOf: resolver, limits: limits),
                defaultDeploymentTarget: configuration.deploymentTarget, lookAlikeThreshold: context.lookAlikeThreshold,
                minimumContrast: context.minimumContrast)
        }
        var failed = false
        var emitting = false
        // The file-level rules, then the header when they found no error. Alongside the
        // presets (a lint) on this thread; before them (`threads`), on as many cores as they get.
        func checkFile(with fileContext: ValidationContext, threads: Int = 1) {
            StageTimings.measure(&timings.validate) {
                RuleRegistry.validate(
                    fileContext, skipping: unusedColors == nil ? [] : [.unusedColor], threads: threads, makeContext: makeContext,
                    into: &collector)
                collector.append(contentsOf: unusedColors?.findings ?? [])
            }
            failed = policy.fails(collector.diagnostics)
            if !failed, let name = program.root.name?.value {
                let header = Self.header(name: name, context: fileContext, withPalette: consumer.needsPalette)
                StageTimings.measure(&timings.emit) { consumer.begin(header) }
                emitting = true
            }
        }
        // A consumer that keeps no table (a lint) needs nothing from the rules or the header
        // before the presets: background workers then start on them while this thread runs
        // the rules (`PresetStage.run(first:consume:)`), with a context of its own (the first
        // worker's is `context`). A consumer that takes the table gets its header first: a
        // streamed table's renderer comes from it.
        let alongside = !consumer.keepsTable
        if !alongside {
            let threads = presetWorkers ?? PresetStage.backgroundWorkers(presets: program.root.presets.count, overlapping: false)
            checkFile(with: context, threads: threads)
        }
        let render = emitting ? consumer.presetRenderer : nil
        let workers =
            presetWorkers
            ?? PresetStage.backgroundWorkers(presets: program.root.presets.count, overlapping: consumer.keepsTable && render == nil)
        let stage = PresetStage(
            context: context, backgroundWorkers: workers, keepsTables: consumer.keepsTable, batchSize: presetBatchSize,
            render: render, timesPresets: timesPresets, makeContext: makeContext)
        let fileContext = alongside && workers > 0 ? makeContext() : context
        stage.run(
            first: { if alongside { checkFile(with: fileContext) } },
            consume: { _, outcome in
                timings.add(outcome.timings)
                let before = collector.diagnostics.count
                collector.append(outcome.findings)
                // An error stops the table; later presets are still resolved and checked, so one
                // run reports everything.
                if !failed, policy.fails(collector.diagnostics[before...]) { failed = true }
                if failed { emitting = false }
                if emitting, let bytes = outcome.rendered {
                    StageTimings.measure(&timings.emit, if: timesPresets) { consumer.consume(rendered: bytes) }
                } else if emitting, let table = outcome.table {
                    StageTimings.measure(&timings.emit, if: timesPresets) { consumer.consume(table) }
                }
            })
        if emitting { StageTimings.measure(&timings.emit) { consumer.end() } }
        let unreported = unusedColors?.usedElsewhere.withoutConsequences(of: collector.diagnostics) ?? []
        var findings = RunFindings()
        // Taken, not copied: the collected findings are then held once while they are
        // finished and sorted (with tens of thousands of findings, each copy is megabytes).
        findings.add(collected: collector.takeDiagnostics(), policy: &policy, unreported: unreported)
        return Result(
            diagnostics: findings.takeSorted(),
            table: nil, isTableComplete: emitting, program: program, design: resolver.design, timings: timings)
    }

    /// What the table says before its presets. `withPalette` false: no palette, for a
    /// consumer that never reads it (a lint, a JSON table without provenance); every palette colour's
    /// recipe was about 60 M instructions of a 10k-preset lint, on the calling thread. The
    /// colours themselves are still resolved there (`resolvePalette`).
    private static func header(name: String, context: ValidationContext, withPalette: Bool) -> TableHeader {
        let (program, resolver) = (context.program, context.resolver)
        let tintName =
            program.root.tintColor.flatMap { resolver.colors.name(of: $0) }
            ?? (program.root.tintColor == nil ? SystemColor.defaultTintName : nil)
        return TableHeader(
            theme: name, sources: program.documents.map(\.path), deploymentTarget: context.deploymentTarget,
            design: resolver.design, tintName: tintName, tint: resolver.tint, description: program.root.description,
            palette: withPalette ? palette(program: program, resolver: resolver) : resolvePalette(program: program, resolver: resolver))
    }

    /// Resolves every palette colour the compiled file sees into the resolver's memo and
    /// returns no palette. Resolved later, by the worker thread that first needs each, the
    /// memo took fresh pages of that thread's malloc arena: 0.3–0.4 MB more peak memory for
    /// a 10k-preset lint than when the header resolved it. Here it takes memory the calling
    /// thread freed (the parse tree's), for about 8 M instructions, a seventh of the recipes.
    private static func resolvePalette(program: ThemeProgram, resolver: ThemeResolver) -> [PaletteColor] {
        for name in program.visibleColorNames(from: 0) {
            _ = resolver.colors.resolve(ColorExpression(.named(name), at: program.root.location), from: 0)
        }
        return []
    }

    /// Every palette colour the compiled file sees (its own, then its imports'; a nearer
    /// definition shadows a farther one), with all four variants, sorted by name: generated
    /// code builds dynamic colours from them.
    static func palette(program: ThemeProgram, resolver: ThemeResolver) -> [PaletteColor] {
        var palette: [PaletteColor] = []
        for name in Set(program.visibleColorNames(from: 0)).sorted() {
            let expression = ColorExpression(.named(name), at: program.root.location)
            guard let variants = resolver.colors.resolve(expression, from: 0) else { continue }
            palette.append(
                PaletteColor(
                    name: name, variants: variants,
                    uikitColors: resolver.colors.uikitColors(in: expression, from: 0).sorted(),
                    recipe: resolver.colors.recipe(expression, from: 0),
                    tintRecipe: resolver.colors.recipe(expression, from: 0, liveTint: true).flatMap { $0.followsViewTint ? $0 : nil }))
        }
        return palette
    }
}
