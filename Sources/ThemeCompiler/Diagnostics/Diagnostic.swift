import ThemeSyntax

/// One finding: a rule id, a severity, a message that says what is wrong and how to fix it,
/// where, where else, and possibly a suggested replacement.
public struct Diagnostic: Sendable, Hashable {
    /// The rule that found it.
    public var rule: RuleID
    /// Its severity after the configuration (a rule's default unless set).
    public var severity: Severity
    /// What is wrong and how to fix it, for people.
    public var message: String
    /// Where (file, 1-based line and column).
    public var location: SourceLocation
    /// Other places the finding refers to (e.g. where a name was first defined).
    public var related: [RelatedLocation]
    /// A replacement the user probably meant (e.g. the nearest known key).
    public var suggestion: String?

    /// A finding.
    /// - Parameters:
    ///   - rule: The rule that found it.
    ///   - severity: Its severity; nil: the rule's default.
    ///   - message: What is wrong and how to fix it.
    ///   - location: Where.
    ///   - related: Other places it refers to.
    ///   - suggestion: A replacement the user probably meant.
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
    package static func reportingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}

extension Array where Element == Diagnostic {
    /// True when any finding is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The findings in reporting order, each reported once (the first of equal findings).
    ///
    /// Sorted first, then compared only with their neighbours: equal findings sort next to
    /// each other, within a run of findings that tie in the reporting order (same place,
    /// rule and message), so no finding is hashed (hashing every message of a large report
    /// cost more than the sort). The sort is stable, so ties keep the order they came in.
    /// Duplicates are dropped in place, in the sorted copy: a second array of tens of
    /// thousands of findings is not made beside it.
    package func sortedForReport() -> [Diagnostic] {
        var sorted = self.sorted(by: Diagnostic.reportingOrder)
        var kept = 0  // sorted[..<kept]: the findings kept so far
        var runStart = 0  // where the run of ties with the last kept finding begins
        for i in sorted.indices {
            if kept > 0, !Diagnostic.reportingOrder(sorted[kept - 1], sorted[i]) {
                // A tie with the run: kept unless an equal one is already in it.
                if sorted[runStart..<kept].contains(sorted[i]) { continue }
            } else {
                runStart = kept
            }
            sorted.swapAt(kept, i)
            kept += 1
        }
        sorted.removeSubrange(kept...)
        return sorted
    }
}
