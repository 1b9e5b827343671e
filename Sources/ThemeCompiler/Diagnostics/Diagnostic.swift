import ThemeSyntax

/// One finding: a rule id, a severity, a message that says what is wrong and how to fix it,
/// where, where else, and possibly a suggested replacement.
public struct Diagnostic: Sendable, Hashable {
    public var rule: RuleID
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var related: [RelatedLocation]
    /// A replacement the user probably meant (e.g. the nearest known key).
    public var suggestion: String?

    public init(
        rule: RuleID, severity: Severity? = nil, message: String, location: SourceLocation,
        related: [RelatedLocation] = [], suggestion: String? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.location = location
        self.related = related
        self.suggestion = suggestion
    }

    /// The order findings are reported in: file, line, column, then rule id, then message.
    public static func reportingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}

extension Array where Element == Diagnostic {
    /// True when any finding is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The findings in reporting order, each reported once.
    public func sortedForReport() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted(by: Diagnostic.reportingOrder)
    }
}
