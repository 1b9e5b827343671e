import Testing
@testable import ThemeSyntax
import TestSupport

/// The one comment scanner: where a YAML comment starts, outside quotes, in libyaml's lines
/// and Unicode-scalar columns.
@Suite struct YAMLCommentsTests {
    static func comments(_ text: String) -> [SourceComment] {
        Array(text.utf8).withUnsafeBufferPointer { YAMLComments.scan($0) }
    }

    @Test func hashesInsideQuotesAreNotComments() {
        let marked = Marked(##"color: "#FF0000"  1️⃣# real"## + "\n" + #"a: 'it''s # not'"# + "\nb: c#d\n")
        let found = Self.comments(marked.text)
        #expect(found.map { "\($0.line):\($0.column)" } == [marked.positions[1]!.description])
        #expect(found.first?.text == " real")
        #expect(found.first?.isWholeLine == false)
    }

    @Test func escapedQuotesKeepAScalarOpen() {
        #expect(Self.comments(#"a: "x \" # still inside""#).isEmpty)
    }

    @Test func columnsCountScalarsAndLinesBreakLikeLibyaml() {
        // Multibyte text before the comment, a CRLF line and a lone CR line.
        let marked = Marked("名前: 値 1️⃣# one\r\n  2️⃣# two\rk: v 3️⃣#three\n")
        let found = Self.comments(marked.text)
        #expect(found.map { "\($0.line):\($0.column)" } == marked.ordered.map(\.description))
        #expect(found.map(\.isWholeLine) == [false, true, false])
        #expect(found.map(\.text) == [" one", " two", "three"])
    }

    @Test func aByteOrderMarkIsNotAColumn() {
        // libyaml does not count the mark either, so finding columns and comment columns agree.
        #expect(Self.comments("\u{FEFF}# first").map { "\($0.line):\($0.column)" } == ["1:1"])
    }

    @Test func aFileWithoutHashHasNoComments() {
        #expect(Self.comments("a: b\n").isEmpty)
    }

    @Test func theParserReturnsTheComments() {
        let parsed = parseYAML("# header\ntheme: Demo # name\n")
        #expect(parsed.comments.map(\.line) == [1, 2])
    }
}
