import Dispatch

/// The `presets` entries of a large YAML theme, decoded piece by piece as the pieces are read
/// (`SourceParser.parse(_:path:format:limits:cores:decodingPresets:)`). Each piece's nodes are
/// let go once its entries are decoded, so the file's whole tree (3.9 MB for a 10 000-preset
/// theme) is never held beside the decoded model: only the pieces being read, and the first
/// piece, whose root is the file's.
package struct PresetPieces<Decoded: Sendable>: Sendable {
    /// Each piece's `presets` entries as decoded, in file order (the first piece's first).
    package var decoded: [Decoded]
    /// The time the pieces took to be read, and to be decoded, summed over the pieces.
    package var readTime: Duration
    package var decodeTime: Duration

    package init(decoded: [Decoded], readTime: Duration, decodeTime: Duration) {
        self.decoded = decoded
        self.readTime = readTime
        self.decodeTime = decodeTime
    }
}

/// What one piece left once its nodes were let go.
private struct DecodedPiece<Decoded: Sendable>: Sendable {
    var decoded: Decoded
    /// The first piece's tree and its root, the file's; nil for a later piece.
    var head: (tree: SyntaxTree, root: UInt32)?
    /// The hash of each scalar key of the piece's `presets` entries.
    var keyHashes: [UInt64]
    var expandedNodes: Int
    var readTime: Duration
    var decodeTime: Duration
}

extension YAMLReader {
    /// The size of a piece when pieces are decoded as they are read: more pieces than cores,
    /// so that few pieces hold nodes at a time (a piece's nodes take about twice its bytes).
    static let decodedPieceBytes = 256 << 10

    /// How many pieces a file of `size` bytes is read in on `cores` cores when its pieces are
    /// decoded as they are read: about `decodedPieceBytes` each, and as many for every core, so
    /// that the cores finish together (seven pieces of a 10k-preset theme on two cores left one
    /// core reading the seventh alone, a seventh of the parse); never smaller than
    /// `minimumPieceBytes`.
    static func decodedPieceCount(_ size: Int, cores: Int) -> Int {
        let wanted = max(cores, size / decodedPieceBytes)
        return min((wanted + cores - 1) / cores * cores, size / minimumPieceBytes)
    }

    /// Reads the pieces of `plan` on as many threads, decoding each one's `presets` entries
    /// with `decode` as soon as it is read. Nil under the same conditions as the joining read
    /// (`readPieces(_:of:lines:comments:)`), the caller then reads the file whole: a piece
    /// with an issue or not of the plan's shape, the expansion budget exceeded, or a key
    /// repeated across pieces (taken as repeated when two keys' hashes are equal).
    func readPieces<Decoded: Sendable>(
        _ plan: YAMLSplitPlan, of source: [UInt8], lines: LineIndex, comments: [SourceComment],
        decoding decode: @Sendable (SyntaxNode) -> Decoded
    ) -> (SyntaxTree, UInt32?, PresetPieces<Decoded>)? {
        let (path, limits) = (self.path, self.limits)
        let pieces = parallelMap(plan.pieces.count) { i -> DecodedPiece<Decoded>? in
            let next = i + 1 < plan.pieces.count ? (plan.pieces[i + 1].firstLine, plan.indent) : nil
            let start = DispatchTime.now().uptimeNanoseconds
            guard
                let piece = YAMLReader(path: path, limits: limits).readPiece(
                    plan.pieces[i], first: i == 0, nextEntry: next, of: source, lines: lines, comments: comments, joining: false)
            else { return nil }
            let presets: UInt32
            if i == 0 {
                guard let head = SyntaxTreeWriter.Head(piece, plan: plan) else { return nil }
                presets = head.presetsIndex
            } else {
                guard piece.laterMapping(plan: plan) != nil else { return nil }
                presets = piece.root
            }
            let tree = piece.writer.finish()
            let keyHashes = tree.scalarKeyHashes(inMapping: presets)
            let read = DispatchTime.now().uptimeNanoseconds
            let decoded = decode(tree.node(presets))
            let decodeTime = Duration.nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds &- read))
            return DecodedPiece(
                decoded: decoded, head: i == 0 ? (tree, piece.root) : nil, keyHashes: keyHashes,
                expandedNodes: piece.expandedNodes, readTime: .nanoseconds(Int64(read &- start)), decodeTime: decodeTime)
        }.compactMap { $0 }
        guard pieces.count == plan.pieces.count, let head = pieces.first?.head,
            limits.admitsPieces(expandedNodes: pieces.map(\.expandedNodes))
        else { return nil }
        // A key repeated across pieces is a duplicate a single read reports (one repeated
        // within a piece stopped that piece).
        var hashes = pieces.flatMap(\.keyHashes)
        hashes.sort()
        guard zip(hashes, hashes.dropFirst()).allSatisfy({ $0 != $1 }) else { return nil }
        let decoded = PresetPieces(
            decoded: pieces.map(\.decoded), readTime: pieces.reduce(.zero) { $0 + $1.readTime },
            decodeTime: pieces.reduce(.zero) { $0 + $1.decodeTime })
        return (head.tree, head.root, decoded)
    }
}

extension SyntaxTree {
    /// The hash of the text of each scalar key of mapping `index` (`KeyIndex.hash`).
    fileprivate func scalarKeyHashes(inMapping index: UInt32) -> [UInt64] {
        let mapping = records[Int(index)]
        var hashes: [UInt64] = []
        hashes.reserveCapacity(Int(mapping.count))
        for pair in 0..<Int(mapping.count) {
            let key = records[Int(children[Int(mapping.start) + 2 * pair])]
            guard key.kind == Kind.scalar.rawValue else { continue }
            hashes.append(withText(of: key) { KeyIndex.hash($0[...]) })
        }
        return hashes
    }
}
