import ArgumentParser
import ThemeCompiler

/// The part `compile` and `generate` share: read the theme's configuration, lint and
/// compile the theme into a table consumer, and report the findings on standard error.
/// It throws (an exit code) unless the consumer got a complete table and nothing fails,
/// so no output is ever produced from a failing theme.
enum CompileStep {
    static func run<Consumer: TableConsumer>(_ input: ThemeInputOptions, report: ReportOptions, limits: LimitOptions,
                                             config: ConfigOptions, into consumer: inout Consumer)
        throws -> (result: ThemeCompiler.Result, configuration: Configuration) {
        let (configuration, configFindings) = try config.configuration(for: input.name)
        let result: ThemeCompiler.Result
        do {
            result = try input.compile(with: ThemeCompiler(limits: limits.limits, configuration: configuration), into: &consumer)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(66)
        }
        let diagnostics = (configFindings + result.diagnostics).sortedForReport()
        let output = FindingsOutput(options: report, configuration: configuration, stream: 2, silentWhenClean: true)
        let fails = try output.show(LintReport(diagnostics: diagnostics, fileCount: result.sources.count))
        guard result.isTableComplete, !fails else { throw ExitCode(1) }
        return (result, configuration)
    }
}
