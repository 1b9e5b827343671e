import Testing

@testable import ThemeSyntax

/// Reading a large theme in pieces that are decoded as they are read (`PresetPieces`): the
/// decoder sees, piece by piece and in file order, exactly the `presets` entries a whole
/// read gives, the root keeps the rest of the file, and whatever would stop a joined read
/// (an issue, a layout the plan refuses, a key repeated across pieces, a limit) makes the
/// whole read run instead. Each check says how many pieces were decoded, so a test cannot
/// pass by never splitting.
@Suite struct DecodedPiecesTests {
    /// A node as text: its kind, place and content, children included (the decoder's view).
    static func dump(_ node: SyntaxNode) -> String {
        let place = "\(node.location.line):\(node.location.column)"
        if let scalar = node.scalar { return "\(place) \(scalar.style) \(scalar.tag ?? "-") \(scalar.text.debugDescription)" }
        if let pairs = node.pairs { return "\(place) {" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ") + "}" }
        if let items = node.items { return "\(place) [" + items.map(dump).joined(separator: ", ") + "]" }
        return "\(place) \(node.kindDescription)"
    }

    /// Each entry of mapping `node`, as `dump` writes it.
    static func entries(_ node: SyntaxNode) -> [String] {
        node.pairs.map { $0.map { dump($0.key) + ": " + dump($0.value) } } ?? ["not a mapping: " + dump(node)]
    }

    /// Reads `bytes` whole and in up to `pieces` pieces decoded as read, expects the decoder
    /// to have seen the whole read's `presets` entries and the root the rest of the file, and
    /// returns how many pieces were decoded (0: the file was read whole).
    @discardableResult
    static func compare(_ bytes: [UInt8], pieces: Int, limits: ParseLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Int
    {
        let whole = YAMLReader(path: "split.theme.yaml", limits: limits).read(bytes, pieces: 1)
        let (parsed, decoded) = YAMLReader(path: "split.theme.yaml", limits: limits).read(bytes, pieces: pieces, decodingPresets: entries)
        #expect(parsed.issues == whole.issues, sourceLocation: sourceLocation)
        #expect(parsed.comments == whole.comments, sourceLocation: sourceLocation)
        guard let decoded else {
            #expect(parsed.pieces == 1, sourceLocation: sourceLocation)
            #expect(parsed.root.map(dump) == whole.root.map(dump), sourceLocation: sourceLocation)
            return 0
        }
        #expect(parsed.pieces == decoded.decoded.count, sourceLocation: sourceLocation)
        guard let root = parsed.root?.pairs, let wholeRoot = whole.root?.pairs, let presets = wholeRoot.last?.value else {
            Issue.record("a file decoded in pieces has a root mapping", sourceLocation: sourceLocation)
            return decoded.decoded.count
        }
        #expect(decoded.decoded.flatMap { $0 } == entries(presets), sourceLocation: sourceLocation)
        // The root: every top-level entry as read whole, `presets` holding the first piece's.
        #expect(root.count == wholeRoot.count, sourceLocation: sourceLocation)
        for (a, b) in zip(root.dropLast(), wholeRoot.dropLast()) {
            #expect(dump(a.key) + dump(a.value) == dump(b.key) + dump(b.value), sourceLocation: sourceLocation)
        }
        #expect(root.last.map { entries($0.value) } == decoded.decoded.first, sourceLocation: sourceLocation)
        return decoded.decoded.count
    }

    @Test func theDecoderSeesEveryEntryOnceInFileOrder() {
        for pieces in 2...7 {
            #expect(Self.compare(SplitReadTests.theme(presets: 300), pieces: pieces) == pieces)
        }
        #expect(Self.compare(SplitReadTests.theme(presets: 300, lineBreak: "\r\n"), pieces: 3) == 3)
        #expect(Self.compare(SplitReadTests.theme(presets: 120, indent: "    "), pieces: 2) == 2)
        #expect(Self.compare([0xEF, 0xBB, 0xBF] + SplitReadTests.theme(presets: 50), pieces: 4) == 4)
        for text in ["presets:\n  a:\n  b:\n  c:\n", "\u{FEFF}presets:\n  ü:\n    ? ✓\n\n  b: 1\n"] {
            #expect(Self.compare(Array(text.utf8), pieces: 3) > 1, "\(text)")
        }
    }

    /// What makes a joined read fall back makes this one fall back too.
    @Test func whatStopsAJoinedReadStopsThisOne() {
        let cases = [
            "presets:\n  a: 1\n  b: 2\nafter: 3\n",  // a top-level key after presets
            "presets:\n  a: 1\n  <<: { c: 1 }\n  b: 2\n",  // a merge into presets itself
            "presets: &p\n  a: 1\n  b: 2\n",  // an anchor on presets
            "presets: {a: 1,\n  b: 2}\n",  // a flow mapping
            "presets:\n  a: 1\n  b: [1, 2\n  c: 3\n",  // a syntax error in a later piece
            "presets:\n  a: 1\n  b: 2\n  a: 3\n",  // a key repeated across pieces
            "presets:\n  a: 1\n  b: 2\n  \"\\x61\": 3\n",  // the same key, written with an escape
            "presets:\n  a: &x 1\n  b: *x\n  c: 3\n",  // an alias to an earlier piece's anchor
            "presets:\n  a: 1\n  b: #FFF\n  c: 3\n",  // an unquoted colour in a later piece
        ]
        for text in cases {
            #expect(Self.compare(Array(text.utf8), pieces: 3) == 0, "\(text)")
        }
    }

    /// The expansion budget holds across decoded pieces exactly where it holds whole.
    @Test func theExpansionBudgetHoldsAcrossPieces() {
        let wide = SplitReadTests.theme(presets: 60)
        SplitReadTests.expansionBudgetsAroundNodeCount(of: wide) { Self.compare(wide, pieces: 3, limits: $0) > 0 }
    }

    /// Hundreds of edits of a theme, most of them breaking it: decoded in pieces or read
    /// whole, the decoder and the root see what a whole read gives.
    @Test func editedThemesDecodeTheSameInPiecesOrWhole() {
        var split = 0
        for bytes in SplitReadTests.editedThemes(count: 600, seed: 0xDEC0DE, maxEdits: 1) where Self.compare(bytes, pieces: 4) > 1 {
            split += 1
        }
        #expect(split > 150)
    }

    /// `SourceParser` decodes in pieces only with more than one core and a file large enough,
    /// and then in more pieces than cores (each about `YAMLReader.decodedPieceBytes`).
    @Test func theParserCutsLargeFilesIntoMorePiecesThanCores() {
        let large = SplitReadTests.theme(presets: 20000)
        #expect(large.count > 4 * YAMLReader.decodedPieceBytes)
        let (parsed, pieces) = SourceParser.parse(large, path: "t.yaml", format: .yaml, cores: 2, decodingPresets: Self.entries)
        #expect((pieces?.decoded.count ?? 0) >= large.count / YAMLReader.decodedPieceBytes)
        #expect(parsed.pieces == pieces?.decoded.count)
        // As many pieces for every core, so that the cores finish together.
        for cores in [2, 3] {
            let count = SourceParser.parse(large, path: "t.yaml", format: .yaml, cores: cores, decodingPresets: Self.entries).1?.decoded.count
            #expect(count.map { $0 % cores == 0 } == true, "\(String(describing: count)) pieces on \(cores) cores")
        }
        #expect(SourceParser.parse(large, path: "t.yaml", format: .yaml, cores: 1, decodingPresets: Self.entries).1 == nil)
        let small = SplitReadTests.theme(presets: 100)
        #expect(small.count < 2 * YAMLReader.minimumPieceBytes)
        #expect(SourceParser.parse(small, path: "t.yaml", format: .yaml, cores: 2, decodingPresets: Self.entries).1 == nil)
        let json = Array("{\"theme\": \"T\", \"version\": 1, \"presets\": {}}".utf8)
        #expect(SourceParser.parse(json, path: "t.json", format: .json, cores: 2, decodingPresets: Self.entries).1 == nil)
    }

    /// The piece count: about `decodedPieceBytes` a piece, a whole number for every core, and
    /// never a piece below `minimumPieceBytes`.
    @Test func thePieceCountIsAWholeNumberPerCoreAboveTheSmallestPiece() {
        for cores in 2...8 {
            for size in stride(from: 0, through: 40 * YAMLReader.decodedPieceBytes, by: 13 * 1024 + 7) {
                let count = YAMLReader.decodedPieceCount(size, cores: cores)
                let floor = size / YAMLReader.minimumPieceBytes, wanted = max(cores, size / YAMLReader.decodedPieceBytes)
                let what = "\(size) bytes, \(cores) cores: \(count) pieces"
                #expect(count <= floor, "\(what)")
                if count < floor { #expect(count % cores == 0 && count >= wanted, "\(what)") }
            }
        }
    }
}
