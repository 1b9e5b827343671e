import Foundation
import Testing

@testable import ThemeSyntax
import TestSupport

/// Reading a large theme in pieces on several cores (`YAMLSplitPlan`,
/// `SyntaxTreeWriter.joining`) gives exactly what a whole read gives: the same node records
/// in the same numbering, children, text, tags, issues and comments. Each check also says
/// whether the file was split, so a test cannot pass by never splitting.
@Suite struct SplitReadTests {
    /// Reads `bytes` whole and in up to `pieces` pieces, expects the two results to be
    /// identical, and returns how many pieces the split read used.
    @discardableResult
    static func compare(_ bytes: [UInt8], pieces: Int, limits: ParseLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Int
    {
        let whole = YAMLReader(path: "split.theme.yaml", limits: limits).read(bytes, pieces: 1)
        let split = YAMLReader(path: "split.theme.yaml", limits: limits).read(bytes, pieces: pieces)
        #expect(whole.pieces == 1, sourceLocation: sourceLocation)
        #expect(split.issues == whole.issues, sourceLocation: sourceLocation)
        #expect(split.comments == whole.comments, sourceLocation: sourceLocation)
        #expect(split.root?.index == whole.root?.index, sourceLocation: sourceLocation)
        if let a = whole.root?.tree, let b = split.root?.tree {
            #expect(a.records.count == b.records.count, sourceLocation: sourceLocation)
            let same = zip(a.records, b.records).allSatisfy { x, y in
                x.kind == y.kind && x.style == y.style && x.isTagged == y.isTagged && x.inSource == y.inSource && x.line == y.line
                    && x.column == y.column && x.start == y.start && x.count == y.count
            }
            #expect(same, "records differ", sourceLocation: sourceLocation)
            #expect(a.children == b.children, sourceLocation: sourceLocation)
            #expect(a.text == b.text, sourceLocation: sourceLocation)
            #expect(a.tags == b.tags, sourceLocation: sourceLocation)
        } else {
            #expect((whole.root == nil) == (split.root == nil), sourceLocation: sourceLocation)
        }
        return split.pieces
    }

    /// A theme with a palette and `count` presets written in every way an entry may be:
    /// flow and block mappings, quoted and unicode names, anchors and aliases inside an
    /// entry, merge keys inside an entry, tags, block scalars, comments at every indentation,
    /// blank lines, escapes (text the tree copies) and multi-line flow collections.
    static func theme(presets count: Int, lineBreak: String = "\n", indent: String = "  ") -> [UInt8] {
        var lines = [
            "# a theme", "theme: Split", "version: 1", "deploymentTarget: { iOS: \"17.0\" }", "colors:",
            "\(indent)brand: { light: \"#0A84FF\", dark: \"#409CFF\" }", "\(indent)ink: \"#1C1C1E\"", "presets:",
        ]
        for i in 0..<count {
            switch i % 9 {
            case 0: lines += ["\(indent)row\(i): { style: cell, backgroundColor: brand }"]
            case 1:
                lines += [
                    "\(indent)\"quoted \(i)\":", "\(indent)\(indent)style: cell  # a comment", "\(indent)\(indent)states:",
                    "\(indent)\(indent)\(indent)selected: { backgroundColor: ink }",
                ]
            case 2: lines += ["\(indent)base\(i):", "\(indent)\(indent)a: &b\(i) { cornerRadius: 8 }", "\(indent)\(indent)look: *b\(i)", ""]
            case 3:
                lines += [
                    "\(indent)merged\(i):", "\(indent)\(indent)a: &m\(i) { strokeWidth: 1 }", "\(indent)\(indent)b:",
                    "\(indent)\(indent)\(indent)<<: *m\(i)", "\(indent)\(indent)\(indent)strokeColor: \"\\u00e9\\t\"",
                ]
            case 4: lines += ["\(indent)tagged\(i): !!map { n: !!str 12 }", "#  a comment at column 1", "", "   # deeper"]
            case 5:
                lines += [
                    "\(indent)text\(i):", "\(indent)\(indent)note: |", "\(indent)\(indent)\(indent)line one", "",
                    "\(indent)\(indent)\(indent)line two",
                ]
            case 6: lines += ["\(indent)flow\(i): [1,", "\(indent)\(indent)2, 3]"]
            case 7: lines += ["\(indent)'single \(i)': 'it''s'", "\(indent)ünïcode\(i): { backgroundColor: \"✓\" }"]
            default: lines += ["\(indent)_under\(i): { insets: { top: 1, leading: 2 } }", "\(indent)$dollar\(i): plain text"]
            }
        }
        return Array((lines.joined(separator: lineBreak) + lineBreak).utf8)
    }

    @Test func aThemeReadInPiecesIsTheTreeOfAWholeRead() {
        for pieces in 2...5 {
            #expect(Self.compare(Self.theme(presets: 300), pieces: pieces) == pieces)
        }
        #expect(Self.compare(Self.theme(presets: 300, lineBreak: "\r\n"), pieces: 3) == 3)
        #expect(Self.compare(Self.theme(presets: 120, indent: "    "), pieces: 2) == 2)
        #expect(Self.compare([0xEF, 0xBB, 0xBF] + Self.theme(presets: 50), pieces: 2) == 2)
    }

    /// libyaml puts an empty value at the next token; at a piece's end that token is in the
    /// next piece, and the split read still puts the value where a whole read does.
    @Test func anEmptyValueBeforeACutIsWhereAWholeReadPutsIt() {
        for text in ["presets:\n  a:\n  b:\n  c:\n", "presets:\n  a:\n    ? e\n\n  b: 1\n", "presets:\n    a:\n    # c\n\n    b: 1\n"] {
            #expect(Self.compare(Array(text.utf8), pieces: 3) > 1, "\(text)")
        }
        // libyaml's marks count characters, not bytes: a piece with text beyond ASCII (and
        // one after a byte order mark) still finds its end.
        let beyondASCII = [
            "presets:\n  a:\n    ? é\n\n  b: 1\n", "\u{FEFF}presets:\n  a:\n    ? e\n\n  b: 1\n",
            "\u{FEFF}presets:\n  ü:\n    ? ✓\n\n  b: 1\n",
        ]
        for text in beyondASCII {
            #expect(Self.compare(Array(text.utf8), pieces: 3) > 1, "\(text)")
        }
    }

    /// A file of a few entries is cut into as many pieces as it has cut points, no more.
    @Test func fewEntriesGiveFewPieces() {
        let text = Array("presets:\n  a: 1\n  b: 2\n".utf8)
        #expect(Self.compare(text, pieces: 4) == 2)
        #expect(Self.compare(Array("presets:\n  a: 1\n".utf8), pieces: 4) == 1)
    }

    /// Files whose layout does not make an entry's start certain are read whole.
    @Test func unsafeLayoutsAreReadWhole() {
        let cases = [
            "presets:\n  a: 1\n  b: 2\nafter: 3\n",  // a top-level key after presets
            "presets:\n  a: 1\n  <<: { c: 1 }\n  b: 2\n",  // a merge into presets itself
            "presets:\n  - a\n  - b\n",  // presets is a list
            "presets: &p\n  a: 1\n  b: 2\n",  // an anchor on presets
            "presets:\n    a: 1\n  b: 2\n",  // an entry less indented than the first
            "x:\n  presets:\n    a: 1\n    b: 2\n",  // presets is not at the top
            "presets: {a: 1,\n  b: 2}\n",  // a flow mapping
            "presets:\n  a: 1\n---\n  b: 2\n",  // a second document
            "presets:\n  a: 1\n  ? b\n  : 2\n",  // an explicit key
        ]
        for text in cases {
            #expect(Self.compare(Array(text.utf8), pieces: 3) == 1, "\(text)")
        }
    }

    /// A piece that does not read cleanly, or pieces that do not join, make the whole read
    /// run instead: its messages, at its positions, are what the user sees. (An alias to an
    /// anchor of an earlier piece reads cleanly whole: see `anAliasAcrossPiecesIsReadWhole`.)
    @Test func anyIssueInAPieceFallsBackToTheWholeRead() {
        let cases = [
            "presets:\n  a: 1\n  b: [1, 2\n  c: 3\n",  // a syntax error in a later piece
            "presets:\n  a: 1\n  b: 2\n  a: 3\n",  // a key repeated across pieces
            "presets:\n  a: 1\n  b: #FFF\n  c: 3\n",  // an unquoted colour in a later piece
        ]
        for text in cases {
            let bytes = Array(text.utf8)
            #expect(Self.compare(bytes, pieces: 3) == 1, "\(text)")
            #expect(!YAMLReader(path: "t.yaml", limits: .default).read(bytes, pieces: 3).issues.isEmpty, "\(text)")
        }
    }

    /// A cut inside a quoted scalar that goes on over lines leaves the piece before it
    /// unterminated: that cut is not kept, and the scalar reads as a whole read reads it.
    @Test func aCutInsideAQuotedScalarIsNotKept() throws {
        let bytes = Array("presets:\n  a: \"open\n  b: close\"\n  c: 3\n".utf8)
        #expect(Self.compare(bytes, pieces: 3) == 1)
        let parsed = YAMLReader(path: "t.yaml", limits: .default).read(bytes, pieces: 3)
        #expect(try #require(parsed.root?.pairs?.last?.value.pairs?[0].value.scalar?.text) == "open b: close")
    }

    @Test func anAliasAcrossPiecesIsReadWhole() throws {
        let bytes = Array("presets:\n  a: &x 1\n  b: *x\n  c: 3\n".utf8)
        #expect(Self.compare(bytes, pieces: 3) == 1)
        let parsed = YAMLReader(path: "t.yaml", limits: .default).read(bytes, pieces: 3)
        #expect(parsed.issues.isEmpty)
        #expect(try #require(parsed.root?.pairs?.last?.value.pairs?[1].value.scalar?.text) == "1")
    }

    /// The depth and expansion limits hold across pieces as in a whole read.
    @Test func limitsHoldAcrossPieces() {
        let deep = "presets:\n  a: 1\n  b: [[[[1]]]]\n  c: 3\n"
        for depth in 3...8 {
            Self.compare(Array(deep.utf8), pieces: 3, limits: ParseLimits(maxDepth: depth))
        }
        let wide = Self.theme(presets: 60)
        let nodes = Self.expansionBudgetsAroundNodeCount(of: wide) { Self.compare(wide, pieces: 3, limits: $0) > 1 }
        #expect(Self.compare(wide, pieces: 3, limits: ParseLimits(maxNodes: 2 * nodes)) == 3)
    }

    /// Reads `theme` under node budgets around its stored node count (aliases count as the
    /// nodes they repeat: the budget a whole read spends is above the stored count), where a
    /// read in pieces must fail and pass exactly where a whole read does. `readInPieces` reads
    /// under a budget (checking it against the whole read) and says whether pieces were kept;
    /// where they were, the whole read must have passed, and they must have been at least once.
    /// Returns the stored node count.
    @discardableResult
    static func expansionBudgetsAroundNodeCount(
        of theme: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation, readInPieces: (ParseLimits) -> Bool
    ) -> Int {
        let nodes = YAMLReader(path: "t.yaml", limits: .default).read(theme, pieces: 1).root!.tree.storedNodeCount
        var split = 0
        for maxNodes in (nodes - 5)...(nodes + 60) where readInPieces(ParseLimits(maxNodes: maxNodes)) {
            split += 1
            #expect(
                YAMLReader(path: "t.yaml", limits: ParseLimits(maxNodes: maxNodes)).read(theme, pieces: 1).issues.isEmpty,
                sourceLocation: sourceLocation)
        }
        #expect(split > 0, sourceLocation: sourceLocation)
        return nodes
    }

    /// Thousands of edits of a theme (a byte changed, inserted or removed anywhere, or a line
    /// moved), most of them breaking it: whether split or read whole, the result is the whole
    /// read's.
    @Test func editedThemesReadTheSameSplitOrWhole() {
        var split = 0
        for bytes in Self.editedThemes(count: 1500, seed: 0x5EED, maxEdits: 3) where Self.compare(bytes, pieces: 3) > 1 {
            split += 1
        }
        // Most single edits keep the file valid and cuttable: the split path is exercised.
        #expect(split > 300)
    }

    /// `count` edits of a 40-preset theme (`theme(presets:)`), each changing, inserting or
    /// removing 1 to `maxEdits` bytes anywhere.
    static func editedThemes(count: Int, seed: UInt64, maxEdits: Int) -> [[UInt8]] {
        let base = theme(presets: 40)
        var generator = SplitMix(seed: seed)
        let alphabet = Array(" \n\t:-#&*!|>'\"{}[],?<a0".utf8)
        return (0..<count).map { _ in
            var bytes = base
            for _ in 0..<Int.random(in: 1...maxEdits, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = alphabet.randomElement(using: &generator)!
                case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
                default: bytes.remove(at: at)
                }
            }
            return bytes
        }
    }

    /// Every yaml-test-suite case, as it is and written as a preset between two others (so
    /// cuts fall right before and after it), reads the same split or whole.
    @Test(.enabled(if: Conformance.isPresent)) func conformanceCasesReadTheSame() {
        var split = 0
        for (input, _) in Conformance.yamlCases() {
            let bytes = Conformance.bytes(input)
            Self.compare(bytes, pieces: 3)
            let indented = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            let wrapped = "presets:\n  before: 1\n  case:\n" + indented + "\n  after: 2\n"
            if Self.compare(Array(wrapped.utf8), pieces: 3) > 1 { split += 1 }
        }
        #expect(split > 100)
    }

    /// The loader asks for pieces only for files worth a thread.
    @Test func smallFilesAreReadWhole() {
        let small = Self.theme(presets: 20)
        #expect(SourceParser.parse(small, path: "s.yaml", format: .yaml, cores: 4).pieces == 1)
        let large = Self.theme(presets: 3000)
        #expect(large.count > 2 * YAMLReader.minimumPieceBytes)
        #expect(SourceParser.parse(large, path: "l.yaml", format: .yaml, cores: 2).pieces == 2)
    }
}
