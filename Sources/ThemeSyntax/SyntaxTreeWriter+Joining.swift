/// One piece of a YAML file read on its own (`YAMLSplitPlan`): what its writer holds, its
/// root, and what it charged to the expansion budget.
struct YAMLPiece: Sendable {
    var writer: SyntaxTreeWriter
    var root: UInt32
    var expandedNodes: Int
    /// The 0-based line the piece starts on.
    var firstLine: Int

    /// The root mapping of a piece after the first, when it has the shape the plan promised:
    /// a block mapping of whole entries on the piece's first line, at the entries' indentation,
    /// the last node and children the piece wrote.
    func laterMapping(plan: YAMLSplitPlan) -> SyntaxTree.Record? {
        let records = writer.records
        let mapping = records[Int(root)]
        guard Int(root) == records.count - 1, mapping.kind == SyntaxTree.Kind.mapping.rawValue,
            Int(mapping.line) == firstLine + 1, Int(mapping.column) == plan.indent + 1,
            Int(mapping.start + 2 * mapping.count) == writer.children.count
        else { return nil }
        return mapping
    }
}

extension SyntaxTreeWriter {
    /// The tree a single read of the whole file builds, from its pieces: the first piece's
    /// tree with the entries of every later piece appended to its `presets` mapping. Nodes
    /// keep the numbering a single read gives them (each piece's nodes in file order, then
    /// `presets`, then the root), so nothing downstream can tell the two apart. Nil when
    /// the pieces do not have the shape the plan promised, when an entry's key repeats one in
    /// an earlier piece, or when the pieces together exceed the expansion budget: the caller
    /// then reads the file whole, which reports what a single read reports.
    ///
    /// The pieces are used up: the first piece's arrays become the tree's, grown in place, and
    /// each later piece is let go once it is appended, so the pieces and the tree are not all
    /// alive at once (the 10 000-preset theme's tree is 5 MB).
    static func joining(_ pieces: inout [YAMLPiece], plan: YAMLSplitPlan, limits: ParseLimits) -> (SyntaxTree, UInt32)? {
        guard let first = pieces.first, pieces.count >= 2,
            limits.admitsPieces(expandedNodes: pieces.map(\.expandedNodes)),
            let head = Head(first, plan: plan)
        else { return nil }
        var mappings: [SyntaxTree.Record] = []
        for piece in pieces.dropFirst() {
            guard let mapping = piece.laterMapping(plan: plan) else { return nil }
            mappings.append(mapping)
        }
        let tails = pieces.indices.dropFirst()
        let recordCount = (first.writer.records.count - 2) + tails.reduce(0) { $0 + pieces[$1].writer.records.count - 1 } + 2
        let entryCount = Int(head.presets.count) + mappings.reduce(0) { $0 + Int($1.count) }
        let nestedChildren = Int(head.presets.start) + mappings.reduce(0) { $0 + Int($1.start) }
        let textCount = tails.reduce(first.writer.text.count) { $0 + pieces[$1].writer.text.count }
        let (source, fileID) = (first.writer.source, first.writer.fileID)
        var tags = first.writer.tags
        var (records, children, text) = pieces[0].writer.takeStorage()
        records.removeLast(2)
        records.reserveCapacity(recordCount)
        // The first piece's `presets` entries and root entries, set aside: every later piece's
        // nested nodes come before them.
        let firstEntries = Array(children[Int(head.presets.start)..<Int(head.root.start)])
        let rootEntries = Array(children[Int(head.root.start)...])
        children.removeSubrange(Int(head.presets.start)...)
        children.reserveCapacity(nestedChildren + 2 * entryCount + 2 * Int(head.root.count))
        text.reserveCapacity(textCount)
        // Each later piece's nodes, renumbered after those before it; its entries wait for
        // the `presets` mapping.
        var laterEntries: [UInt32] = []
        laterEntries.reserveCapacity(2 * (entryCount - Int(head.presets.count)))
        for (i, mapping) in zip(tails, mappings) {
            let (recordBase, childBase, textBase) = (UInt32(records.count), UInt32(children.count), UInt32(text.count))
            for (node, tag) in pieces[i].writer.tags { tags[node + recordBase] = tag }
            let piece = pieces[i].writer.takeStorage()
            for var record in piece.records.dropLast() {
                if record.kind != SyntaxTree.Kind.scalar.rawValue {
                    record.start += childBase
                } else if !record.inSource {
                    record.start += textBase
                }
                records.append(record)
            }
            children.append(contentsOf: piece.children[..<Int(mapping.start)].lazy.map { $0 + recordBase })
            laterEntries.append(contentsOf: piece.children[Int(mapping.start)...].lazy.map { $0 + recordBase })
            text.append(contentsOf: piece.text)
        }
        // `presets`: its entries from every piece, then the root, as a single read closes them.
        var presets = head.presets
        presets.start = UInt32(children.count)
        presets.count = UInt32(entryCount)
        children.append(contentsOf: firstEntries)
        children.append(contentsOf: laterEntries)
        let presetsIndex = UInt32(records.count)
        records.append(presets)
        var root = head.root
        root.start = UInt32(children.count)
        children.append(contentsOf: rootEntries.lazy.map { $0 == head.presetsIndex ? presetsIndex : $0 })
        records.append(root)
        let joined = SyntaxTree(records: records, children: children, text: text, source: source, tags: tags, fileID: fileID)
        // A key repeated across pieces is a duplicate a single read reports.
        guard !joined.repeatsAScalarKey(inMapping: presetsIndex) else { return nil }
        return (joined, UInt32(records.count - 1))
    }

    /// The first piece's root mapping and its last entry, `presets:`, whose mapping the
    /// later pieces' entries join.
    struct Head {
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

extension ParseLimits {
    /// True when pieces that charged `expandedNodes` to the expansion budget, each apart, fit
    /// the budget of one read of the file: a later piece's root mapping stands for the first
    /// piece's `presets` mapping and is not charged twice.
    func admitsPieces(expandedNodes: [Int]) -> Bool {
        expandedNodes.reduce(0, +) - (expandedNodes.count - 1) <= maxNodes
    }
}
