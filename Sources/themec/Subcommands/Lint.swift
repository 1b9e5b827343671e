import ArgumentParser
import ThemeCompiler

/// `themec lint PATH...`: report every finding in theme files and directories.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check theme files (directories are searched recursively for *.theme.yaml|yml|json).")

    @Argument(help: "Theme files or directories.")
    var paths: [String]

    @OptionGroup var report: ReportOptions
    @OptionGroup var limits: LimitOptions
    @OptionGroup var timing: TimingOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one theme file or directory") }
    }

    func run() throws {
        let start = ContinuousClock.now
        let result = ThemeLinter(limits: limits.limits).lint(paths)
        // Stage times are summed over files (and the worker threads), so with a directory
        // they can add up to more than the total.
        timing.report(result.timings, total: ContinuousClock.now - start)
        for failure in result.unreadable { OutputWriter.writeStandardError("themec: error: \(failure)\n") }
        let reporter = report.makeReporter(terminal: 1)
        print(reporter.render(result.report), terminator: "")
        if report.fails(result.report) { throw ExitCode(1) }
        if !result.unreadable.isEmpty { throw ExitCode(66) }
    }
}
