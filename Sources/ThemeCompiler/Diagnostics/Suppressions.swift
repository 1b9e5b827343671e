import ThemeSyntax

/// Inline suppressions in a YAML theme's raw text (libyaml drops comments):
/// `# themec:disable-next-line RULE[, RULE]` silences those rules on the next line that is
/// not a comment, `# themec:disable-line RULE` on its own line. Text after ` -- ` is a
/// free-form reason. Problems with the comments themselves are `unused-suppression`.
package struct Suppressions: Sendable {
    /// One rule named in one comment.
    struct Entry: Sendable {
        var rule: RuleID
        /// The line whose findings it silences.
        var targetLine: Int
        /// Where the rule id is written.
        var location: SourceLocation
    }

    private(set) var entries: [Entry] = []
    /// Problems in the comments (unknown rules, malformed directives).
    package private(set) var problems: [Diagnostic] = []

    static let directives = ["disable-line", "disable-next-line"]

    /// Which rules a comment may silence (the configuration layer knows; errors past which
    /// a theme cannot compile may not be silenced).
    private let isAdjustable: @Sendable (RuleID) -> Bool

    /// Reads the directives in `source`'s comments (found by the parser); a comment naming a
    /// rule that `isAdjustable` refuses is reported instead of obeyed.
    package init(source: SourceFile, isAdjustable: @escaping @Sendable (RuleID) -> Bool) {
        self.isAdjustable = isAdjustable
        let wholeLineComments = Set(source.comments.filter(\.isWholeLine).map(\.line))
        /// The first line after `line` that holds more than blanks and a comment.
        func nextCodeLine(after line: Int) -> Int {
            var n = line + 1
            while let text = source.line(n) {
                if !wholeLineComments.contains(n), !text.allSatisfy({ $0 == " " || $0 == "\t" }) { return n }
                n += 1
            }
            return 0  // none: the entries stay unused
        }
        for comment in source.comments {
            let trimmed = comment.text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("themec:") else { continue }
            let column = comment.column + 1 + comment.text.unicodeScalars.count - trimmed.unicodeScalars.count
            parse(
                directive: trimmed, line: comment.line, column: column, path: source.path,
                nextLine: { nextCodeLine(after: comment.line) })
        }
    }

    /// Parses one `themec:…` comment on `line`; `nextLine` gives the line a
    /// `disable-next-line` silences.
    private mutating func parse(directive text: Substring, line: Int, column: Int, path: String, nextLine: () -> Int) {
        let body = text.dropFirst("themec:".count)
        let name = body.prefix { !$0.isWhitespace }
        let at = SourceLocation(file: path, line: line, column: column)
        guard Self.directives.contains(String(name)) else {
            let suggestion = Suggestion.nearest(to: String(name), in: Self.directives).map { "themec:" + $0 }
            problems.append(
                Diagnostic(
                    rule: .unusedSuppression, message: UnusedSuppressionRule.unknownDirective(String(name), suggestion: suggestion), location: at,
                    suggestion: suggestion))
            return
        }
        let target = name == "disable-next-line" ? nextLine() : line
        var rest = body.dropFirst(name.count)
        if let reason = rest.firstRange(of: " -- ") { rest = rest[..<reason.lowerBound] }
        var found = false
        var offset = column + "themec:".count + name.count
        var current = ""
        var currentStart = offset
        for scalar in rest.unicodeScalars + [","] {
            if scalar == "," || scalar == " " || scalar == "\t" {
                if !current.isEmpty {
                    found = true
                    addEntry(current, targetLine: target, at: SourceLocation(file: path, line: line, column: currentStart))
                }
                current = ""
                currentStart = offset + 1
            } else {
                current.unicodeScalars.append(scalar)
            }
            offset += 1
        }
        if !found {
            problems.append(Diagnostic(rule: .unusedSuppression, message: UnusedSuppressionRule.namesNoRule(String(name)), location: at))
        }
    }

    private mutating func addEntry(_ id: String, targetLine: Int, at location: SourceLocation) {
        guard let rule = RuleID(rawValue: id) else {
            let suggestion = RuleID.nearest(to: id)?.rawValue
            problems.append(
                Diagnostic(
                    rule: .unusedSuppression, message: UnusedSuppressionRule.unknownRule(id, suggestion: suggestion), location: location,
                    suggestion: suggestion))
            return
        }
        guard isAdjustable(rule) else {
            problems.append(Diagnostic(rule: .unusedSuppression, message: UnusedSuppressionRule.notSuppressible(id), location: location))
            return
        }
        entries.append(Entry(rule: rule, targetLine: targetLine, location: location))
    }

    /// Removes the findings in `path` that a comment silences. Returns the remaining
    /// findings and, when `reportUnused`, adds a finding for every entry that silenced nothing.
    /// An entry that would silence one of `unreported` (findings the caller decided not to
    /// report, see `FindingPolicy.finalize`) is not unused either.
    package func apply(
        to diagnostics: [Diagnostic], path: String, reportUnused: Bool, unreported: [Diagnostic] = []
    ) -> [Diagnostic] {
        var used = [Bool](repeating: false, count: entries.count)
        /// True when an entry silences `d`; every entry for its rule and line counts as used.
        func silences(_ d: Diagnostic) -> Bool {
            guard d.location.file == path, d.rule != .unusedSuppression else { return false }
            var found = false
            for j in entries.indices where entries[j].rule == d.rule && entries[j].targetLine == d.location.line {
                used[j] = true
                found = true
            }
            return found
        }
        // Without entries nothing is silenced: the findings are kept as they are, not copied (a
        // file's comments that are no suppressions must not cost a copy of every finding).
        var kept = entries.isEmpty ? diagnostics : diagnostics.filter { !silences($0) }
        guard reportUnused else { return kept }
        for d in unreported { _ = silences(d) }
        if !problems.isEmpty { kept += problems }
        for (i, entry) in entries.enumerated() where !used[i] {
            let target = entry.targetLine > 0 ? "line \(entry.targetLine)" : "the next line (there is none)"
            kept.append(
                Diagnostic(rule: .unusedSuppression, message: UnusedSuppressionRule.silencesNothing(entry.rule, on: target), location: entry.location)
            )
        }
        return kept
    }
}
