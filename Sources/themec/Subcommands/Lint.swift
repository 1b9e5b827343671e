import ArgumentParser
import ThemeCompiler

/// `themec lint PATH...`: report every finding in theme files and directories.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check theme files (directories are searched recursively for *.theme.yaml|yml|json; '-' reads standard input).")

    @Argument(help: "Theme files or directories, or '-' for standard input.")
    var paths: [String] = []

    /// What to lint when no path is given: the `lint-themes` plugin passes the package
    /// directory here, so ArgumentParser, not the plugin, tells option values from paths.
    @Option(help: .hidden)
    var defaultPath: String?

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @Flag(help: TimingsFlag.help)
    var timings = false

    @Option(help: RootOption.help)
    var root: String?

    @Option(help: "Configuration file for every theme (default: the nearest .themec.yml above each theme).")
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every finding of this run in this baseline file.")
    var writeBaseline: String?

    @Option(help: "The name of the theme read from standard input: used in findings, for its format and its imports.")
    var stdinPath: String?

    @Option(
        name: .customLong("asset-catalog"),
        help: ArgumentHelp("An asset catalog whose colour sets '{ asset: NAME }' colours take (repeatable).", valueName: "path"))
    var assetCatalogs: [String] = []

    func validate() throws {
        if paths.isEmpty && defaultPath == nil { throw ValidationError("give at least one theme file or directory, or '-' for standard input") }
        if paths.contains("-") && paths.count > 1 { throw ValidationError("'-' (standard input) cannot be combined with other paths") }
        if stdinPath != nil && !paths.contains("-") { throw ValidationError("--stdin-path names the theme read from standard input: add '-'") }
        try DesignOptions.check(assetCatalogs)
        try RootOption.check(root)
    }

    func run() throws {
        let start = ContinuousClock.now
        let projectRoot = RootOption.projectRoot(root)
        let configurations = try ConfigOptions.resolver(config)
        let settings = configurations.configurationForCurrentDirectory()
        try ConfigOptions.checkConfinement(settings, root: projectRoot)
        let output = try FindingsOutput(options: report, settings: settings.run, stream: 1)
        let baselinePath = baseline ?? settings.run.baseline

        var linter = ThemeLinter(limits: limits.limits, configurations: configurations, root: projectRoot)
        linter.assetCatalogs = assetCatalogs
        linter.timesPresets = timings
        let result: ThemeLinter.Result
        if paths == ["-"] {
            let name = stdinPath ?? "stdin.theme.yaml"
            let bytes = POSIX.readStandardInput()
            result = linter.lint(bytes: bytes, path: name)
        } else {
            result = linter.lint(targets)
        }
        // Stage times are summed over files (and the worker threads), so with a directory
        // they can add up to more than the total.
        TimingsFlag.report(result.timings, total: ContinuousClock.now - start, if: timings)
        for failure in result.unreadable { CommandMessage.error("\(failure)") }
        if result.report.fileCount == 0 && result.unreadable.isEmpty {
            CommandMessage.warning(
                "no theme files (\(ThemeFileName.extensions.map { "*" + $0 }.joined(separator: ", "))) found in \(targets.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }

        let diagnostics = result.report.diagnostics
        let nodePaths = NodePathIndex(sources: result.report.sources, limits: limits.limits.parse)
        if let writeBaseline {
            let recorded = Baseline(recording: diagnostics, baselinePath: writeBaseline, paths: nodePaths)
            try OutputWriter.writeOrFail(recorded.encoded(), to: writeBaseline)
        }
        var final = result.report
        if let baselinePath {
            final.diagnostics = try readBaseline(baselinePath).newFindings(in: diagnostics, baselinePath: baselinePath, paths: nodePaths)
            final.baselineCount = diagnostics.count - final.diagnostics.count
        }
        let fails = try output.show(final)
        KeptUntilExit.keep(result)
        KeptUntilExit.keep(final)
        if fails { throw CommandFailure(.findings) }
        // Each unreadable path was named as it was met, before the report.
        if !result.unreadable.isEmpty { throw CommandFailure(.noInput) }
    }

    /// The paths to lint: those given, else the default path.
    private var targets: [String] { paths.isEmpty ? defaultPath.map { [$0] } ?? [] : paths }

    private func readBaseline(_ path: String) throws -> Baseline {
        do {
            guard let bytes = try SourceFiles.read(path, maxBytes: 256 << 20).bytes else {
                throw ThemeInputError(path: path, reason: "over 256 MiB")
            }
            return try Baseline.decode(bytes, path: path)
        } catch let error as ThemeInputError {
            throw CommandFailure(.noInput, "cannot read the baseline: \(error)")
        } catch {
            throw CommandFailure(.noInput, "\(error)")
        }
    }
}
