import ThemeSyntax

/// Collects findings during one stage. Stages never stop at the first problem.
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []
    /// The keys `reportOnce` has recorded.
    private var seen = Set<OnceKey>()
    /// The key of each finding `reportOnce` recorded, by its index in `diagnostics`.
    private var onceKeys: [Int: OnceKey] = [:]
    private struct OnceKey: Hashable, Sendable {
        var rule: RuleID
        var locations: [SourceLocation]
    }

    package init() {}

    /// Records a finding. Its message is kept in storage of its own length: a message built
    /// by appending (`a + b`, or an interpolation past its estimate) holds up to twice its
    /// length, and a large report keeps tens of thousands of them until it is written (the
    /// 10k-preset theme's 20 547 messages: 6.3 MB as built, 4.3 MB kept).
    package mutating func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.fitMessage()
        record(diagnostic)
    }

    /// Records a finding of `rule` with its default severity, whose message `message` makes
    /// when it is read (`Diagnostic.init(rule:severity:location:related:message:)`).
    package mutating func report(
        _ rule: RuleID, at location: SourceLocation, related: [RelatedLocation] = [], message: @escaping @Sendable () -> String
    ) {
        record(Diagnostic(rule: rule, location: location, related: related, message: message))
    }

    /// Records a finding of `rule` with its default severity, whose message `message` makes as
    /// UTF-8 when it is read (`Diagnostic.init(rule:severity:location:related:utf8Message:)`).
    package mutating func report(
        _ rule: RuleID, at location: SourceLocation, related: [RelatedLocation] = [],
        utf8Message message: @escaping @Sendable () -> ByteArray
    ) {
        record(Diagnostic(rule: rule, location: location, related: related, utf8Message: message))
    }

    /// Records a finding already reported once (its message is already kept to fit).
    private mutating func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { hasErrors = true }
    }

    /// Records a finding of `rule` with its default severity.
    package mutating func report(
        _ rule: RuleID, _ message: String, at location: SourceLocation,
        related: [RelatedLocation] = [], suggestion: String? = nil
    ) {
        report(Diagnostic(rule: rule, message: message, location: location, related: related, suggestion: suggestion))
    }

    /// Records findings collected elsewhere.
    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
        if !hasErrors, other.hasErrors { hasErrors = true }
    }

    /// Records the findings of another collection, collected apart (another preset, maybe
    /// on another thread): a `reportOnce` finding whose key this one already has is dropped,
    /// so merging collections in preset order keeps the first preset's, as one collection would.
    package mutating func append(_ other: DiagnosticCollector) {
        for (i, diagnostic) in other.diagnostics.enumerated() {
            if let key = other.onceKeys[i] {
                guard seen.insert(key).inserted else { continue }
                onceKeys[diagnostics.count] = key
            }
            record(diagnostic)
        }
    }

    /// Records a finding of `rule` unless this collection already has one of `rule` keyed by
    /// the same `locations`: for rules that meet one source block through several presets (a
    /// parent's block through each child), which report it once.
    package mutating func reportOnce(
        _ rule: RuleID, _ message: @autoclosure () -> String, at location: SourceLocation,
        related: @autoclosure () -> [RelatedLocation] = [], key locations: [SourceLocation]
    ) {
        let key = OnceKey(rule: rule, locations: locations)
        guard seen.insert(key).inserted else { return }
        onceKeys[diagnostics.count] = key
        report(rule, message(), at: location, related: related())
    }

    /// The findings recorded, leaving the collection without them, so a caller that hands
    /// them on does not hold a second reference that keeps the array alive.
    package mutating func takeDiagnostics() -> [Diagnostic] {
        let taken = diagnostics
        diagnostics = []
        return taken
    }

    /// True when an error was recorded (kept as findings arrive: the pipeline asks after
    /// every preset, and scanning every finding each time would be quadratic).
    package private(set) var hasErrors = false
}
