import ArgumentParser
import ThemeCompiler

/// `themec compile THEME [-o FILE] [--provenance]`: lint, then write the table.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a theme into its state → appearance table (JSON). Nothing is written when an error is found.")

    @OptionGroup var input: ThemeInputOptions

    @Option(name: .shortAndLong, help: "Write the table here (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Add, per row, where each property's value comes from.")
    var provenance = false

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var config: ConfigOptions
    @OptionGroup var design: DesignOptions
    @Flag(help: TimingsFlag.help)
    var timings = false

    func run() throws {
        let start = ContinuousClock.now
        // The table streams preset by preset into a temporary file; only a complete table
        // without failing findings is renamed into place (or copied to standard output).
        var stream: JSONTableStream<StreamedOutput>
        do throws(OutputWriter.WriteError) {
            stream = JSONTableStream(sink: try StreamedOutput(destination: output), emitter: JSONTableEmitter(provenance: provenance))
        } catch {
            throw CommandFailure(error)
        }
        let result: ThemePipeline.Result
        do {
            result = try CompileStep.run(
                input.theme, stdinPath: input.stdinPath, report: report, limits: limits, config: config, design: design,
                timesPresets: timings, into: &stream
            ).result
        } catch {
            stream.sink.discard()
            throw error
        }
        do throws(OutputWriter.WriteError) {
            try stream.sink.commit()
        } catch {
            throw CommandFailure(error)
        }
        TimingsFlag.report(result.timings, total: ContinuousClock.now - start, if: timings)
        KeptUntilExit.keep(result)
    }
}
