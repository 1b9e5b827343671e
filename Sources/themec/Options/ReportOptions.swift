import ArgumentParser
import ThemeCompiler

extension ReporterKind: ExpressibleByArgument {}

/// A `--reporter` value: `KIND` (standard output) or `KIND:FILE`. Kept as text and checked
/// in `validate()`, so an unknown kind gets a did-you-mean (and exit 64).
struct ReporterSpec: ExpressibleByArgument {
    var text: String
    init(argument: String) { text = argument }
    var setting: ReporterSetting? { ReporterSetting(parsing: text) }
}

/// How findings are shown and when they fail the run. Each setting resolves
/// flag > configuration file (`RunSettings`) > default.
struct ReportOptions: ParsableArguments {
    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "Reporter: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")); KIND:FILE writes that report to FILE (atomically). Repeat for several.",
            valueName: "kind[:file]"))
    var reporters: [ReporterSpec] = []

    @Flag(inversion: .prefixedNo, help: "Treat warnings as failures (exit 1).")
    var strict: Bool?

    @Flag(inversion: .prefixedNo, help: "Report errors only.")
    var quiet: Bool?

    @Flag(help: "Never colour the human reporter's output (NO_COLOR does the same).")
    var noColor = false

    func validate() throws {
        for spec in reporters where spec.setting == nil {
            let kinds = ReporterKind.allCases.map(\.rawValue)
            let name = String(spec.text.split(separator: ":", maxSplits: 1).first ?? "")
            let hint = Suggestion.phrase(Suggestion.nearest(to: name, in: kinds))
            throw ValidationError(
                "unknown reporter '\(spec.text)'\(hint) — use one of \(kinds.joined(separator: ", ")), optionally followed by ':FILE'")
        }
    }

    /// The reporters asked for on the command line (empty when none).
    var settings: [ReporterSetting] { reporters.compactMap(\.setting) }

    /// A reporter of `kind`; `terminal` is the descriptor it writes to (nil for a file).
    func makeReporter(_ kind: ReporterKind, terminal: Int32?, strict: Bool) -> any DiagnosticReporter {
        switch kind {
        case .human:
            let colour = !noColor && terminal.map(POSIX.usesColour) == true
            return HumanReporter(color: colour)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(rules: RuleCatalog.sarifRules())
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter(failingSeverity: strict ? .warning : .error)
        case .checkstyle: return CheckstyleReporter()
        }
    }

    /// True when the findings should fail the run.
    static func fails(_ report: LintReport, strict: Bool) -> Bool {
        report.count(.error) > 0 || (strict && report.count(.warning) > 0)
    }
}
