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

    /// Comments are found line by line: a file's are those of each of its lines read alone,
    /// wherever the `#`s fall (the search jumps from one `#` to the next, and reads each line
    /// that has one once, however many it holds).
    @Test func aFilesCommentsAreThoseOfItsLinesReadAlone() {
        let lines = [
            "a: b", "# whole", "c: d # after", "e: \"#quoted\" # real", "f: 'x#y'", "g: h#i", "##", "  # indented",
            "j: '#' # two # hashes", "", "k: \"# open", "# last",
        ]
        var generator = SplitMix(seed: 23)
        var failures: [String] = []
        for _ in 0..<300 {
            let count = Int(generator.next() % 12)
            let picked = (0..<count).map { _ in lines[Int(generator.next() % UInt64(lines.count))] }
            let text = picked.joined(separator: "\n") + (generator.next() % 2 == 0 ? "\n" : "")
            // A line has one comment at most: what follows its first `#` outside quotes.
            let expected = picked.enumerated().flatMap { n, line in
                Self.comments(line).prefix(1).map { SourceComment(line: n + 1, column: $0.column, text: $0.text, isWholeLine: $0.isWholeLine) }
            }
            if Self.comments(text) != expected { failures.append(text) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test func aFileWithoutHashHasNoComments() {
        #expect(Self.comments("a: b\n").isEmpty)
    }

    @Test func theParserReturnsTheComments() {
        let parsed = parseYAML("# header\ntheme: Demo # name\n")
        #expect(parsed.comments.map(\.line) == [1, 2])
    }
}
