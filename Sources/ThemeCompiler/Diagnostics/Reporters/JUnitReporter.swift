/// JUnit XML (the dialect Jenkins, GitLab and most CI dashboards read): one `<testsuite>`
/// per file, one `<testcase>` per finding; a clean file is one passing testcase.
///
/// A finding at a failing severity (errors, and warnings when `--strict`) is a
/// `<failure>`; the others are passing testcases whose `<system-out>` carries the finding,
/// so the dashboard and the exit code agree.
public struct JUnitReporter: DiagnosticReporter {
    /// The lowest severity that fails (`.error`, or `.warning` with `--strict`).
    public var failingSeverity: Severity

    public init(failingSeverity: Severity = .error) { self.failingSeverity = failingSeverity }

    public func render(_ report: LintReport) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.file, default: []].append(d) }
        let files = report.allFiles
        let failures = report.diagnostics.filter { $0.severity >= failingSeverity }.count
        let tests = files.reduce(0) { $0 + max(1, byFile[$1]?.count ?? 0) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"themec\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let findings = byFile[file] ?? []
            let name = XMLEscaping.attribute(file)
            let fileFailures = findings.filter { $0.severity >= failingSeverity }.count
            out += "  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(fileFailures)\" errors=\"0\" skipped=\"0\">\n"
            if findings.isEmpty {
                out += "    <testcase classname=\"\(name)\" name=\"lint\"/>\n"
            }
            for d in findings {
                let caseName = XMLEscaping.attribute("\(d.rule) at \(d.location.line):\(d.location.column)")
                out += "    <testcase classname=\"\(name)\" name=\"\(caseName)\">\n"
                let body = XMLEscaping.content(Self.describe(d))
                if d.severity >= failingSeverity {
                    out +=
                        "      <failure type=\"\(XMLEscaping.attribute(d.rule.rawValue))\" message=\"\(XMLEscaping.attribute(d.message))\">\(body)</failure>\n"
                } else {
                    out += "      <system-out>\(body)</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// The finding as Xcode-style lines (location, severity, message, related, help).
    static func describe(_ d: Diagnostic) -> String {
        var text = "\(d.location): \(d.severity.rawValue): \(d.message) [\(d.rule)]"
        for related in d.related { text += "\n\(related.location): note: \(related.message)" }
        if let suggestion = d.suggestion { text += "\nhelp: replace with '\(suggestion)'" }
        return text
    }
}
