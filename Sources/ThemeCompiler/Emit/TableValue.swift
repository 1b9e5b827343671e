import ThemeSyntax

/// A value of the compiled table's JSON, exactly as the table writes it (numbers keep their
/// text): what `themec diff` compares and reports, and what `themec explain` shows. It is
/// read back from the emitter's own bytes, so it can never drift from the table.
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
        public var key: String
        public var value: TableValue
    }

    /// The table `table` as the emitter writes it (without provenance).
    public init(_ table: ResolvedTable) {
        self = Self.parse(JSONTableEmitter().emit(table)) ?? .null
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

    /// Reads JSON written by `JSONWriter` (the table's own bytes: no limit applies).
    static func parse(_ bytes: [UInt8]) -> TableValue? {
        let limits = ParseLimits(maxInputBytes: Int.max, maxDepth: 64, maxNodes: Int.max)
        return SourceParser.parse(bytes, path: "table.json", format: .json, limits: limits).root.map(Self.init(node:))
    }

    private init(node: SyntaxNode) {
        switch node.content {
        case .scalar(let s) where s.style == .doubleQuoted: self = .string(s.text)
        case .scalar(let s) where s.text == "null": self = .null
        case .scalar(let s) where s.text == "true" || s.text == "false": self = .bool(s.text == "true")
        case .scalar(let s): self = .number(s.text)
        case .sequence(let items): self = .array(items.map(Self.init(node:)))
        case .mapping(let pairs): self = .object(pairs.map { Member(key: $0.key.scalar?.text ?? "", value: Self.init(node: $0.value)) })
        }
    }

    /// Writes the value as JSON at the writer's current position.
    func write(to out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.rawValue { $0.append(contentsOf: (b ? "true" : "false").utf8) }
        case .number(let text): out.rawValue { $0.append(contentsOf: text.utf8) }
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
