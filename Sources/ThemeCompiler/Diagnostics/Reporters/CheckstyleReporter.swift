/// Checkstyle XML, the format Jenkins' Warnings NG, Danger and reviewdog read: one
/// `<file>` per linted file (clean files too, so tools know they were checked) and one
/// `<error>` per finding, `source` naming the rule as `themec.RULE`.
public struct CheckstyleReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.file, default: []].append(d) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in report.allFiles {
            let findings = byFile[file] ?? []
            guard !findings.isEmpty else {
                out += "  <file name=\"\(XMLEscaping.attribute(file))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLEscaping.attribute(file))\">\n"
            for d in findings {
                var message = d.message
                if let suggestion = d.suggestion { message += " (replace with '\(suggestion)')" }
                out +=
                    "    <error line=\"\(d.location.line)\" column=\"\(d.location.column)\" severity=\"\(Self.severity(d.severity))\" message=\"\(XMLEscaping.attribute(message))\" source=\"themec.\(XMLEscaping.attribute(d.rule.rawValue))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    /// Checkstyle's severities: `error`, `warning`, `info`.
    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
