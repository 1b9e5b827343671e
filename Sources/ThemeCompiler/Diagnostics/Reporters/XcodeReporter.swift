/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]`, one line per finding, which Xcode and
/// SwiftPM turn into inline issues. Related locations follow as `note:` lines.
public struct XcodeReporter: DiagnosticReporter, Sendable {
    /// An Xcode reporter.
    public init() {}

    /// Appends `report` as `file:line:column: severity: message` lines, which Xcode shows inline.
    public func write(_ report: LintReport, into out: inout ReportOutput) {
        out.appendFindings(report.diagnostics.count) { range, out in
            for d in report.diagnostics[range] {
                out.append(d.location)
                out.append(": ")
                out.append(d.severity.rawValue)
                out.append(": ")
                out.append(d.text)
                out.append(" [")
                out.append(d.rule.rawValue)
                out.append("]\n")
                for related in d.related {
                    out.append(related.location)
                    out.append(": note: ")
                    out.append(related.message)
                    out.append(byte: 0x0A)
                }
                out.flushIfFull()
            }
        }
    }
}
