import Testing

@testable import ThemeSyntax

/// Line starts and the byte offset of a (line, column) position, as libyaml counts them.
@Suite struct LineIndexTests {
    /// The offset by walking the line scalar by scalar: what `offset(line:column:in:)`
    /// must give, on ASCII text (where it takes a shortcut) and on any other.
    static func walked(_ bytes: [UInt8], lineStart: Int, column: Int) -> Int {
        var index = lineStart
        for _ in 0..<column where index < bytes.count {
            index += 1
            while index < bytes.count, !UTF8Validation.startsScalar(bytes[index]) { index += 1 }
        }
        return index
    }

    @Test(arguments: [
        "a: 1\nbb: 22\r\nccc: 333\rdddd\n", "é: 1\nbb: ✓\r\nc\u{2028}d\u{85}e\n", "\u{FEFF}a: 1\nb: 2", "", "\n\n", "x",
    ])
    func offsetsAreColumnsCountedInScalars(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let lines = LineIndex(buffer)
            for line in 0..<lines.count {
                for column in 0...12 {
                    #expect(lines.offset(line: line, column: column, in: buffer) == Self.walked(bytes, lineStart: lines[line], column: column))
                }
            }
            #expect(lines.offset(line: lines.count, column: 0, in: buffer) == nil)
            #expect(lines.offset(line: 0, column: -1, in: buffer) == nil)
        }
    }

    @Test func linesBreakWhereLibyamlBreaksThem() {
        let bytes = Array("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let lines = LineIndex(buffer)
            #expect(lines.count == 7)
            #expect((0..<lines.count).map { buffer[lines[$0]] } == Array("abcdefg".utf8))
        }
    }
}
