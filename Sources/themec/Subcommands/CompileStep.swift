import ArgumentParser
import ThemeCompiler

/// The part `compile` and `generate` share: read the theme's configuration, lint and
/// compile the theme into a table consumer, and report the findings on standard error.
/// It throws (an exit code) unless the consumer got a complete table and nothing fails,
/// so no output is ever produced from a failing theme.
enum CompileStep {
    static func run<Consumer: TableConsumer>(_ theme: String, report: ReportOptions, limits: LimitOptions,
                                             config: ConfigOptions, design: DesignOptions, into consumer: inout Consumer,
                                             moreFindings: (ThemeCompiler.Result, Configuration) -> [Diagnostic] = { _, _ in [] })
        throws -> (result: ThemeCompiler.Result, configuration: Configuration) {
        let (configuration, configFindings) = try config.configuration(for: theme)
        let result: ThemeCompiler.Result
        do {
            result = try ThemeCompiler(limits: limits.limits, configuration: configuration, design: design.design).compile(theme, into: &consumer)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(66)
        }
        let strict = report.strict ?? configuration.strict ?? false
        let more = configuration.apply(to: moreFindings(result, configuration))
        var diagnostics = (configFindings + result.diagnostics + more).sortedForReport()
        if report.quiet ?? configuration.quiet ?? false { diagnostics = diagnostics.filter { $0.severity == .error } }
        let lintReport = LintReport(diagnostics: diagnostics, fileCount: result.sources.count, sources: result.sourceFiles + [configuration.source].compactMap { $0 })
        if !diagnostics.isEmpty || report.reporter != .human {
            OutputWriter.writeStandardError(report.makeReporter(report.reporter, terminal: 2, strict: strict).render(lintReport))
        }
        guard result.isTableComplete, !ReportOptions.fails(lintReport, strict: strict) else { throw ExitCode(1) }
        return (result, configuration)
    }
}
