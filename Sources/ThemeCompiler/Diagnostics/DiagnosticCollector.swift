import ThemeSyntax

/// Collects findings during one stage. Stages never stop at the first problem.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// What `isFirst` has been asked.
    private var seen = Set<SeenKey>()
    private struct SeenKey: Hashable, Sendable {
        var rule: RuleID
        var locations: [SourceLocation]
    }

    public init() {}

    /// Records a finding.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { hasErrors = true }
    }

    /// Records a finding of `rule` with its default severity.
    public mutating func report(
        _ rule: RuleID, _ message: String, at location: SourceLocation,
        related: [RelatedLocation] = [], suggestion: String? = nil
    ) {
        report(Diagnostic(rule: rule, message: message, location: location, related: related, suggestion: suggestion))
    }

    /// Records findings collected elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
        if !hasErrors, other.hasErrors { hasErrors = true }
    }

    /// True the first time `rule` asks about `locations` in this collection: for rules that
    /// meet one source block through several presets (a parent's block through each child).
    public mutating func isFirst(_ rule: RuleID, at locations: [SourceLocation]) -> Bool {
        seen.insert(SeenKey(rule: rule, locations: locations)).inserted
    }

    /// True when an error was recorded (kept as findings arrive: the pipeline asks after
    /// every preset, and scanning every finding each time would be quadratic).
    public private(set) var hasErrors = false
}
