/// GitHub Actions workflow commands, one per finding:
/// `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning`, `::notice` for the
/// other severities), which the runner turns into annotations on the pull request.
/// Related locations and the suggestion follow the message on their own lines.
public struct GitHubReporter: DiagnosticReporter, Sendable {
    /// A GitHub Actions reporter.
    public init() {}

    /// Appends `report` as workflow commands (`::error file=…,line=…::message`).
    public func write(_ report: LintReport, into out: inout ReportOutput) {
        out.appendFindings(report.diagnostics.count) { range, out in
            for d in report.diagnostics[range] {
                out.append("::")
                switch d.severity {
                case .error: out.append("error")
                case .warning: out.append("warning")
                case .note: out.append("notice")
                }
                out.append(" file=")
                out.append(d.location.file, escapingWhere: Self.isPropertySpecial, with: Self.escapeProperty)
                out.append(",line=")
                out.append(d.location.line)
                out.append(",col=")
                out.append(d.location.column)
                out.append(",title=")
                out.append(d.rule.rawValue, escapingWhere: Self.isPropertySpecial, with: Self.escapeProperty)
                out.append("::")
                // The message, its related locations and the suggestion, escaped as one: each
                // line break between them is data too.
                out.append(d.message, escapingWhere: Self.isDataSpecial, with: Self.escapeData)
                for related in d.related {
                    out.append("%0A")
                    out.append(related.location.description, escapingWhere: Self.isDataSpecial, with: Self.escapeData)
                    out.append(": ")
                    out.append(related.message, escapingWhere: Self.isDataSpecial, with: Self.escapeData)
                }
                if let suggestion = d.suggestion {
                    out.append("%0Ahelp: replace with '")
                    out.append(suggestion, escapingWhere: Self.isDataSpecial, with: Self.escapeData)
                    out.append("'")
                }
                out.append(byte: 0x0A)
                out.flushIfFull()
            }
        }
    }

    /// Bytes `escapeData` changes.
    static func isDataSpecial(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A }

    /// Bytes `escapeProperty` changes.
    static func isPropertySpecial(_ byte: UInt8) -> Bool {
        isDataSpecial(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")
    }

    /// The message part: `%`, CR and LF escaped (GitHub's `escapeData`).
    package static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// A property value: as data, plus `:` and `,` (GitHub's `escapeProperty`).
    package static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
