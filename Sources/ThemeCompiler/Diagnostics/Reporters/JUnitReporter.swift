/// JUnit XML (the dialect Jenkins, GitLab and most CI dashboards read): one `<testsuite>`
/// per file, one `<testcase>` per finding; a clean file is one passing testcase.
///
/// A finding at a failing severity (errors, and warnings when `--strict`) is a
/// `<failure>`; the others are passing testcases whose `<system-out>` carries the finding,
/// so the dashboard and the exit code agree.
public struct JUnitReporter: DiagnosticReporter {
    /// The lowest severity that fails (`.error`, or `.warning` with `--strict`).
    public var failingSeverity: Severity

    /// A JUnit reporter; findings of `failingSeverity` or worse are failures.
    public init(failingSeverity: Severity = .error) { self.failingSeverity = failingSeverity }

    /// Appends `report` as a JUnit XML document: a test case per finding, a passing one per clean file.
    public func write(_ report: LintReport, into out: inout ReportOutput) {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.file, default: []].append(d) }
        let files = report.allFiles
        let failures = report.diagnostics.filter { $0.severity >= failingSeverity }.count
        let tests = files.reduce(0) { $0 + max(1, byFile[$1]?.count ?? 0) }
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"themec\" tests=\"")
        out.append(tests)
        out.append("\" failures=\"")
        out.append(failures)
        out.append("\" errors=\"0\">\n")
        for file in files {
            let findings = byFile[file] ?? []
            let name = XMLEscaping.attribute(file)
            let fileFailures = findings.filter { $0.severity >= failingSeverity }.count
            out.append("  <testsuite name=\"")
            out.append(name)
            out.append("\" tests=\"")
            out.append(max(1, findings.count))
            out.append("\" failures=\"")
            out.append(fileFailures)
            out.append("\" errors=\"0\" skipped=\"0\">\n")
            if findings.isEmpty {
                out.append("    <testcase classname=\"")
                out.append(name)
                out.append("\" name=\"lint\"/>\n")
            }
            for d in findings {
                out.append("    <testcase classname=\"")
                out.append(name)
                out.append("\" name=\"")
                XMLEscaping.append(d.rule.rawValue, attribute: true, to: &out)
                out.append(" at ")
                out.append(d.location.line)
                out.append(byte: UInt8(ascii: ":"))
                out.append(d.location.column)
                out.append("\">\n")
                if d.severity >= failingSeverity {
                    out.append("      <failure type=\"")
                    XMLEscaping.append(d.rule.rawValue, attribute: true, to: &out)
                    out.append("\" message=\"")
                    XMLEscaping.append(d.message, attribute: true, to: &out)
                    out.append("\">")
                    Self.describe(d, into: &out)
                    out.append("</failure>\n")
                } else {
                    out.append("      <system-out>")
                    Self.describe(d, into: &out)
                    out.append("</system-out>\n")
                }
                out.append("    </testcase>\n")
                out.flushIfFull()
            }
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
    }

    /// The finding as Xcode-style lines (location, severity, message, related, help), as
    /// XML element content.
    static func describe(_ d: Diagnostic, into out: inout ReportOutput) {
        XMLEscaping.append(d.location.description, attribute: false, to: &out)
        out.append(": ")
        out.append(d.severity.rawValue)
        out.append(": ")
        XMLEscaping.append(d.message, attribute: false, to: &out)
        out.append(" [")
        XMLEscaping.append(d.rule.rawValue, attribute: false, to: &out)
        out.append("]")
        for related in d.related {
            out.append(byte: 0x0A)
            XMLEscaping.append(related.location.description, attribute: false, to: &out)
            out.append(": note: ")
            XMLEscaping.append(related.message, attribute: false, to: &out)
        }
        if let suggestion = d.suggestion {
            out.append("\nhelp: replace with '")
            XMLEscaping.append(suggestion, attribute: false, to: &out)
            out.append("'")
        }
    }
}
