import ArgumentParser
import Foundation
import ThemeCompiler

extension ReporterKind: ExpressibleByArgument {}

/// How findings are shown.
struct ReportOptions: ParsableArguments {
    @Option(help: "Reporter: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: ReporterKind = .human

    @Flag(help: "Treat warnings as failures (exit 1).")
    var strict = false

    @Flag(help: "Never colour the human reporter's output (NO_COLOR does the same).")
    var noColor = false

    /// The reporter, colouring only on a terminal without NO_COLOR.
    func makeReporter(terminal: Int32) -> any DiagnosticReporter {
        switch reporter {
        case .human:
            let colour = !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(terminal) == 1
            return HumanReporter(color: colour)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        }
    }

    /// True when the findings should fail the run.
    func fails(_ report: LintReport) -> Bool {
        report.count(.error) > 0 || (strict && report.count(.warning) > 0)
    }
}
