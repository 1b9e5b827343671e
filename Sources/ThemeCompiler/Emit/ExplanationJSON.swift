/// `themec explain --format json` (docs/explain.md): the contract of issue 11 — per
/// property its table value, the winner (`{"file", "line", "column", "preset", "selector"}`
/// or `{"default": STYLE}`) and the overridden settings with their reasons — plus
/// `"resolution"` (colour properties) and `"ignored"` (atoms that are not axes) where they apply.
public struct ExplanationJSON: Sendable {
    /// A JSON renderer.
    public init() {}

    /// `e` as a JSON document (docs/explain.md).
    public func render(_ e: Explanation) -> [UInt8] {
        let values = ExplanationValues(e)
        var out = JSONWriter()
        out.beginObject()
        out.key("preset"); out.string(e.preset.name)
        out.key("state"); out.string(e.state.key)
        if !e.ignored.isEmpty {
            out.key("ignored"); out.beginArray()
            for (atom, why) in e.ignored {
                out.element(); out.beginObject()
                out.key("atom"); out.string(atom.rawValue)
                out.key("reason"); out.string(why)
                out.endObject()
            }
            out.endArray()
        }
        out.key("properties"); out.beginObject()
        for p in e.properties {
            out.key(p.property.rawValue); out.beginObject()
            out.key("value"); values.value(of: p.property).write(to: &out)
            out.key("winner")
            if let winner = p.winner {
                setting(winner, to: &out)
            } else {
                out.beginObject(); out.key("default"); out.string(e.preset.defaultsStyle.rawValue); out.endObject()
            }
            out.key("overridden"); out.beginArray()
            for loser in p.overridden {
                out.element()
                setting(loser.setting, reason: loser.reason, to: &out)
            }
            out.endArray()
            if !p.colorSteps.isEmpty {
                out.key("resolution"); out.beginArray()
                for step in p.colorSteps { out.element(); out.string(step) }
                out.endArray()
            }
            out.endObject()
        }
        out.endObject()
        out.endObject()
        out.finish()
        return out.bytes.array
    }

    private func setting(_ s: Explanation.Setting, reason: String? = nil, to out: inout JSONWriter) {
        out.beginObject()
        out.key("file"); out.string(s.location.file)
        out.key("line"); out.number(s.location.line)
        out.key("column"); out.number(s.location.column)
        out.key("preset"); out.string(s.preset)
        out.key("selector"); out.string(s.selector)
        if s.isNull { out.key("null"); out.rawValue { $0.append("true") } }
        if let reason { out.key("reason"); out.string(reason) }
        out.endObject()
    }
}
