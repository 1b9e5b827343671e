import ArgumentParser
import ThemeCompiler

/// Shows a run's findings through every reporter asked for, and decides whether they fail
/// the run. Quiet leaves warnings and notes out of what is shown, never out of what fails.
struct FindingsOutput {
    var options: ReportOptions
    /// The reporters: the command line's, else the configuration's (lint), else human.
    var reporters: [ReporterSetting]
    var strict: Bool
    var quiet: Bool
    /// Where a reporter without a file writes: 1 (lint) or 2 (compile and generate, whose
    /// standard output is the result).
    var stream: Int32
    /// When true, a clean run prints nothing on `stream` through the human reporter.
    var silentWhenClean = false

    /// `settings`: the configuration's. `configuredReporters`: whether its `reporters` apply
    /// (lint); compile and generate take reporters from the command line only, so a build
    /// never writes the report files a `.themec.yml` names for lint.
    /// Fails (usage) when two reporters would write to the same stream (their reports would run
    /// together, and neither could be parsed).
    init(
        options: ReportOptions, settings: RunSettings, stream: Int32, silentWhenClean: Bool = false,
        configuredReporters: Bool = true
    ) throws {
        self.options = options
        let configured = configuredReporters ? (settings.reporters ?? []) : []
        let chosen = options.settings.isEmpty ? configured : options.settings
        reporters = chosen.isEmpty ? [ReporterSetting(kind: .human, path: nil)] : chosen
        strict = options.strict ?? settings.strict ?? false
        quiet = options.quiet ?? settings.quiet ?? false
        self.stream = stream
        self.silentWhenClean = silentWhenClean
        let unfiled = reporters.filter { $0.path == nil }.map(\.kind.rawValue)
        if unfiled.count > 1 {
            let origin = options.settings.isEmpty ? "the configuration's 'reporters'" : "--reporter"
            throw CommandFailure(
                .usage,
                "\(origin) sends \(unfiled.map { "'\($0)'" }.joined(separator: " and ")) to "
                    + "\(stream == 1 ? "standard output" : "standard error"), where the reports would run together — give all but one "
                    + "of them a file (KIND:FILE, e.g. '\(unfiled[1]):themec.\(unfiled[1])')")
        }
    }

    /// Renders `report` (every finding the run kept) and returns true when it fails the run.
    /// When every reporter writes to a file, a one-line summary goes to standard error, so a
    /// failing run is never silent. A report file that cannot be written fails the command
    /// (cannot create) — after every other reporter has run, and with the findings shown on
    /// standard error, so the failure never hides them.
    func show(_ report: LintReport) throws -> Bool {
        let fails = ReportOptions.fails(report, strict: strict)
        var shown = report
        if quiet {
            shown.diagnostics = report.diagnostics.filter { $0.severity == .error }
            shown.hiddenCount = report.diagnostics.count - shown.diagnostics.count
            shown.hiddenFailingCount = strict ? report.count(.warning) : 0
        }
        let clean = shown.diagnostics.isEmpty && shown.hiddenCount == 0 && shown.baselineCount == 0
        var unwritten: [OutputWriter.WriteError] = []
        for setting in reporters {
            let reporter = options.makeReporter(setting.kind, terminal: setting.path == nil ? stream : nil, strict: strict)
            if let path = setting.path {
                do throws(OutputWriter.WriteError) {
                    try OutputWriter.write(reporter.bytes(shown), to: path)
                } catch {
                    unwritten.append(error)
                }
            } else if !(silentWhenClean && clean && setting.kind == .human) {
                try OutputWriter.stream(to: stream) { reporter.write(shown, into: &$0) }
            }
        }
        let files = reporters.compactMap(\.path)
        if !unwritten.isEmpty {
            // The findings (a configuration error among them) still reach the user.
            if files.count == reporters.count, !clean {
                let human = options.makeReporter(.human, terminal: POSIX.standardError, strict: strict)
                OutputWriter.writeStandardError(human.render(shown))
            }
            throw CommandFailure(.cannotCreate, messages: unwritten.map(\.description))
        }
        if files.count == reporters.count {
            OutputWriter.writeStandardError("themec: \(shown.summary) (report in \(files.map { "'\($0)'" }.joined(separator: ", ")))\n")
        }
        return fails
    }
}
