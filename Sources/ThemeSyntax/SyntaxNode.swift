/// How a scalar was written. The theme language types scalars itself (docs/language.md):
/// a quoted `"12"` is a string, a plain `12` may be a number, a plain `off` is just a name.
package enum ScalarStyle: UInt8, Sendable, Hashable {
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
package struct Scalar: Sendable, Hashable {
    /// The decoded text (escapes resolved).
    package var text: String
    /// How it was written.
    package var style: ScalarStyle
    /// An explicit YAML tag such as `tag:yaml.org,2002:str`, if any.
    package var tag: String?

    package init(text: String, style: ScalarStyle, tag: String? = nil) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    /// True for a plain `null`, `~`, `Null`, `NULL` or an empty plain scalar (no explicit tag),
    /// which the language reads as null.
    package var isNull: Bool {
        guard style == .plain, tag == nil || tag == "tag:yaml.org,2002:null" else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return tag == "tag:yaml.org,2002:null"
        }
    }
}

/// One key/value pair of a mapping; the key keeps its own location.
package struct SyntaxPair: Sendable {
    package var key: SyntaxNode
    package var value: SyntaxNode
}

/// A located node of a YAML or JSON document: a position in a `SyntaxTree`. Both formats
/// produce the same tree, so everything after parsing is shared. Reading a node's text
/// makes a `String`; reading its kind, location or children does not.
package struct SyntaxNode: Sendable {
    let tree: SyntaxTree
    let index: UInt32

    init(tree: SyntaxTree, index: UInt32) {
        self.tree = tree
        self.index = index
    }

    /// The node's content.
    package enum Content: Sendable {
        case scalar(Scalar)
        /// Pairs in source order (merge keys already applied; duplicates already reported).
        case mapping(Pairs)
        case sequence(Items)
    }

    private var record: SyntaxTree.Record { tree.records[Int(index)] }

    /// The node's content; a scalar's text is made here.
    package var content: Content {
        let record = record
        switch record.kind {
        case SyntaxTree.Kind.mapping.rawValue: return .mapping(Pairs(tree: tree, start: Int(record.start), count: Int(record.count)))
        case SyntaxTree.Kind.sequence.rawValue: return .sequence(Items(tree: tree, start: Int(record.start), count: Int(record.count)))
        default: return .scalar(makeScalar(record))
        }
    }

    /// Where the node starts (for an alias: where the anchored node starts).
    package var location: SourceLocation {
        let record = record
        return SourceLocation(fileID: tree.fileID, line: Int(record.line), column: Int(record.column))
    }

    /// The scalar, if this node is one.
    package var scalar: Scalar? {
        let record = record
        return record.kind == SyntaxTree.Kind.scalar.rawValue ? makeScalar(record) : nil
    }

    /// The pairs, if this node is a mapping.
    package var pairs: Pairs? {
        let record = record
        guard record.kind == SyntaxTree.Kind.mapping.rawValue else { return nil }
        return Pairs(tree: tree, start: Int(record.start), count: Int(record.count))
    }

    /// The items, if this node is a sequence.
    package var items: Items? {
        let record = record
        guard record.kind == SyntaxTree.Kind.sequence.rawValue else { return nil }
        return Items(tree: tree, start: Int(record.start), count: Int(record.count))
    }

    /// True when this node is a scalar the language reads as null.
    package var isNull: Bool {
        let record = record
        guard record.kind == SyntaxTree.Kind.scalar.rawValue, record.style == ScalarStyle.plain.rawValue else { return false }
        // Only a short text can be a null word: no `String` for the rest.
        guard record.isTagged || record.count <= 4 else { return false }
        return makeScalar(record).isNull
    }

    /// A short name of the node's kind for messages: "a mapping", "a list", "null", "a string", "a number" ...
    package var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            if s.isNull { return "null" }
            if s.style != .plain { return "a quoted string" }
            if Double(s.text) != nil { return "a number" }
            if s.text == "true" || s.text == "false" { return "a boolean" }
            return QuotedText.quote(s.text)
        }
    }

    private func makeScalar(_ record: SyntaxTree.Record) -> Scalar {
        let text = tree.withText(of: record) { UTF8Validation.string($0) }
        return Scalar(
            text: text, style: ScalarStyle(rawValue: record.style) ?? .plain,
            tag: record.isTagged ? tree.tags[index] : nil)
    }

    /// The pairs of a mapping, in source order, read from the tree without copying.
    package struct Pairs: RandomAccessCollection, Sendable {
        let tree: SyntaxTree
        let start: Int
        package let count: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }

        package subscript(position: Int) -> SyntaxPair {
            let at = start + 2 * position
            return SyntaxPair(key: tree.node(tree.children[at]), value: tree.node(tree.children[at + 1]))
        }
    }

    /// The items of a sequence, in source order, read from the tree without copying.
    package struct Items: RandomAccessCollection, Sendable {
        let tree: SyntaxTree
        let start: Int
        package let count: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }

        package subscript(position: Int) -> SyntaxNode { tree.node(tree.children[start + position]) }
    }
}
