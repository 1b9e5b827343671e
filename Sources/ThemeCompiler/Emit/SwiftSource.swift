/// Builds generated Swift text line by line with four-space indentation. Lines are
/// trimmed of trailing spaces so the output is stable under editors and diff tools.
struct SwiftSource {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current depth (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty { text += String(repeating: "    ", count: depth) + content }
        text += "\n"
    }

    /// Appends `header {` and indents what follows.
    mutating func open(_ header: String) {
        line(header + " {")
        depth += 1
    }

    /// Appends `header` without a brace and indents what follows (closures: `{ a, b in`).
    mutating func openRaw(_ header: String) {
        line(header)
        depth += 1
    }

    /// Closes the innermost block and opens the next at the same depth: `} else {`.
    mutating func reopen(_ header: String) {
        depth -= 1
        line("} " + header + " {")
        depth += 1
    }

    /// Writes a `switch` whose `case` lines sit at the switch's depth, Swift style: each
    /// case is a label and the statements under it.
    mutating func switchBlock(_ subject: String, cases: [(label: String, body: [String])]) {
        line("switch \(subject) {")
        for c in cases {
            line(c.label)
            for statement in c.body { line("    " + statement) }
        }
        line("}")
    }

    /// Closes the innermost block (`}` plus an optional suffix).
    mutating func close(_ suffix: String = "") {
        depth -= 1
        line("}" + suffix)
    }

    /// Writes `text` as `///` doc-comment lines (nothing for nil or empty text).
    mutating func doc(_ text: String?) {
        guard let text, !text.isEmpty else { return }
        for l in SwiftEmitter.commentLines(text) { line(l.isEmpty ? "///" : "/// " + l) }
    }

    /// Writes lines that are already safe (fixed text, or built from escaped parts).
    mutating func lines(_ block: String) {
        for l in block.split(separator: "\n", omittingEmptySubsequences: false) { line(String(l)) }
    }
}
