/// A path glob of `include` / `exclude`: `*` matches within one path component, `**` any
/// number of components (none included), `?` one character; anything else is literal.
/// A pattern that matches a directory matches everything below it (`Legacy` = `Legacy/**`).
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    private let segments: [String]

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    package var description: String { pattern }

    /// True when the relative path `path` (components separated by `/`) matches.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var memo: [Int: Bool] = [:]
        return match(0, 0, parts, &memo)
    }

    private func match(_ s: Int, _ p: Int, _ parts: [String], _ memo: inout [Int: Bool]) -> Bool {
        let key = s * (parts.count + 1) + p
        if let known = memo[key] { return known }
        let result: Bool
        if s == segments.count {
            result = true  // the rest lies below a matched directory
        } else if segments[s] == "**" {
            result = (p...parts.count).contains { match(s + 1, $0, parts, &memo) }
        } else if p == parts.count {
            result = false
        } else {
            result =
                Self.matchComponent(Array(segments[s].unicodeScalars), Array(parts[p].unicodeScalars))
                && match(s + 1, p + 1, parts, &memo)
        }
        memo[key] = result
        return result
    }

    /// `*` and `?` within one component, iteratively (no exponential backtracking).
    static func matchComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
