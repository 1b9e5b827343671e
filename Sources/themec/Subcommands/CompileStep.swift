import ArgumentParser
import ThemeCompiler

/// The part `compile` and `generate` share: read the theme's configuration, lint and
/// compile the theme into a table consumer, and report the findings on standard error.
/// It throws (an exit code) unless the consumer got a complete table and nothing fails,
/// so no output is ever produced from a failing theme.
enum CompileStep {
    /// `theme` is a path, or `-` for standard input named `stdinPath`; `builtWith`: the other
    /// themes of its target, loaded (`generate --built-with`); `moreFindings` adds what the
    /// command checks beyond the compile to the run's findings; `timesPresets`: time each
    /// preset's stages (`--timings`).
    static func run<Consumer: TableConsumer>(
        _ theme: String, stdinPath: String? = nil, report: ReportOptions, limits: LimitOptions,
        config: ConfigOptions, design: DesignOptions, timesPresets: Bool = false, builtWith: [ThemeProgram] = [],
        into consumer: inout Consumer,
        moreFindings: (ThemePipeline.Result, Configuration, inout RunFindings) -> Void = { _, _, _ in }
    )
        throws -> (result: ThemePipeline.Result, configuration: Configuration)
    {
        let input = ThemeArgument(theme: theme, stdinPath: stdinPath)
        let (configuration, configFindings) = try config.configuration(for: input.name)
        var pipeline = ThemePipeline(
            limits: limits.limits, configuration: configuration, source: FileSystemSource(root: config.projectRoot(for: input.name)))
        pipeline.timesPresets = timesPresets
        let result: ThemePipeline.Result
        do {
            result = try input.compile(with: design.applied(to: pipeline), builtWith: builtWith, into: &consumer)
        } catch {
            throw CommandFailure(.noInput, "\(error)")
        }
        var findings = RunFindings()
        findings.add(configurationFindings: configFindings)
        findings.add(result)
        moreFindings(result, configuration, &findings)
        let diagnostics = findings.takeSorted()
        let output = try FindingsOutput(
            options: report, settings: configuration.run, stream: 2, silentWhenClean: true,
            configuredReporters: false)
        var lintReport = LintReport(
            diagnostics: diagnostics, fileCount: 1, sources: result.sourceFiles + [configuration.source].compactMap { $0 })
        lintReport.importedCount = result.sources.count - 1
        let fails = try output.show(lintReport)
        guard result.isTableComplete, !fails else {
            KeptUntilExit.keep(result)
            throw CommandFailure(.findings)
        }
        return (result, configuration)
    }
}
