import ArgumentParser
import Foundation
import ThemeCompiler

/// `themec lint PATH...`: report every finding in theme files and directories.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check theme files (directories are searched recursively for *.theme.yaml|yml|json; '-' reads standard input).")

    @Argument(help: "Theme files or directories, or '-' for standard input.")
    var paths: [String]

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var timing: TimingOptions

    @Option(help: "Configuration file for every theme (default: the nearest .themec.yml above each theme).")
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every finding of this run in this baseline file.")
    var writeBaseline: String?

    @Option(help: "The name of the theme read from standard input: used in findings, for its format and its imports.")
    var stdinPath: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one theme file or directory, or '-' for standard input") }
        if paths.contains("-") && paths.count > 1 { throw ValidationError("'-' (standard input) cannot be combined with other paths") }
        if stdinPath != nil && !paths.contains("-") { throw ValidationError("--stdin-path names the theme read from standard input: add '-'") }
    }

    func run() throws {
        let start = ContinuousClock.now
        let configurations = try loadConfigurations()
        let runConfig = configurations.configurationForCurrentDirectory()
        let strict = report.strict ?? runConfig.strict ?? false
        let quiet = report.quiet ?? runConfig.quiet ?? false
        let reporters = report.settings.isEmpty ? (runConfig.reporters ?? []) : report.settings
        let baselinePath = baseline ?? runConfig.baseline

        let linter = ThemeLinter(limits: limits.limits, configurations: configurations)
        let result: ThemeLinter.Result
        if paths == ["-"] {
            let name = stdinPath ?? "stdin.theme.yaml"
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            result = linter.lint(bytes: bytes, path: name)
        } else {
            result = linter.lint(paths)
        }
        // Stage times are summed over files (and the worker threads), so with a directory
        // they can add up to more than the total.
        timing.report(result.timings, total: ContinuousClock.now - start)
        for failure in result.unreadable { OutputWriter.writeStandardError("themec: error: \(failure)\n") }
        if result.report.fileCount == 0 && result.unreadable.isEmpty {
            OutputWriter.writeStandardError("themec: warning: no theme files (\(ThemeFileFinder.extensions.map { "*" + $0 }.joined(separator: ", "))) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))\n")
        }

        var diagnostics = result.report.diagnostics
        let nodePaths = NodePathIndex(sources: result.report.sources, limits: limits.limits.parse)
        if let writeBaseline {
            let recorded = Baseline(recording: diagnostics, baselinePath: writeBaseline, paths: nodePaths)
            try write(recorded.encoded(), to: writeBaseline)
        }
        if let baselinePath {
            diagnostics = try readBaseline(baselinePath).newFindings(in: diagnostics, baselinePath: baselinePath, paths: nodePaths)
        }
        if quiet { diagnostics = diagnostics.filter { $0.severity == .error } }
        var final = result.report
        final.diagnostics = diagnostics

        for setting in reporters.isEmpty ? [Configuration.ReporterSetting(kind: .human, path: nil)] : reporters {
            let reporter = report.makeReporter(setting.kind, terminal: setting.path == nil ? 1 : nil, strict: strict)
            let text = reporter.render(final)
            if let path = setting.path {
                try write(Array(text.utf8), to: path)
            } else {
                OutputWriter.writeStandardOutput(Array(text.utf8))
            }
        }
        if ReportOptions.fails(final, strict: strict) { throw ExitCode(1) }
        if !result.unreadable.isEmpty { throw ExitCode(66) }
    }

    /// `--config FILE` for every theme, or discovery next to each theme.
    private func loadConfigurations() throws -> ConfigurationResolver {
        guard let config else { return ConfigurationResolver() }
        do {
            let (configuration, findings) = try ConfigurationLoader.load(config)
            return ConfigurationResolver(fixed: configuration, diagnostics: findings)
        } catch {
            OutputWriter.writeStandardError("themec: error: cannot read the configuration: \(error)\n")
            throw ExitCode(66)
        }
    }

    private func readBaseline(_ path: String) throws -> Baseline {
        do {
            guard let bytes = try SourceFiles.read(path, maxBytes: 256 << 20).bytes else {
                throw ThemeInputError(path: path, reason: "over 256 MiB")
            }
            return try Baseline.decode(bytes, path: path)
        } catch let error as ThemeInputError {
            OutputWriter.writeStandardError("themec: error: cannot read the baseline: \(error)\n")
            throw ExitCode(66)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(66)
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try OutputWriter.write(bytes, to: path)
        } catch {
            OutputWriter.writeStandardError("themec: error: \(error)\n")
            throw ExitCode(73)
        }
    }
}
