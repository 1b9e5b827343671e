/// A run's findings on their way to the report, finished in one place for every command
/// (compile, generate, preview, explain, lint, and the plugins, which run those commands).
/// A compiled file's findings arrive finished by its pipeline (`FindingPolicy`: suppression
/// comments, then the configuration; follow-on findings removed). Findings raised outside a
/// file's compile — checks across files (`theme-type-collision`, `path-outside-root`) — take
/// the configuration of the file they are in, here and nowhere else. The configuration files'
/// own findings are added as read. `sorted` de-duplicates and sorts, once.
public struct RunFindings: Sendable {
    private var diagnostics: [Diagnostic] = []

    public init() {}

    /// A compiled file's findings, as its pipeline finished them.
    public mutating func add(_ result: ThemePipeline.Result) {
        diagnostics += result.diagnostics
    }

    /// Findings raised outside a file's compile, under `configuration` (severities set, rules
    /// that are off dropped).
    public mutating func add(_ findings: [Diagnostic], under configuration: Configuration) {
        diagnostics += configuration.apply(to: findings)
    }

    /// Findings raised outside a file's compile, each under the configuration of its file.
    public mutating func add(_ findings: [Diagnostic], under configurations: ConfigurationResolver) {
        for finding in findings { add([finding], under: configurations.configuration(for: finding.location.file)) }
    }

    /// The findings in configuration files (`invalid-config`), as the loader reported them.
    public mutating func add(configurationFindings findings: [Diagnostic]) {
        diagnostics += findings
    }

    /// Every finding once, in reporting order (`Diagnostic.reportingOrder`).
    public var sorted: [Diagnostic] { diagnostics.sortedForReport() }
}
