/// A value of the compiled table's JSON, exactly as the table writes it (numbers keep their
/// text): what `themec diff` compares and reports, and what `themec explain` shows. It is
/// built by the emitter's own walk of the table (`Builder`), so it can never drift from the
/// table, and no bytes are written or read to get it.
public indirect enum TableValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as the table writes it (shortest round-trip form).
    case number(String)
    case string(String)
    case array([TableValue])
    /// Members in the table's order.
    case object([Member])

    /// One member of an object.
    public struct Member: Sendable, Hashable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: TableValue
    }

    /// The table `table` as the emitter writes it (without provenance).
    package init(_ table: ResolvedTable) {
        var builder = Builder()
        JSONTableEmitter().walk(table, into: &builder)
        self = builder.value
    }

    /// The appearance `a` as the table writes a row (without provenance).
    init(_ a: Appearance) {
        var builder = Builder()
        AppearanceWalk.walk(a, provenance: false, into: &builder)
        self = builder.value
    }

    /// The member `key` of an object, nil when absent or not an object.
    public subscript(key: String) -> TableValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object (empty otherwise).
    public var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Writes the value as JSON at the writer's current position (a diff's or an
    /// explanation's value, inside their own JSON).
    func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.rawValue { $0.append(b ? "true" : "false") }
        case .number(let text): out.rawValue { $0.append(utf8: text) }
        case .string(let s): out.string(s)
        case .array(let items):
            out.beginArray()
            for item in items { out.element(); item.write(to: &out) }
            out.endArray()
        case .object(let members):
            out.beginObject()
            for member in members { out.key(member.key); member.value.write(to: &out) }
            out.endObject()
        }
    }

    /// A short one-line form for people: a colour as `#RRGGBBAA name`, with `asset 'NAME'` for
    /// an asset-catalog colour, strings bare,
    /// objects as `key value, …`.
    public var compact: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let text): return text
        case .string(let s): return s
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members):
            if case .string(let rgba)? = self["rgba"] {
                var text = rgba
                if case .string(let name)? = self["name"] { text += " \(name)" }
                if case .string(let asset)? = self["asset"] { text += " (asset '\(asset)')" }
                return text
            }
            return "{" + members.map { "\($0.key) \($0.value.compact)" }.joined(separator: ", ") + "}"
        }
    }
}
