import Testing
@testable import ThemeSyntax
import TestSupport

/// Positions, scalars, anchors and documents of well-formed YAML.
@Suite struct YAMLReaderTests {
    @Test func keysAndValuesHaveOneBasedLocations() throws {
        // Guards the single 0-based → 1-based conversion of libyaml marks.
        let source = Marked(
            """
            1️⃣theme: 2️⃣Ocean
            3️⃣cell:
              4️⃣cornerRadius: 5️⃣12
              6️⃣colors: 7️⃣[8️⃣a, 9️⃣b]
            """)
        let result = parseYAML(source.text)
        #expect(result.issues.isEmpty)
        let root = try #require(result.root)
        #expect(root.location == source[1])
        #expect(root.key("theme")?.location == source[1])
        #expect(root["theme"]?.location == source[2])
        #expect(root.key("cell")?.location == source[3])
        let cell = try #require(root["cell"])
        #expect(cell.location == source[4])
        #expect(cell.key("cornerRadius")?.location == source[4])
        #expect(cell["cornerRadius"]?.location == source[5])
        #expect(cell.key("colors")?.location == source[6])
        #expect(cell["colors"]?.location == source[7])
        #expect(cell["colors"]?.items?.map(\.location) == [source[8], source[9]])
    }

    @Test(arguments: ["é", "🎉", "日本語", "e\u{301}"])
    func columnsCountUnicodeScalars(prefix: String) throws {
        let source = Marked(
            """
            name: "\(prefix)"
            list: ["\(prefix)", 1️⃣next]
            2️⃣k: v
            """)
        let root = try #require(parseYAML(source.text).root)
        #expect(root["list"]?.items?.last?.location == source[1])
        #expect(root.key("k")?.location == source[2])
        // Same on one line after multibyte text in a flow mapping.
        let inline = Marked("{a: \(prefix), 1️⃣b: 2️⃣c}")
        let flow = try #require(parseYAML(inline.text).root)
        #expect(flow.key("b")?.location == inline[1])
        #expect(flow["b"]?.location == inline[2])
    }

    @Test func scalarsKeepTheirStyleAndTag() throws {
        let root = try #require(
            parseYAML(
                """
                plain: a
                single: 'b'
                double: "c\\td"
                literal: |
                  line
                folded: >
                  one
                  two
                tagged: !!str 12
                empty:
                """
            ).root)
        #expect(root["plain"]?.scalar == Scalar(text: "a", style: .plain))
        #expect(root["single"]?.scalar == Scalar(text: "b", style: .singleQuoted))
        #expect(root["double"]?.scalar == Scalar(text: "c\td", style: .doubleQuoted))
        #expect(root["literal"]?.scalar == Scalar(text: "line\n", style: .block))
        #expect(root["folded"]?.scalar == Scalar(text: "one two\n", style: .block))
        #expect(root["tagged"]?.scalar == Scalar(text: "12", style: .plain, tag: "tag:yaml.org,2002:str"))
        #expect(root["empty"]?.isNull == true)
        #expect(root.keys == ["plain", "single", "double", "literal", "folded", "tagged", "empty"])
    }

    @Test(arguments: ["off", "no", "yes", "on", "NO", "0777", "1:20", "0x1F", "1_000", ".inf", "~", "2001-12-14"])
    func yaml11WordsStayText(word: String) throws {
        let root = try #require(parseYAML("value: \(word)").root)
        #expect(root["value"]?.scalar == Scalar(text: word, style: .plain))
    }

    @Test func aliasesCopyTheAnchoredNode() throws {
        let source = Marked(
            """
            base: 1️⃣&b
              radius: 8
            copy: 2️⃣*b
            list: [&x 3, *x]
            """)
        let result = parseYAML(source.text)
        #expect(result.issues.isEmpty)
        let root = try #require(result.root)
        #expect(root["copy"]?["radius"]?.text == "8")
        // An alias node is located where the anchored node is.
        #expect(root["copy"]?.location == root["base"]?.location)
        #expect(root["list"]?.items?.map(\.text) == ["3", "3"])
    }

    @Test func mergeKeysLetExplicitKeysWin() throws {
        let result = parseYAML(
            """
            base: &base {radius: 8, color: red, width: 1}
            card:
              color: blue
              <<: *base
              width: 2
            """)
        #expect(result.issues.isEmpty)
        let card = try #require(result.root?["card"])
        #expect(card["color"]?.text == "blue")
        #expect(card["width"]?.text == "2")
        #expect(card["radius"]?.text == "8")
        #expect(card.keys.sorted() == ["color", "radius", "width"])
    }

    @Test func earlierMergeSourcesWin() throws {
        let result = parseYAML(
            """
            a: &a {x: 1, y: 1}
            b: &b {y: 2, z: 2}
            c:
              <<: [*a, *b]
              w: 0
            """)
        #expect(result.issues.isEmpty)
        let c = try #require(result.root?["c"])
        #expect(c["x"]?.text == "1")
        #expect(c["y"]?.text == "1")
        #expect(c["z"]?.text == "2")
        #expect(c["w"]?.text == "0")
        #expect(c.keys.count == 4)
    }

    @Test func mergeOfAScalarIsASyntaxIssue() {
        let source = Marked(
            """
            a: &a 3
            b:
              <<: 1️⃣*a
            c:
              <<: [{x: 1}, 2️⃣plain]
            """)
        let issues = parseYAML(source.text).issues
        #expect(
            issues.map(\.reason) == [
                .syntax(.badMerge(found: "a number", inList: false)), .syntax(.badMerge(found: "'plain'", inList: true)),
            ])
        #expect(issues.map(\.location) == [source[1], source[2]])
    }

    @Test func duplicateKeysReportBothLocationsAndKeepTheFirst() throws {
        let source = Marked(
            """
            cell:
              1️⃣cornerRadius: 4
              width: 1
              2️⃣cornerRadius: 8
            """)
        let result = parseYAML(source.text)
        let issue = try #require(result.issues.first)
        #expect(result.issues.count == 1)
        #expect(issue.kind == .duplicateKey)
        #expect(issue.location == source[2])
        #expect(issue.reason == .duplicateKey(.key("cornerRadius", first: source[1])))
        let cell = try #require(result.root?["cell"])
        #expect(cell.keys == ["cornerRadius", "width"])
        #expect(cell["cornerRadius"]?.text == "4")
    }

    @Test func mergedKeysAreNeverDuplicates() {
        let result = parseYAML(
            """
            a: &a {x: 1}
            b: {<<: *a, x: 2}
            """)
        #expect(result.issues.isEmpty)
    }

    @Test func aSecondDocumentIsReportedAndTheFirstKept() throws {
        let source = Marked(
            """
            theme: A
            1️⃣---
            theme: B
            """)
        let result = parseYAML(source.text)
        #expect(result.issues.map(\.kind) == [.multipleDocuments])
        #expect(result.issues.first?.location == source[1])
        #expect(result.issues.first?.reason == .multipleDocuments)
        #expect(result.root?["theme"]?.text == "A")
    }

    @Test func aLibyamlErrorInALaterDocumentIsStillReported() {
        let source = Marked("a: 1\n1️⃣---\nb: [1, 2\n2️⃣")
        let issues = parseYAML(source.text).issues
        #expect(issues.map(\.kind) == [.multipleDocuments, .syntax])
        #expect(issues.first?.location == source[1])
        #expect(issues.last?.location.line == source[2].line)
    }

    @Test(arguments: ["#FF0000", "#f00", "#F00A", "#12345678"])
    func unquotedHexColoursAreReported(colour: String) throws {
        let source = Marked(
            """
            cell:
              backgroundColor:   1️⃣\(colour)   # red
              other: 2
            """)
        let result = parseYAML(source.text)
        let issue = try #require(result.issues.first)
        #expect(result.issues.count == 1)
        #expect(issue.kind == .unquotedHexColor)
        #expect(issue.location == source[1])
        #expect(issue.reason == .unquotedHexColor(key: "backgroundColor", colour: colour))
        #expect(result.root?["cell"]?["backgroundColor"]?.isNull == true)
    }

    @Test(arguments: ["# just a comment", "#FF000", "#FF0000x", "", "null", "'#FF0000'"])
    func otherEmptyValuesAreNotHexColours(rest: String) {
        #expect(parseYAML("é: \(rest)\nb: 1").issues.isEmpty)
    }

    @Test func hexColourColumnCountsScalarsAfterMultibyteKeys() {
        let source = Marked("🎨é: 1️⃣#ABCDEF")
        let issues = parseYAML(source.text).issues
        #expect(issues.map(\.location) == [source[1]])
        #expect(issues.first?.reason == .unquotedHexColor(key: "🎨é", colour: "#ABCDEF"))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let source = Marked("1️⃣a: 2️⃣b")
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(source.text.utf8), .yaml)
        #expect(result.issues.isEmpty)
        let root = try #require(result.root)
        #expect(root.key("a")?.location == source[1])
        #expect(root["a"]?.location == source[2])
    }

    @Test func crlfLineBreaksCountOnce() throws {
        let source = Marked("a: 1\r\n1️⃣b: 2️⃣#FFF\r\n3️⃣c: 3\r\n")
        let result = parseYAML(source.text)
        let root = try #require(result.root)
        #expect(root.key("b")?.location == source[1])
        #expect(root.key("c")?.location == source[3])
        #expect(result.issues.map(\.location) == [source[2]])
    }

    @Test(arguments: ["", "# only a comment\n", "\n\n", "---\n...\n"])
    func emptyInputHasNoRootAndNoIssue(text: String) {
        let result = parseYAML(text)
        #expect(result.issues.isEmpty)
        if text.hasPrefix("---") {
            #expect(result.root?.isNull == true)  // an explicit empty document is null
        } else {
            #expect(result.root == nil)
        }
    }
}
