import ArgumentParser
import ThemeCompiler

/// The part `compile` and `generate` share: read the theme's configuration, lint and
/// compile the theme, report the findings on standard error, and hand back the table only
/// when nothing fails (so no output is ever written from a failing theme).
enum CompileStep {
    static func run(_ theme: String, report: ReportOptions, limits: LimitOptions,
                    config: ConfigOptions) throws -> (table: ResolvedTable, configuration: Configuration) {
        let (configuration, configFindings) = try config.configuration(for: theme)
        let result: ThemeCompiler.Result
        do {
            result = try ThemeCompiler(limits: limits.limits, configuration: configuration).compile(theme)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(66)
        }
        let strict = report.strict ?? configuration.strict ?? false
        var diagnostics = (configFindings + result.diagnostics).sortedForReport()
        if report.quiet ?? configuration.quiet ?? false { diagnostics = diagnostics.filter { $0.severity == .error } }
        let lintReport = LintReport(diagnostics: diagnostics, fileCount: result.sources.count)
        if !diagnostics.isEmpty || report.reporter != .human {
            OutputWriter.writeStandardError(report.makeReporter(report.reporter, terminal: 2, strict: strict).render(lintReport))
        }
        guard let table = result.table, !ReportOptions.fails(lintReport, strict: strict) else { throw ExitCode(1) }
        return (table, configuration)
    }
}
