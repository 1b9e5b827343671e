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
    @OptionGroup var config: ConfigOptions

    func run() throws {
        let (table, _) = try CompileStep.run(theme, report: report, limits: limits, config: config)
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
