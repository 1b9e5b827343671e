#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The nodes of one parsed document, stored flat: one contiguous array of fixed-size node
/// records, one array of child indices and one buffer of scalar text.
///
/// A reader appends to it while it reads (`SyntaxTreeWriter`) and hands it over, frozen,
/// in `ParsedSource.root`. Nothing in it is allocated per node: a scalar is a byte range
/// of the source bytes when its decoded text is written there as it is (most YAML scalars:
/// names, numbers, quoted colours without escapes), else of `text`; a collection is a range
/// of `children`, and a `String` is made only when a
/// value is asked for (`SyntaxNode.scalar`). An alias refers to its anchored node's
/// index, so a repeated subtree is stored once however often it is used.
package final class SyntaxTree: Sendable {
    /// One node: what it is, where it starts, and the range of `text` or `children` it owns.
    /// 16 bytes: the kind and the scalar flags share words with the line and the column (an
    /// explicit tag, which few scalars have, is kept apart: `tags`). A line is kept up to
    /// 2^29 - 1 and a column up to 2^28 - 1, past which they are clamped: far beyond the
    /// 64 MB default input limit (a file that long, or a line that long, takes a raised one).
    struct Record {
        /// The line in bits 0-28, `inSource` in bit 29, the kind in bits 30-31.
        private var lineWord: UInt32
        /// The column in bits 0-27, `isTagged` in bit 28, the style in bits 29-31.
        private var columnWord: UInt32
        /// A scalar: its first byte in `source` or `text`. A collection: its first entry in `children`.
        var start: UInt32
        /// A scalar: its length in bytes. A sequence: its items. A mapping: its pairs (each
        /// pair is two entries of `children`, key then value).
        var count: UInt32

        /// The largest line and column kept.
        static let maxLine: UInt32 = (1 << 29) - 1
        static let maxColumn: UInt32 = (1 << 28) - 1

        init(kind: UInt8, style: UInt8, isTagged: Bool, inSource: Bool, line: UInt32, column: UInt32, start: UInt32, count: UInt32) {
            lineWord = min(line, Self.maxLine) | (inSource ? 1 << 29 : 0) | UInt32(kind & 0b11) << 30
            columnWord = min(column, Self.maxColumn) | (isTagged ? 1 << 28 : 0) | UInt32(style & 0b111) << 29
            self.start = start
            self.count = count
        }

        /// `Kind` as its raw value.
        var kind: UInt8 { UInt8(truncatingIfNeeded: lineWord >> 30) }
        /// `ScalarStyle` of a scalar as its raw value (0 for collections).
        var style: UInt8 { UInt8(truncatingIfNeeded: columnWord >> 29) }
        /// True when the scalar has an explicit tag (in `tags`, by node index).
        var isTagged: Bool { columnWord & (1 << 28) != 0 }
        /// True when the scalar's range is of `source`, false when it is of `text`.
        var inSource: Bool { lineWord & (1 << 29) != 0 }
        /// 1-based line and column of the node's start.
        var line: UInt32 { lineWord & Self.maxLine }
        var column: UInt32 { columnWord & Self.maxColumn }
    }

    /// What a node is.
    enum Kind: UInt8, CaseIterable {
        case scalar, mapping, sequence
    }

    let records: [Record]
    let children: [UInt32]
    /// The decoded text of the scalars whose text the source does not hold as it is.
    let text: [UInt8]
    /// The bytes read (shared with the `SourceFile`, not copied; empty when the reader does
    /// not refer to them).
    let source: [UInt8]
    /// The explicit tag of each tagged scalar, by node index.
    let tags: [UInt32: String]
    /// The file the locations are in, as `SourcePaths` numbers it.
    let fileID: UInt32

    init(records: [Record], children: [UInt32], text: [UInt8], source: [UInt8], tags: [UInt32: String], fileID: UInt32) {
        self.records = records
        self.children = children
        self.text = text
        self.source = source
        self.tags = tags
        self.fileID = fileID
    }

    /// Calls `body` with the decoded text of scalar `record`.
    func withText<R>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        Self.withText(of: record, text: text, source: source, body)
    }

    /// Calls `body` with the bytes of scalar `record`, a range of `source` or of `text`.
    static func withText<R>(of record: Record, text: [UInt8], source: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        (record.inSource ? source : text).withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[Int(record.start)..<Int(record.start + record.count)]))
        }
    }

    /// The node at `index`.
    func node(_ index: UInt32) -> SyntaxNode { SyntaxNode(tree: self, index: index) }

    /// How many nodes the tree stores (an alias adds none).
    var storedNodeCount: Int { records.count }
}

/// Builds a `SyntaxTree` for a reader: scalars are appended as they are read; the children of
/// an open collection wait on a stack (`pending`) until the collection closes, then move into
/// `children` in one piece, so every collection's children end up contiguous.
struct SyntaxTreeWriter {
    private(set) var records: [SyntaxTree.Record] = []
    private(set) var children: [UInt32] = []
    private(set) var text: [UInt8] = []
    let source: [UInt8]
    private(set) var tags: [UInt32: String] = [:]
    /// Each tag text once, so scalars with the same tag share its storage.
    private var tagTexts = Set<String>()
    /// Children of the open collections, innermost last.
    private(set) var pending: [UInt32] = []
    let fileID: UInt32

    /// A writer for a file of `expectedBytes`; `source` is the file's bytes when the reader
    /// passes source offsets with scalars (`scalar(_:style:tag:line:column:sourceOffset:)`).
    init(fileID: UInt32, expectedBytes: Int, source: [UInt8] = []) {
        self.fileID = fileID
        self.source = source
        // A theme's text is mostly scalars: one reservation saves the regrowth copies (when
        // the scalars are not read in place from the source).
        if source.isEmpty { text.reserveCapacity(expectedBytes) }
        records.reserveCapacity(expectedBytes / 8)
        children.reserveCapacity(expectedBytes / 8)
    }

    /// Appends a scalar whose decoded text is `bytes`; returns its index. When the source
    /// holds those very bytes at `sourceOffset`, the scalar refers to them; otherwise (escapes,
    /// folded lines, a node with an anchor or tag before its text) they are copied to `text`.
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: String?, line: Int, column: Int,
        sourceOffset: Int? = nil
    ) -> UInt32 {
        let start: Int
        let inSource: Bool
        // `memcmp`, not `elementsEqual`: the slices were compared byte by byte, a third of
        // the reader's own time in the event loop (perf, 10k-preset lint).
        if let offset = sourceOffset, offset >= 0, offset + bytes.count <= source.count,
            bytes.isEmpty || source.withUnsafeBufferPointer({ memcmp($0.baseAddress! + offset, bytes.baseAddress!, bytes.count) == 0 })
        {
            (start, inSource) = (offset, true)
        } else {
            (start, inSource) = (text.count, false)
            text.append(contentsOf: bytes)
        }
        let index = append(
            SyntaxTree.Record(
                kind: SyntaxTree.Kind.scalar.rawValue, style: style.rawValue, isTagged: tag != nil, inSource: inSource,
                line: UInt32(clamping: line), column: UInt32(clamping: column),
                start: UInt32(start), count: UInt32(bytes.count)))
        if let tag { tags[index] = tagTexts.insert(tag).memberAfterInsert }
        return index
    }

    /// Appends a scalar whose text is `text`; returns its index.
    mutating func scalar(_ text: String, style: ScalarStyle, line: Int, column: Int) -> UInt32 {
        var text = text
        return text.withUTF8 { scalar($0, style: style, tag: nil, line: line, column: column) }
    }

    /// Marks where the children of a collection being opened start in `pending`.
    var pendingCount: Int { pending.count }

    /// Adds a child (or, for a mapping, a key or a value) to the innermost open collection.
    mutating func addPending(_ index: UInt32) { pending.append(index) }

    /// Closes a collection whose children are `pending[from...]`; returns its index.
    mutating func collection(mapping: Bool, from: Int, line: Int, column: Int) -> UInt32 {
        let node = appendCollection(mapping: mapping, children: pending[from...], line: line, column: column)
        pending.removeSubrange(from...)
        return node
    }

    /// Closes a mapping whose pairs are `pairs` (key, value, key, value …), built by the
    /// caller (merge keys); returns its index.
    mutating func mapping(pairs: [UInt32], line: Int, column: Int) -> UInt32 {
        appendCollection(mapping: true, children: pairs[...], line: line, column: column)
    }

    private mutating func appendCollection(mapping: Bool, children nodes: ArraySlice<UInt32>, line: Int, column: Int) -> UInt32 {
        let start = children.count
        children.append(contentsOf: nodes)
        return append(
            SyntaxTree.Record(
                kind: (mapping ? SyntaxTree.Kind.mapping : .sequence).rawValue, style: 0, isTagged: false, inSource: false,
                line: UInt32(clamping: line), column: UInt32(clamping: column),
                start: UInt32(start), count: UInt32(mapping ? nodes.count / 2 : nodes.count)))
    }

    /// Drops `pending[from...]` (a collection that will never close).
    mutating func discardPending(from: Int) { pending.removeSubrange(from...) }

    /// What the writer wrote, handed over whole: the writer is left empty, so the caller holds
    /// the only reference and grows the arrays in place (`joining`).
    mutating func takeStorage() -> (records: [SyntaxTree.Record], children: [UInt32], text: [UInt8]) {
        defer { (records, children, text) = ([], [], []) }
        return (records, children, text)
    }

    /// The pairs of finished mapping `index`, as (key, value) indices.
    func pairs(of index: UInt32) -> [(key: UInt32, value: UInt32)] {
        let record = records[Int(index)]
        guard record.kind == SyntaxTree.Kind.mapping.rawValue else { return [] }
        let base = Int(record.start)
        return (0..<Int(record.count)).map { (children[base + 2 * $0], children[base + 2 * $0 + 1]) }
    }

    /// The items of finished sequence `index`.
    func items(of index: UInt32) -> ArraySlice<UInt32> {
        let record = records[Int(index)]
        guard record.kind == SyntaxTree.Kind.sequence.rawValue else { return [] }
        return children[Int(record.start)..<Int(record.start + record.count)]
    }

    /// The tree as written so far, frozen.
    func finish() -> SyntaxTree {
        SyntaxTree(records: records, children: children, text: text, source: source, tags: tags, fileID: fileID)
    }

    /// A view of node `index` before the tree is finished, for the rare message that
    /// describes a node. Drop it at once: while it lives, the next append copies the buffers.
    func peek(_ index: UInt32) -> SyntaxNode {
        finish().node(index)
    }

    /// The text of scalar `index` (empty for a collection).
    func text(of index: UInt32) -> String {
        let record = records[Int(index)]
        guard record.kind == SyntaxTree.Kind.scalar.rawValue else { return "" }
        return SyntaxTree.withText(of: record, text: text, source: source) { UTF8Validation.string($0) }
    }

    /// Records scalar key `index` in `keys`; returns where an equal key was first written.
    func insertKey(_ index: UInt32, into keys: inout KeyIndex) -> SourceLocation? {
        let record = records[Int(index)]
        let key = KeyIndex.Key(start: Int(record.start), count: Int(record.count), inSource: record.inSource)
        return withBuffers { keys.insert(key, in: $0, at: location(of: index)) }
    }

    /// True when scalar key `index` is among `keys`.
    func contains(_ index: UInt32, in keys: KeyIndex) -> Bool {
        let record = records[Int(index)]
        let key = KeyIndex.Key(start: Int(record.start), count: Int(record.count), inSource: record.inSource)
        return withBuffers { keys.contains(key, in: $0) }
    }

    /// Calls `body` with the two buffers scalar text is in.
    private func withBuffers<R>(_ body: (KeyIndex.Buffers) -> R) -> R {
        text.withUnsafeBufferPointer { text in source.withUnsafeBufferPointer { body(KeyIndex.Buffers(text: text, source: $0)) } }
    }

    /// Where node `index` starts.
    func location(of index: UInt32) -> SourceLocation {
        let record = records[Int(index)]
        return SourceLocation(fileID: fileID, line: Int(record.line), column: Int(record.column))
    }

    /// True when node `index` is a scalar.
    func isScalar(_ index: UInt32) -> Bool { records[Int(index)].kind == SyntaxTree.Kind.scalar.rawValue }

    /// True when node `index` is a mapping.
    func isMapping(_ index: UInt32) -> Bool { records[Int(index)].kind == SyntaxTree.Kind.mapping.rawValue }

    /// True when node `index` is a sequence.
    func isSequence(_ index: UInt32) -> Bool { records[Int(index)].kind == SyntaxTree.Kind.sequence.rawValue }

    /// True for a plain `<<` scalar without a tag other than the merge tag
    /// (https://yaml.org/type/merge.html).
    func isMergeKey(_ index: UInt32) -> Bool {
        let record = records[Int(index)]
        guard record.kind == SyntaxTree.Kind.scalar.rawValue, record.style == ScalarStyle.plain.rawValue, record.count == 2,
            SyntaxTree.withText(of: record, text: text, source: source, { $0.elementsEqual("<<".utf8) })
        else { return false }
        return !record.isTagged || tags[index] == "tag:yaml.org,2002:merge"
    }

    private mutating func append(_ record: SyntaxTree.Record) -> UInt32 {
        records.append(record)
        return UInt32(records.count - 1)
    }
}
