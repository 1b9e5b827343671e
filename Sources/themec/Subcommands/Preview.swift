import ArgumentParser
import ThemeCompiler

/// `themec preview THEME [-o FILE.html]`: lint, then write the theme's state matrix as one
/// self-contained HTML page.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a theme's state matrix as one self-contained HTML page. Nothing is written when an error is found.",
        discussion: """
            Per preset: its facts and findings, then one swatch per row of its table — state \
            combinations down, appearances (light, dark, high contrast) across — painted with the \
            row's resolved colour, corner radius, stroke, shadow and insets, on the list background \
            of its list environment. Rows that look exactly like their normal row are marked. The \
            page has no script and no remote resource: it opens offline. See docs/preview.md.
            """)

    @Argument(help: "The theme file.")
    var theme: String

    @Option(name: .shortAndLong, help: "Write the page here (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions

    func run() throws {
        var collector = TableCollector()
        let result = try CompileStep.run(theme, report: report, limits: limits, config: config, into: &collector).result
        guard let table = collector.table else { throw ExitCode(1) }
        let locations = result.sourceFiles.first.map { PresetLocations.find(in: $0, limits: limits.limits.parse) } ?? [:]
        let page = PreviewEmitter(presetLocations: locations).emit([.init(table: table)], findings: result.diagnostics)
        try OutputWriter.emit(page, to: output)
    }
}
