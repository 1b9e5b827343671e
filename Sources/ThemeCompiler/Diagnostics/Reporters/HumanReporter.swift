import ThemeSyntax

/// For people at a terminal: each finding with its source line and a caret under the
/// column, related locations, then a summary line. Colour only when asked for (the CLI
/// asks on a terminal without `NO_COLOR`).
public struct HumanReporter: DiagnosticReporter, Sendable {
    /// Whether the text is coloured with ANSI escapes.
    public var color: Bool

    /// A reporter for people; `color`: ANSI colours (a terminal).
    public init(color: Bool) {
        self.color = color
    }

    /// Appends `report` as text: each finding with its source line, then a summary.
    public func write(_ report: LintReport, into out: inout ReportOutput) {
        out.appendFindings(report.diagnostics.count) { range, out in
            // Findings come sorted by file: the source is looked up once per run of a file.
            var file: UInt32?
            var source: SourceFile?
            for d in report.diagnostics[range] {
                if d.location.fileNumber != file {
                    file = d.location.fileNumber
                    source = report.sources[d.location.file]
                }
                open(bold: true, into: &out)
                out.append(d.location)
                close(into: &out)
                out.append(literal: ": ")
                severity(d.severity, into: &out)
                out.append(literal: ": ")
                open(bold: true, into: &out)
                out.append(d.text)
                close(into: &out)
                out.append(literal: " [")
                out.append(d.rule.rawValue)
                out.append(literal: "]\n")
                excerpt(d.location, in: source, into: &out)
                for related in d.related {
                    out.append(related.location)
                    out.append(literal: ": ")
                    open(code: "36", into: &out)
                    out.append(literal: "note")
                    close(into: &out)
                    out.append(literal: ": ")
                    out.append(related.message)
                    out.append(byte: 0x0A)
                }
                if let suggestion = d.suggestion {
                    out.append(literal: "  help: replace with '")
                    out.append(suggestion)
                    out.append(literal: "'\n")
                }
                out.flushIfFull()
            }
        }
        let summaryColor = report.count(.error) > 0 ? "31" : (report.count(.warning) > 0 ? "33" : "32")
        open(code: summaryColor, into: &out)
        out.append(report.summary)
        close(into: &out)
        out.append(byte: 0x0A)
    }

    /// The source line of `location` with a caret under its column, copied from the bytes
    /// the compiler read.
    private func excerpt(_ location: SourceLocation, in source: SourceFile?, into out: inout ReportOutput) {
        // No text kept (a file that is not a theme, SECURITY.md): no excerpt.
        guard let source, !source.bytes.isEmpty, let range = source.lineRange(location.line) else { return }
        var digits = 1
        var rest = location.line
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        out.append(byte: UInt8(ascii: " "))
        out.appendSpaces(digits)
        out.append(literal: " |\n ")
        out.append(location.line)
        out.append(literal: " | ")
        let line = source.bytes[range]
        if line.count <= ExcerptWindow.defaultWidth, !line.contains(where: { $0 >= 0x80 }) {
            // ASCII within the window (nearly every theme line): each character is one column,
            // so the line is shown whole and the pad is a space (or the tab) per character.
            out.append(line)
            out.append(literal: "\n ")
            out.appendSpaces(digits)
            out.append(literal: " | ")
            out.appendPad(under: line.prefix(max(location.column - 1, 0)))
        } else {
            // A window around the column; the caret sits under it by display width (tabs kept).
            let window = ExcerptWindow(line: String(decoding: line, as: UTF8.self), column: location.column)
            out.append(window.text)
            out.append(literal: "\n ")
            out.appendSpaces(digits)
            out.append(literal: " | ")
            out.append(window.pad)
        }
        open(code: "32", into: &out)
        out.append(byte: UInt8(ascii: "^"))
        close(into: &out)
        out.append(byte: 0x0A)
    }

    private func severity(_ s: Severity, into out: inout ReportOutput) {
        switch s {
        case .error: open(code: "31", bold: true, into: &out)
        case .warning: open(code: "33", bold: true, into: &out)
        case .note: open(code: "36", bold: true, into: &out)
        }
        out.append(s.rawValue)
        close(into: &out)
    }

    /// Starts styled text (`ESC [ 1 ; CODE m`) when colouring; `close` ends it.
    private func open(code: String? = nil, bold: Bool = false, into out: inout ReportOutput) {
        guard color, code != nil || bold else { return }
        out.append(literal: "\u{1B}[")
        if bold { out.append(byte: UInt8(ascii: "1")) }
        if let code {
            if bold { out.append(byte: UInt8(ascii: ";")) }
            out.append(code)
        }
        out.append(byte: UInt8(ascii: "m"))
    }

    private func close(into out: inout ReportOutput) {
        if color { out.append(literal: "\u{1B}[0m") }
    }
}
