import Testing

@testable import ThemeSyntax

/// The flat tree: what it stores, and that reading it gives what was written.
@Suite struct SyntaxTreeTests {
    /// An aliased subtree is stored once, however often it is used; reading through each
    /// alias still gives the whole subtree.
    @Test func anAliasedSubtreeIsStoredOnce() throws {
        var text = "base: &base { backgroundColor: systemBlue, cornerRadius: 8, strokeWidth: 1 }\nrows:\n"
        for i in 0..<100 { text += "  - { name: row\(i), look: *base }\n" }
        let parsed = parseYAML(text)
        #expect(parsed.issues.isEmpty)
        let root = try #require(parsed.root)
        let rows = try #require(root["rows"]?.items)
        #expect(rows.count == 100)
        for row in rows {
            #expect(row["look"]?.keys == ["backgroundColor", "cornerRadius", "strokeWidth"])
            #expect(row["look"]?["cornerRadius"]?.text == "8")
        }
        // Each row stores its mapping, two keys and a name (4 records); the look is shared.
        #expect(root.tree.storedNodeCount < 100 * 5 + 20)
    }

    /// A node is a 16-byte record: an explicit tag, which few scalars have, is kept beside the
    /// records (by node index), and a tagged scalar still reads back with its tag.
    @Test func aNodeIsASixteenByteRecord() throws {
        #expect(MemoryLayout<SyntaxTree.Record>.stride == 16)
        let parsed = parseYAML("a: !!str 12\nb: 12\n")
        let root = try #require(parsed.root)
        #expect(root["a"]?.scalar?.tag == "tag:yaml.org,2002:str")
        #expect(root["b"]?.scalar?.tag == nil)
    }

    /// The fields packed into a record's words read back as written, at their largest values
    /// and beside each other's; a line or column past its largest is clamped, not wrapped.
    @Test func aRecordReadsBackItsFields() {
        for kind in SyntaxTree.Kind.allCases {
            for style in [ScalarStyle.plain, .singleQuoted, .doubleQuoted, .block] {
                for (isTagged, inSource) in [(false, false), (true, false), (false, true), (true, true)] {
                    for (line, column) in [(1, 1), (SyntaxTree.Record.maxLine, SyntaxTree.Record.maxColumn), (70_000, 12)] {
                        let record = SyntaxTree.Record(
                            kind: kind.rawValue, style: style.rawValue, isTagged: isTagged, inSource: inSource, line: line,
                            column: column, start: .max, count: 7)
                        #expect(record.kind == kind.rawValue && record.style == style.rawValue)
                        #expect(record.isTagged == isTagged && record.inSource == inSource)
                        #expect(record.line == line && record.column == column && record.start == .max && record.count == 7)
                    }
                }
            }
        }
        let clamped = SyntaxTree.Record(kind: 1, style: 3, isTagged: true, inSource: true, line: .max, column: .max, start: 0, count: 0)
        #expect(clamped.line == SyntaxTree.Record.maxLine && clamped.column == SyntaxTree.Record.maxColumn)
        #expect(clamped.kind == 1 && clamped.style == 3 && clamped.isTagged && clamped.inSource)
    }

    /// Children are contiguous ranges: a mapping's pairs and a list's items come back in
    /// source order, nested collections included.
    @Test func childrenComeBackInSourceOrder() throws {
        let parsed = parseYAML("a: [1, [2, 3], {b: 4}]\nc: {d: {e: 5}, f: 6}\n")
        let root = try #require(parsed.root)
        #expect(root.keys == ["a", "c"])
        let a = try #require(root["a"]?.items)
        #expect(a.count == 3)
        #expect(a[0].text == "1")
        #expect(a[1].items?.map(\.text) == ["2", "3"])
        #expect(a[2]["b"]?.text == "4")
        #expect(root["c"]?.keys == ["d", "f"])
        #expect(root["c"]?["d"]?["e"]?.text == "5")
    }

    /// Scalar text is the decoded text, whatever the style, and NUL bytes survive.
    @Test func scalarTextIsDecoded() throws {
        let parsed = parseYAML("q: \"a\\tb\\0c\"\nf: >\n  one\n  two\n")
        let root = try #require(parsed.root)
        #expect(root["q"]?.text == "a\tb\u{0}c")
        #expect(root["f"]?.text == "one two\n")
    }
}
