/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]`, one line per finding, which Xcode and
/// SwiftPM turn into inline issues. Related locations follow as `note:` lines.
public struct XcodeReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += "\(d.location): \(d.severity.rawValue): \(d.message) [\(d.rule)]\n"
            for related in d.related {
                out += "\(related.location): note: \(related.message)\n"
            }
        }
        return out
    }
}
