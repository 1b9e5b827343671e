import TestSupport
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

    /// The line starts of `bytes`, found byte by byte as libyaml breaks lines.
    static func startsByteByByte(_ bytes: [UInt8]) -> [Int] {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var i = starts[0]
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: i += 1
            case 0x0D: i += i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: i += 2
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9): i += 3
            default:
                i += 1
                continue
            }
            starts.append(i)
        }
        return starts
    }

    /// Texts of every length up to 40 and every break at every position of a word: the
    /// index skips eight bytes at a time between breaks, and finds each break wherever it
    /// falls in a word, at its last bytes too.
    @Test func breaksAreFoundAnywhereInAWord() {
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], Array("é".utf8), [0x8A], [0x0B],
            [0x2D],
        ]
        var failures: [String] = []
        for length in 0...40 {
            for position in 0...length {
                for piece in pieces {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes.insert(contentsOf: piece, at: position)
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        let lines = LineIndex(buffer)
                        return (0..<lines.count).map { lines[$0] }
                    }
                    if found != Self.startsByteByByte(bytes) { failures.append("\(piece) at \(position) of \(length)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Texts of many lines, ASCII ones without carriage returns among them (whose breaks are
    /// found by `memchr`) and ones with a carriage return, a non-ASCII byte or a byte order
    /// mark somewhere (the general scan): the same starts as the byte-by-byte reading.
    @Test func manyLinesBreakWhereLibyamlBreaksThem() {
        let pieces: [[UInt8]] = [
            Array("key: value".utf8), [0x0A], [0x0A], [0x0A, 0x0A], Array("  - x".utf8), [0x0D], [0x0D, 0x0A], Array("é".utf8),
            [0xE2, 0x80, 0xA8],
        ]
        var generator = SplitMix(seed: 5)
        var failures: [[UInt8]] = []
        for round in 0..<400 {
            var bytes: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            // A third keep to the first five pieces (ASCII, line feeds only), a third to the
            // first seven (ASCII with carriage returns).
            let kinds = [5, 7, pieces.count][round % 3]
            for _ in 0..<Int(generator.next() % 60) { bytes += pieces[Int(generator.next() % UInt64(kinds))] }
            let found = bytes.withUnsafeBufferPointer { buffer in
                let lines = LineIndex(buffer)
                return (0..<lines.count).map { lines[$0] }
            }
            if found != Self.startsByteByByte(bytes) { failures.append(bytes) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(2))")
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

/// A mapping key read back from the source at its location, as written.
@Suite struct KeyTextTests {
    @Test func keysAreReadAsWritten() {
        let text = "a b + c: 1\n  'q+r': 2\n{ \"j\": 3, k :4 }\n  é + x : 5\nno colon\n"
        let file = SourceFile(path: "k.yaml", bytes: Array(text.utf8))
        func key(_ line: Int, _ column: Int) -> String? { file.keyText(at: SourceLocation(file: "k.yaml", line: line, column: column)) }
        #expect(key(1, 1) == "a b + c")
        #expect(key(2, 3) == "q+r")
        #expect(key(3, 3) == "j")
        #expect(key(3, 11) == "k")
        #expect(key(4, 3) == "é + x", "columns count scalars")
        #expect(key(5, 1) == nil, "nothing ends the key on its line")
        #expect(key(9, 1) == nil && key(1, 40) == nil, "past the text")
    }
}
