import ThemeSyntax

/// Inline suppressions in a YAML theme's raw text (libyaml drops comments):
/// `# themec:disable-next-line RULE[, RULE]` silences those rules on the next line that is
/// not a comment, `# themec:disable-line RULE` on its own line. Text after ` -- ` is a
/// free-form reason. Problems with the comments themselves are `unused-suppression`.
public struct Suppressions: Sendable {
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
    public private(set) var problems: [Diagnostic] = []

    static let directives = ["disable-line", "disable-next-line"]

    /// Which rules a comment may silence (the configuration layer knows; errors past which
    /// a theme cannot compile may not be silenced).
    private let isAdjustable: @Sendable (RuleID) -> Bool

    /// Scans `bytes` (the text of `path`); a comment naming a rule that `isAdjustable`
    /// refuses is reported instead of obeyed.
    public init(scanning bytes: [UInt8], path: String, isAdjustable: @escaping @Sendable (RuleID) -> Bool) {
        self.isAdjustable = isAdjustable
        // Every directive starts with `themec:`: a file without it has none, and splitting
        // it into lines of Characters would cost more than parsing it did.
        guard Self.mentionsDirective(bytes) else { return }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var pendingNextLine: [(Int, String)] = []  // (comment line index, directive body)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let comment = Self.commentStart(in: line)
            let isCommentOnly = comment.map { line[..<$0].allSatisfy { $0 == " " || $0 == "\t" } } ?? false
            if !pendingNextLine.isEmpty && !isCommentOnly && !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                for (commentLine, _) in pendingNextLine { retarget(from: commentLine + 1, to: index + 1) }
                pendingNextLine = []
            }
            guard let comment else { continue }
            let text = line[line.index(after: comment)...]
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("themec:") else { continue }
            let column = line[..<trimmed.startIndex].unicodeScalars.count + 1
            let isNext = parse(directive: trimmed, line: index + 1, column: column, path: path, isCommentOnly: isCommentOnly)
            if isNext { pendingNextLine.append((index, String(trimmed))) }
        }
        // A disable-next-line at the end of the file has no line to silence: its entries stay unused.
    }

    /// True when `bytes` contain `themec:` somewhere.
    private static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
        let needle = Array("themec:".utf8)
        return bytes.withUnsafeBufferPointer { text in
            guard text.count >= needle.count else { return false }
            for i in 0...(text.count - needle.count) where text[i] == needle[0] {
                if text[i..<(i + needle.count)].elementsEqual(needle) { return true }
            }
            return false
        }
    }

    /// Parses one `themec:…` comment. Returns true for `disable-next-line`, whose entries
    /// are retargeted once the next non-comment line is known.
    private mutating func parse(directive text: Substring, line: Int, column: Int, path: String, isCommentOnly: Bool) -> Bool {
        let body = text.dropFirst("themec:".count)
        let name = body.prefix { !$0.isWhitespace }
        let at = SourceLocation(file: path, line: line, column: column)
        guard Self.directives.contains(String(name)) else {
            let suggestion = Suggestion.nearest(to: String(name), in: Self.directives).map { "themec:" + $0 }
            problems.append(Diagnostic(rule: .unusedSuppression, message: "unknown directive 'themec:\(name)'\(Suggestion.phrase(suggestion)) — write '# themec:disable-line RULE' or '# themec:disable-next-line RULE'", location: at, suggestion: suggestion))
            return false
        }
        let isNext = name == "disable-next-line"
        var rest = body.dropFirst(name.count)
        if let reason = rest.range(of: " -- ") { rest = rest[..<reason.lowerBound] }
        var found = false
        var offset = column + "themec:".count + name.count
        var current = ""
        var currentStart = offset
        for scalar in rest.unicodeScalars + [","] {
            if scalar == "," || scalar == " " || scalar == "\t" {
                if !current.isEmpty {
                    found = true
                    addEntry(current, targetLine: isNext ? -line : line, at: SourceLocation(file: path, line: line, column: currentStart))
                }
                current = ""
                currentStart = offset + 1
            } else {
                current.unicodeScalars.append(scalar)
            }
            offset += 1
        }
        if !found {
            problems.append(Diagnostic(rule: .unusedSuppression, message: "'themec:\(name)' names no rule — add the rule ids it silences, e.g. '# themec:\(name) redundant-override'", location: at))
        }
        return isNext
    }

    private mutating func addEntry(_ id: String, targetLine: Int, at location: SourceLocation) {
        guard let rule = RuleID(rawValue: id) else {
            let suggestion = RuleID.nearest(to: id)?.rawValue
            problems.append(Diagnostic(rule: .unusedSuppression, message: "unknown rule '\(id)' in a suppression comment\(Suggestion.phrase(suggestion)) — 'themec rules' lists every rule", location: location, suggestion: suggestion))
            return
        }
        guard isAdjustable(rule) else {
            problems.append(Diagnostic(rule: .unusedSuppression, message: "'\(id)' cannot be suppressed: themec cannot compile a theme past it — fix the theme instead", location: location))
            return
        }
        // disable-next-line entries carry -commentLine until the target is known.
        entries.append(Entry(rule: rule, targetLine: targetLine, location: location))
    }

    private mutating func retarget(from commentLine: Int, to target: Int) {
        for i in entries.indices where entries[i].targetLine == -(commentLine) { entries[i].targetLine = target }
    }

    /// Removes the findings in `path` that a comment silences. Returns the remaining
    /// findings and, when `reportUnused`, adds a finding for every entry that silenced nothing.
    public func apply(to diagnostics: [Diagnostic], path: String, reportUnused: Bool) -> [Diagnostic] {
        var used = [Bool](repeating: false, count: entries.count)
        var kept: [Diagnostic] = []
        for d in diagnostics {
            guard d.location.file == path, d.rule != .unusedSuppression,
                  let i = entries.indices.first(where: { entries[$0].rule == d.rule && entries[$0].targetLine == d.location.line }) else {
                kept.append(d)
                continue
            }
            used[i] = true
            // Every entry for the same rule and line counts as used.
            for j in entries.indices where entries[j].rule == d.rule && entries[j].targetLine == d.location.line { used[j] = true }
        }
        guard reportUnused else { return kept }
        kept += problems
        for (i, entry) in entries.enumerated() where !used[i] {
            let target = entry.targetLine > 0 ? "line \(entry.targetLine)" : "the next line (there is none)"
            kept.append(Diagnostic(rule: .unusedSuppression, message: "'\(entry.rule)' is not reported on \(target), so this suppression silences nothing — remove it", location: entry.location))
        }
        return kept
    }

    /// The index of the `#` that starts a YAML comment on `line`, if any: at the start or
    /// after whitespace, outside quoted scalars.
    static func commentStart(in line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if let q = quote {
                if c == q {
                    // '' inside a single-quoted scalar is an escaped quote.
                    let next = line.index(after: i)
                    if q == "'", next < line.endIndex, line[next] == "'" { i = line.index(after: next); continue }
                    quote = nil
                } else if q == "\"", c == "\\" {
                    i = line.index(after: i)
                    if i < line.endIndex { i = line.index(after: i) }
                    continue
                }
            } else if c == "#", previous == " " || previous == "\t" {
                return i
            } else if c == "\"" || c == "'", " \t:[{,-".contains(previous) {
                quote = c
            }
            previous = c
            i = line.index(after: i)
        }
        return nil
    }
}
