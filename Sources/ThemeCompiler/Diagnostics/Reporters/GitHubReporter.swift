/// GitHub Actions workflow commands, one per finding:
/// `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`::warning`, `::notice` for the
/// other severities), which the runner turns into annotations on the pull request.
/// Related locations and the suggestion follow the message on their own lines.
public struct GitHubReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var message = d.message
            for related in d.related { message += "\n\(related.location): \(related.message)" }
            if let suggestion = d.suggestion { message += "\nhelp: replace with '\(suggestion)'" }
            let properties = [
                "file=\(Self.escapeProperty(d.location.file))",
                "line=\(d.location.line)",
                "col=\(d.location.column)",
                "title=\(Self.escapeProperty(d.rule.rawValue))",
            ]
            out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return out
    }

    /// The message part: `%`, CR and LF escaped (GitHub's `escapeData`).
    public static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// A property value: as data, plus `:` and `,` (GitHub's `escapeProperty`).
    public static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

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
