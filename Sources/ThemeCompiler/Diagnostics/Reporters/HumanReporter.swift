import ThemeSyntax

/// For people at a terminal: each finding with its source line and a caret under the
/// column, related locations, then a summary line. Colour only when asked for (the CLI
/// asks on a terminal without `NO_COLOR`).
public struct HumanReporter: DiagnosticReporter {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += "\(style(d.location.description, bold: true)): \(severity(d.severity)): \(style(d.message, bold: true)) [\(d.rule)]\n"
            out += excerpt(d.location, in: report.sources[d.location.file])
            for related in d.related {
                out += "\(related.location): \(style("note", code: "36")): \(related.message)\n"
            }
            if let suggestion = d.suggestion { out += "  help: replace with '\(suggestion)'\n" }
        }
        let summaryColor = report.count(.error) > 0 ? "31" : (report.count(.warning) > 0 ? "33" : "32")
        out += style(report.summary, code: summaryColor) + "\n"
        return out
    }

    private func excerpt(_ location: SourceLocation, in source: SourceFile?) -> String {
        // No text kept (a file that is not a theme, SECURITY.md): no excerpt.
        guard let source, !source.bytes.isEmpty, let text = source.line(location.line) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // A window around the column; the caret sits under it by display width (tabs kept).
        let window = ExcerptWindow(line: text, column: location.column)
        return " \(gutter) |\n \(number) | \(window.text)\n \(gutter) | \(window.pad)\(style("^", code: "32"))\n"
    }

    private func severity(_ s: Severity) -> String {
        switch s {
        case .error: return style("error", code: "31", bold: true)
        case .warning: return style("warning", code: "33", bold: true)
        case .note: return style("note", code: "36", bold: true)
        }
    }

    private func style(_ text: String, code: String? = nil, bold: Bool = false) -> String {
        guard color else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if let code { codes.append(code) }
        return codes.isEmpty ? text : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}
