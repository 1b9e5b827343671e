/// One piece of a YAML file read on its own (`YAMLSplitPlan`): what its writer holds, its
/// root, and what it charged to the expansion budget.
struct YAMLPiece: Sendable {
    var writer: SyntaxTreeWriter
    var root: UInt32
    var expandedNodes: Int
    /// The 0-based line the piece starts on.
    var firstLine: Int
}

extension SyntaxTreeWriter {
    /// The tree a single read of the whole file builds, from its pieces: the first piece's
    /// tree with the entries of every later piece appended to its `presets` mapping. Nodes
    /// keep the numbering a single read gives them (each piece's nodes in file order, then
    /// `presets`, then the root), so nothing downstream can tell the two apart. Nil when
    /// the pieces do not have the shape the plan promised, when an entry's key repeats one in
    /// an earlier piece, or when the pieces together exceed the expansion budget: the caller
    /// then reads the file whole, which reports what a single read reports.
    static func joining(_ pieces: [YAMLPiece], plan: YAMLSplitPlan, limits: ParseLimits) -> (SyntaxTree, UInt32)? {
        guard let first = pieces.first, pieces.count >= 2,
            pieces.reduce(0, { $0 + $1.expandedNodes }) - (pieces.count - 1) <= limits.maxNodes,
            let head = Head(first, plan: plan)
        else { return nil }
        var tails: [(piece: YAMLPiece, mapping: SyntaxTree.Record)] = []
        for piece in pieces.dropFirst() {
            let records = piece.writer.records
            let mapping = records[Int(piece.root)]
            guard Int(piece.root) == records.count - 1, mapping.kind == SyntaxTree.Kind.mapping.rawValue,
                Int(mapping.line) == piece.firstLine + 1, Int(mapping.column) == plan.indent + 1,
                Int(mapping.start + 2 * mapping.count) == piece.writer.children.count
            else { return nil }
            tails.append((piece, mapping))
        }
        let w0 = first.writer
        let recordCount = (w0.records.count - 2) + tails.reduce(0) { $0 + $1.piece.writer.records.count - 1 } + 2
        let entryCount = Int(head.presets.count) + tails.reduce(0) { $0 + Int($1.mapping.count) }
        let keptChildren = Int(head.presets.start) + tails.reduce(0) { $0 + Int($1.mapping.start) }
        var records = w0.records
        records.removeLast(2)
        records.reserveCapacity(recordCount)
        var children = Array(w0.children[..<Int(head.presets.start)])
        children.reserveCapacity(keptChildren + 2 * entryCount + 2 * Int(head.root.count))
        var text = w0.text
        text.reserveCapacity(text.count + tails.reduce(0) { $0 + $1.piece.writer.text.count })
        var tags = w0.tags
        // Each later piece's nodes, renumbered after those before it.
        var bases: [UInt32] = []
        for (piece, mapping) in tails {
            let (recordBase, childBase, textBase) = (UInt32(records.count), UInt32(children.count), UInt32(text.count))
            bases.append(recordBase)
            let writer = piece.writer
            for var record in writer.records.dropLast() {
                if record.kind != SyntaxTree.Kind.scalar.rawValue {
                    record.start += childBase
                } else if !record.inSource {
                    record.start += textBase
                }
                records.append(record)
            }
            children.append(contentsOf: writer.children[..<Int(mapping.start)].lazy.map { $0 + recordBase })
            text.append(contentsOf: writer.text)
            for (node, tag) in writer.tags { tags[node + recordBase] = tag }
        }
        // `presets`: its entries from every piece, then the root, as a single read closes them.
        var presets = head.presets
        presets.start = UInt32(children.count)
        presets.count = UInt32(entryCount)
        children.append(contentsOf: w0.children[Int(head.presets.start)..<Int(head.root.start)])
        for ((piece, mapping), base) in zip(tails, bases) {
            children.append(contentsOf: piece.writer.children[Int(mapping.start)...].lazy.map { $0 + base })
        }
        let presetsIndex = UInt32(records.count)
        records.append(presets)
        var root = head.root
        root.start = UInt32(children.count)
        children.append(contentsOf: w0.children[Int(head.root.start)...].lazy.map { $0 == head.presetsIndex ? presetsIndex : $0 })
        records.append(root)
        let joined = SyntaxTree(records: records, children: children, text: text, source: w0.source, tags: tags, fileID: w0.fileID)
        // A key repeated across pieces is a duplicate a single read reports.
        guard !joined.repeatsAScalarKey(inMapping: presetsIndex) else { return nil }
        return (joined, UInt32(records.count - 1))
    }

    /// The first piece's root mapping and its last entry, `presets:`, whose mapping the
    /// later pieces' entries join.
    private struct Head {
        var root: SyntaxTree.Record
        var presets: SyntaxTree.Record
        var presetsIndex: UInt32

        /// The head of `piece`, when its root is a mapping whose last entry is `presets:` on
        /// the plan's line with a block mapping at the plan's indentation, and the two were
        /// the last nodes and children the piece wrote; nil otherwise.
        init?(_ piece: YAMLPiece, plan: YAMLSplitPlan) {
            let writer = piece.writer
            let records = writer.records
            guard Int(piece.root) == records.count - 1, records.count >= 3 else { return nil }
            let root = records[Int(piece.root)]
            guard root.kind == SyntaxTree.Kind.mapping.rawValue, root.count > 0,
                Int(root.start + 2 * root.count) == writer.children.count
            else { return nil }
            let key = writer.children[Int(root.start + 2 * root.count) - 2]
            let value = writer.children[Int(root.start + 2 * root.count) - 1]
            let keyRecord = records[Int(key)]
            guard Int(value) == records.count - 2, writer.isScalar(key), writer.isMapping(value),
                keyRecord.style == ScalarStyle.plain.rawValue, !keyRecord.isTagged,
                Int(keyRecord.line) == plan.presetsLine + 1, keyRecord.column == 1, writer.text(of: key) == "presets"
            else { return nil }
            let presets = records[Int(value)]
            guard Int(presets.column) == plan.indent + 1, presets.start + 2 * presets.count == root.start else { return nil }
            (self.root, self.presets, self.presetsIndex) = (root, presets, value)
        }
    }
}

extension SyntaxTree {
    /// True when two scalar keys of mapping `index` have the same text.
    fileprivate func repeatsAScalarKey(inMapping index: UInt32) -> Bool {
        let mapping = records[Int(index)]
        var keys = KeyIndex()
        return text.withUnsafeBufferPointer { text in
            source.withUnsafeBufferPointer { source in
                let buffers = KeyIndex.Buffers(text: text, source: source)
                for pair in 0..<Int(mapping.count) {
                    let key = records[Int(children[Int(mapping.start) + 2 * pair])]
                    guard key.kind == Kind.scalar.rawValue else { continue }
                    let location = SourceLocation(fileID: fileID, line: Int(key.line), column: Int(key.column))
                    let bytes = KeyIndex.Key(start: Int(key.start), count: Int(key.count), inSource: key.inSource)
                    if keys.insert(bytes, in: buffers, at: location) != nil { return true }
                }
                return false
            }
        }
    }
}
