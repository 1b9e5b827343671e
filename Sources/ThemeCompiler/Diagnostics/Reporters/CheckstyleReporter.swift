/// Checkstyle XML, the format Jenkins' Warnings NG, Danger and reviewdog read: one
/// `<file>` per linted file (clean files too, so tools know they were checked) and one
/// `<error>` per finding, `source` naming the rule as `themec.RULE`.
public struct CheckstyleReporter: DiagnosticReporter {
    /// A Checkstyle reporter.
    public init() {}

    /// Appends `report` as a Checkstyle XML document, every linted file listed.
    public func write(_ report: LintReport, into out: inout ReportOutput) {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.file, default: []].append(d) }
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for file in report.allFiles {
            let findings = byFile[file] ?? []
            out.append("  <file name=\"")
            XMLEscaping.append(file, attribute: true, to: &out)
            guard !findings.isEmpty else {
                out.append("\"/>\n")
                continue
            }
            out.append("\">\n")
            for d in findings {
                out.append("    <error line=\"")
                out.append(d.location.line)
                out.append("\" column=\"")
                out.append(d.location.column)
                out.append("\" severity=\"")
                out.append(Self.severity(d.severity))
                out.append("\" message=\"")
                XMLEscaping.append(d.message, attribute: true, to: &out)
                if let suggestion = d.suggestion {
                    out.append(" (replace with &apos;")
                    XMLEscaping.append(suggestion, attribute: true, to: &out)
                    out.append("&apos;)")
                }
                out.append("\" source=\"themec.")
                XMLEscaping.append(d.rule.rawValue, attribute: true, to: &out)
                out.append("\"/>\n")
                out.flushIfFull()
            }
            out.append("  </file>\n")
        }
        out.append("</checkstyle>\n")
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
