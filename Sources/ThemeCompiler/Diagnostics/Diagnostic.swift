import ThemeSyntax

/// One finding: a rule id, a severity, a message that says what is wrong and how to fix it,
/// where, where else, and possibly a suggested replacement.
public struct Diagnostic: Sendable, Hashable {
    /// The rule that found it.
    public var rule: RuleID
    /// Its severity after the configuration (a rule's default unless set).
    public var severity: Severity
    /// What is wrong and how to fix it, for people. A rule that reports many findings may
    /// leave it to be made when it is read (`init(rule:severity:location:related:message:)`).
    public var message: String {
        get { text.string }
        set { text = DiagnosticText(newValue) }
    }
    /// The message, as text or as what makes it.
    package private(set) var text: DiagnosticText
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
        self.init(rule: rule, severity: severity, text: DiagnosticText(message), location: location, related: related, suggestion: suggestion)
    }

    /// A finding whose message `message` makes when it is read: a report holds every finding
    /// until it is written, and a message kept as text is several times the parts it is made
    /// of (the 10k-preset theme's 20 547 findings: 4.3 MB of text). `message` must make the
    /// same text each time; it captures values, never a variable that changes afterwards.
    package init(
        rule: RuleID, severity: Severity? = nil, location: SourceLocation, related: [RelatedLocation] = [],
        message: @escaping @Sendable () -> String
    ) {
        self.init(rule: rule, severity: severity, text: DiagnosticText(message), location: location, related: related, suggestion: nil)
    }

    /// A finding whose message `message` makes as UTF-8 when it is read
    /// (`init(rule:severity:location:related:message:)`): a reporter copies the bytes as they
    /// are, and no String is made (or its UTF-8 checked) unless something asks for one.
    /// `message` must make valid UTF-8 (a `MessageText`'s).
    package init(
        rule: RuleID, severity: Severity? = nil, location: SourceLocation, related: [RelatedLocation] = [],
        utf8Message message: @escaping @Sendable () -> ByteArray
    ) {
        self.init(rule: rule, severity: severity, text: DiagnosticText(utf8: message), location: location, related: related, suggestion: nil)
    }

    private init(
        rule: RuleID, severity: Severity?, text: DiagnosticText, location: SourceLocation, related: [RelatedLocation],
        suggestion: String?
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.text = text
        self.location = location
        self.related = related
        self.suggestion = suggestion
    }

    /// Equal findings: the same rule, severity, message, place, related places and suggestion.
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.hasSameFields(as: b) && a.message == b.message
    }

    /// Hashes what equal findings share: the rule, severity, place and message.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(message)
    }

    /// Keeps the message's text (when it is text) in storage of exactly its length.
    package mutating func fitMessage() { text = text.copiedToFit }

    /// True when everything but the message is the same.
    func hasSameFields(as other: Diagnostic) -> Bool {
        rule == other.rule && severity == other.severity && location == other.location && related == other.related
            && suggestion == other.suggestion
    }

    /// The order findings are reported in: file, line, column, then rule id, then message.
    package static func reportingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}

/// A finding's message: its text, or a function that makes the text when it is read.
package struct DiagnosticText: Sendable {
    private enum Storage: Sendable {
        case text(String)
        case deferred(@Sendable () -> String)
        case deferredUTF8(@Sendable () -> ByteArray)
    }

    private var storage: Storage

    /// The message `text`.
    package init(_ text: String) { storage = .text(text) }

    /// The message `make` makes when it is read.
    package init(_ make: @escaping @Sendable () -> String) { storage = .deferred(make) }

    /// The message `make` makes as UTF-8 (valid) when it is read.
    package init(utf8 make: @escaping @Sendable () -> ByteArray) { storage = .deferredUTF8(make) }

    /// The text (made now when deferred).
    package var string: String {
        switch storage {
        case .text(let text): text
        case .deferred(let make): make()
        case .deferredUTF8(let make): make().withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The text's UTF-8 (made now when deferred), without making a String when it is made as
    /// UTF-8.
    package var utf8: [UInt8] {
        switch storage {
        case .text(let text): Array(text.utf8)
        case .deferred(let make): Array(make().utf8)
        case .deferredUTF8(let make): make().array
        }
    }

    /// Appends the text's UTF-8 to `bytes`.
    func appendUTF8(to bytes: inout some ByteAppending) {
        switch storage {
        case .text(let text): bytes.append(utf8: text)
        case .deferred(let make): bytes.append(utf8: make())
        case .deferredUTF8(let make): bytes.append(make())
        }
    }

    /// The same message, its text (when it is text) in storage of exactly its length: a
    /// message built by appending holds up to twice its length.
    package var copiedToFit: DiagnosticText {
        guard case .text(let text) = storage, text.utf8.count > 15 else { return self }
        var copy = text
        return DiagnosticText(
            copy.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: bytes)
                    return bytes.count
                }
            })
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
    /// and releases its strings and arrays. They are sorted by place and rule; only a run that
    /// ties on both is then put in message order, its messages made once each (a message may
    /// be made when it is read, and most findings tie with none). Ties in the reporting order
    /// keep the order they came in. Equal findings are then next to each other, within a run
    /// of the same message, so each is compared only with that run and none is hashed.
    /// The findings are moved along the permutation's cycles, each once.
    package mutating func sortForReport() {
        let (order, kept) = withUnsafeBufferPointer { TieOrdering.reportingOrder(of: $0) }
        let count = withUnsafeMutableBufferPointer { findings -> Int in
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
            for i in findings.indices where kept[i] {
                if i != end { findings.swapAt(end, i) }
                end += 1
            }
            return end
        }
        removeLast(self.count - count)
    }
}
