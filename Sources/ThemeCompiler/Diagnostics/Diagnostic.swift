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
    package func sortedForReport() -> [Diagnostic] {
        var sorted = self
        sorted.sortForReport()
        return sorted
    }

    /// Puts the findings in reporting order in place, each reported once (the first of equal
    /// findings): no second array of them is made (20 547 findings are 1.6 MB).
    ///
    /// Positions are sorted, not findings: a finding is a large value whose every move retains
    /// and releases its strings and arrays, and a comparison reads its place, rule and message
    /// where it lies. The findings are then moved along the permutation's cycles, each once.
    /// Ties in the reporting order keep the order they came in (the position breaks them).
    /// Equal findings then sort next to each other, within a run of findings that tie (same
    /// place, rule and message), so each is compared only with that run and none is hashed
    /// (hashing every message of a large report cost more than the sort).
    package mutating func sortForReport() {
        let order = withUnsafeBufferPointer { findings in
            var order = [Int](findings.indices)
            order.sort { a, b in
                if Diagnostic.reportingOrder(findings[a], findings[b]) { return true }
                return !Diagnostic.reportingOrder(findings[b], findings[a]) && a < b
            }
            return order
        }
        let kept = withUnsafeMutableBufferPointer { findings -> Int in
            guard let base = findings.baseAddress else { return 0 }
            // Position k takes the finding at order[k].
            var placed = [Bool](repeating: false, count: findings.count)
            for start in findings.indices where !placed[start] {
                let held = (base + start).move()
                var k = start
                while true {
                    placed[k] = true
                    let from = order[k]
                    if from == start {
                        (base + k).initialize(to: held)
                        break
                    }
                    (base + k).moveInitialize(from: base + from, count: 1)
                    k = from
                }
            }
            var end = 0
            var runStart = 0  // where the run of ties with the last kept finding begins
            for i in findings.indices {
                if end > 0, !Diagnostic.reportingOrder(findings[end - 1], findings[i]) {
                    // A tie with the run: kept unless an equal one is already in it.
                    if findings[runStart..<end].contains(findings[i]) { continue }
                } else {
                    runStart = end
                }
                if i != end { findings.swapAt(end, i) }
                end += 1
            }
            return end
        }
        removeLast(count - kept)
    }
}
