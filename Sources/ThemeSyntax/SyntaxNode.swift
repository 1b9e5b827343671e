/// How a scalar was written. The theme language types scalars itself (docs/language.md):
/// a quoted `"12"` is a string, a plain `12` may be a number, a plain `off` is just a name.
public enum ScalarStyle: Sendable, Hashable {
    /// YAML plain scalar, or a JSON number / `true` / `false` / `null`.
    case plain
    /// YAML `'…'`.
    case singleQuoted
    /// YAML `"…"`, or any JSON string.
    case doubleQuoted
    /// YAML `|` or `>` block scalar.
    case block
}

/// A scalar value: its text exactly as the parser decoded it, and how it was written.
public struct Scalar: Sendable, Hashable {
    /// The decoded text (escapes resolved).
    public var text: String
    /// How it was written.
    public var style: ScalarStyle
    /// An explicit YAML tag such as `tag:yaml.org,2002:str`, if any.
    public var tag: String?

    public init(text: String, style: ScalarStyle, tag: String? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// True for a plain `null`, `~`, `Null`, `NULL` or an empty plain scalar (no explicit tag),
    /// which the language reads as null.
    public var isNull: Bool {
        guard style == .plain, tag == nil || tag == "tag:yaml.org,2002:null" else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return tag == "tag:yaml.org,2002:null"
        }
    }
}

/// One key/value pair of a mapping; the key keeps its own location.
public struct SyntaxPair: Sendable {
    public var key: SyntaxNode
    public var value: SyntaxNode

    public init(key: SyntaxNode, value: SyntaxNode) {
        self.key = key
        self.value = value
    }
}

/// A located node of a YAML or JSON document. Both formats produce the same tree, so
/// everything after parsing is shared.
public struct SyntaxNode: Sendable {
    /// The node's content.
    public enum Content: Sendable {
        case scalar(Scalar)
        /// Pairs in source order (merge keys already applied; duplicates already reported).
        case mapping([SyntaxPair])
        case sequence([SyntaxNode])
    }

    public var content: Content
    /// Where the node starts (for an alias: where the anchored node starts).
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, if this node is one.
    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The pairs, if this node is a mapping.
    public var pairs: [SyntaxPair]? {
        if case .mapping(let p) = content { return p }
        return nil
    }

    /// The items, if this node is a sequence.
    public var items: [SyntaxNode]? {
        if case .sequence(let i) = content { return i }
        return nil
    }

    /// True when this node is a scalar the language reads as null.
    public var isNull: Bool { scalar?.isNull ?? false }

    /// A short name of the node's kind for messages: "a mapping", "a list", "null", "a string", "a number" ...
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            if s.isNull { return "null" }
            if s.style != .plain { return "a quoted string" }
            if Double(s.text) != nil { return "a number" }
            if s.text == "true" || s.text == "false" { return "a boolean" }
            return "'\(s.text)'"
        }
    }
}
