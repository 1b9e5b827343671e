/// Findings on their way to the report, finished in one place for a compiled file (its
/// pipeline's `Result`) and for a run (every command: compile, generate, preview, explain,
/// lint, and the plugins, which run those commands). What the stages collected goes through
/// `add(collected:policy:unreported:)`: follow-on findings removed, then the file's
/// suppression comments and its configuration applied (`FindingPolicy.finalize`). A finished
/// file's findings are added as they are (`add(_:)`). Findings raised outside a file's compile
/// — checks across files (`theme-type-collision`, `path-outside-root`) — take the
/// configuration of the file they are in. The configuration files' own findings are added as
/// read. `takeSorted()` de-duplicates and sorts.
package struct RunFindings: Sendable {
    private var diagnostics: [Diagnostic] = []
    /// True while `diagnostics` are known to be in reporting order already: nothing was added
    /// but one compiled file's findings, which its pipeline sorted (`takeSorted` then leaves
    /// them as they are: a sort of 20 547 sorted findings made the messages of every run of
    /// findings that tie on place and rule a second time, 13 ms of a 10k-preset compile).
    private var inReportingOrder = true

    package init() {}

    /// What a file's stages collected, finished: without the findings that only follow from
    /// another (`withoutConsequences`), then through `policy` (suppression comments, then the
    /// configuration), with `unreported` as `FindingPolicy.finalize` takes them.
    mutating func add(collected: [Diagnostic], policy: inout FindingPolicy, unreported: [Diagnostic]) {
        append(policy.finalize(collected.withoutConsequences(), unreported: unreported))
    }

    /// A compiled file's findings, as its pipeline finished them (in reporting order).
    package mutating func add(_ result: ThemePipeline.Result) {
        append(result.diagnostics, sorted: true)
    }

    /// Findings raised outside a file's compile, under `configuration` (severities set, rules
    /// that are off dropped).
    package mutating func add(_ findings: [Diagnostic], under configuration: Configuration) {
        append(configuration.apply(to: findings))
    }

    /// Findings raised outside a file's compile, each under the configuration of its file.
    package mutating func add(_ findings: [Diagnostic], under configurations: ConfigurationResolver) {
        for finding in findings { add([finding], under: configurations.configuration(for: finding.location.file)) }
    }

    /// The findings in configuration files (`invalid-config`), as the loader reported them.
    package mutating func add(configurationFindings findings: [Diagnostic]) {
        append(findings)
    }

    /// Adds `findings` (`sorted`: already in reporting order, each once); the first batch is
    /// kept as it is, not copied (a run of one file then holds its findings once until they
    /// are sorted). Only sorted findings added to none keep the whole in reporting order.
    private mutating func append(_ findings: [Diagnostic], sorted: Bool = false) {
        guard !findings.isEmpty else { return }
        inReportingOrder = sorted && diagnostics.isEmpty
        if diagnostics.isEmpty { diagnostics = findings } else { diagnostics += findings }
    }

    /// Every finding once, in reporting order (`Diagnostic.reportingOrder`), handed over: the
    /// findings are sorted where they lie, not copied.
    package mutating func takeSorted() -> [Diagnostic] {
        var all = diagnostics
        diagnostics = []
        if !inReportingOrder { all.sortForReport() }
        inReportingOrder = true
        return all
    }
}
