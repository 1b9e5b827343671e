import ArgumentParser
import ThemeCompiler

/// `themec compile THEME [-o FILE] [--provenance]`: lint, then write the table.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a theme into its state → appearance table (JSON). Nothing is written when an error is found.")

    @Argument(help: "The theme file.")
    var theme: String

    @Option(name: .shortAndLong, help: "Write the table here (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Add, per row, where each property's value comes from.")
    var provenance = false

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let result: ThemeCompiler.Result
        do {
            result = try ThemeCompiler(limits: limits.limits).compile(theme)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(66)
        }
        let lintReport = LintReport(diagnostics: result.diagnostics, fileCount: result.sources.count)
        if !result.diagnostics.isEmpty || report.reporter != .human {
            OutputWriter.writeStandardError(report.makeReporter(terminal: 2).render(lintReport))
        }
        guard let table = result.table, !report.fails(lintReport) else { throw ExitCode(1) }
        let bytes = JSONTableEmitter(provenance: provenance).emit(table)
        guard let output else {
            OutputWriter.writeStandardOutput(bytes)
            return
        }
        do {
            try OutputWriter.write(bytes, to: output)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(73)
        }
    }
}
