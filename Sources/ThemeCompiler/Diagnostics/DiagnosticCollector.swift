import ThemeSyntax

/// Collects findings during one stage. Stages never stop at the first problem.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Records a finding.
    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Records a finding of `rule` with its default severity.
    public mutating func report(_ rule: RuleID, _ message: String, at location: SourceLocation,
                                related: [RelatedLocation] = [], suggestion: String? = nil) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location,
                                      related: related, suggestion: suggestion))
    }

    /// Records findings collected elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// True when an error was recorded.
    public var hasErrors: Bool { diagnostics.hasErrors }
}
