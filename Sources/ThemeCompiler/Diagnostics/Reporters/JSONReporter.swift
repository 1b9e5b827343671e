/// The `json` reporter of docs/lint.md: `{"version": 1, "findings": [...], "summary": {...}}`.
public struct JSONReporter: DiagnosticReporter {
    /// A JSON reporter.
    public init() {}

    /// Appends `report` as one JSON document (docs/lint.md).
    public func write(_ report: LintReport, into output: inout ReportOutput) {
        var out = JSONWriter()
        out.beginObject()
        out.key("version"); out.number(1)
        out.key("findings"); out.beginArray()
        for d in report.diagnostics {
            out.element(); out.beginObject()
            out.key("rule"); out.string(d.rule.rawValue)
            out.key("severity"); out.string(d.severity.rawValue)
            out.key("message"); out.string(d.message)
            out.key("file"); out.string(d.location.file)
            out.key("line"); out.number(d.location.line)
            out.key("column"); out.number(d.location.column)
            out.key("related"); out.beginArray()
            for r in d.related {
                out.element(); out.beginObject()
                out.key("file"); out.string(r.location.file)
                out.key("line"); out.number(r.location.line)
                out.key("column"); out.number(r.location.column)
                out.key("message"); out.string(r.message)
                out.endObject()
            }
            out.endArray()
            out.key("suggestion"); out.optionalString(d.suggestion)
            out.endObject()
            output.append(draining: &out)
            output.flushIfFull()
        }
        out.endArray()
        out.key("summary"); out.beginObject()
        out.key("files"); out.number(report.fileCount)
        out.key("errors"); out.number(report.count(.error))
        out.key("warnings"); out.number(report.count(.warning))
        out.key("notes"); out.number(report.count(.note))
        out.endObject()
        out.endObject()
        out.finish()
        output.append(draining: &out)
    }
}
