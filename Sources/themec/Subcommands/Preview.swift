import ArgumentParser
import ThemeCompiler

/// `themec preview THEME [-o FILE.html]`: lint, then write the theme's state matrix as one
/// self-contained HTML page.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a theme's state matrix as one self-contained HTML page. Nothing is written when an error is found.",
        discussion: """
            Per preset: its facts and findings, then one swatch per row of its table — state \
            combinations down, appearances (light, dark, high contrast) across — painted with the \
            row's resolved colour, corner radius, stroke, shadow and insets, on the list background \
            of its list environment. A row that looks like the same row without a state it should show (selected, highlighted, focused, drop target) is marked with the row it looks like, as lint reports it. The \
            page has no script and no remote resource: it opens offline. See docs/preview.md.
            """)

    @Argument(help: "The theme file.")
    var theme: String

    @Option(name: .shortAndLong, help: "Write the page here (atomically) instead of standard output.")
    var output: String?

    /// `--design`: one generation, or both side by side.
    enum Design: String, ExpressibleByArgument, CaseIterable { case classic, glass, both }

    @Option(
        help:
            "Design generation: classic, glass, or both (a matrix per generation; default: as 'compile' picks, from the configuration's 'design' or the deployment target)."
    )
    var design: Design?

    @Option(
        name: .customLong("asset-catalog"),
        help: ArgumentHelp("An asset catalog whose colour sets '{ asset: NAME }' colours take (repeatable).", valueName: "path"))
    var assetCatalogs: [String] = []

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions

    func run() throws {
        var collector = TableCollector()
        var glass: ThemePipeline.Result?
        var glassTables = TableCollector()
        let first = try DesignOptions.parse(
            (design.map { ["--design", $0 == .both ? "classic" : $0.rawValue] } ?? []) + assetCatalogs.flatMap { ["--asset-catalog", $0] })
        // With both, the glass compile's findings join the classic one's in a single report
        // (identical findings once), and either one's errors fail the command.
        let (result, configuration) = try CompileStep.run(
            theme, report: report, limits: limits, config: config, design: first, into: &collector,
            moreFindings: { result, configuration, findings in
                guard design == .both else { return }
                var compiler = ThemePipeline(
                    limits: limits.limits, configuration: configuration, design: .glass,
                    source: ReadSources(result.sourceFiles))
                compiler.assetCatalogs = assetCatalogs
                glass = try? compiler.compile(.file(theme), into: &glassTables)
                if let glass { findings.add(glass) }
            }
        )
        guard let table = collector.table else { throw CommandFailure(.findings) }
        var tables = [table]
        if design == .both {
            guard let second = glassTables.table, glass?.isTableComplete == true else { throw CommandFailure(.findings) }
            tables.append(second)
        }
        var findings = RunFindings()  // the page shows the themes' findings, not the configuration's
        findings.add(result)
        if let glass { findings.add(glass) }
        let page = PreviewEmitter(
            declaredIn: result.program, lookAlikeThreshold: configuration.lookAlikeThreshold ?? LookAlikes.defaultThreshold
        ).emit(tables, findings: findings.takeSorted())
        try OutputWriter.emit(page, to: output)
    }
}
