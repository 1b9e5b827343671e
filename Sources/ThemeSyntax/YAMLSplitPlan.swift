/// Where a large YAML theme can be cut into pieces that libyaml reads on several cores.
///
/// A theme's bulk is its `presets:` mapping, and each preset is an entry of it written at one
/// indentation. A piece after the first starts at such an entry's first line and holds whole
/// entries: read alone, it is a block mapping of those entries, and `SyntaxTreeWriter.joining`
/// appends its pairs to the `presets` mapping of the first piece. The plan only proposes
/// cuts; the reader keeps them only when every piece reads without an issue and joins into
/// the tree a single read would build, else it reads the file whole (so every message and
/// every limit is the single read's).
///
/// A file is cut only when its layout makes an entry's first line certain: `presets:` is the
/// last top-level key, alone on its line; every line after it is blank, a comment, or
/// indented at least as far as the first entry; a cut falls on a line at exactly that
/// indentation that starts a key (a letter, digit, `_`, `$`, a quote or another UTF-8
/// character — not `-`, `?`, `:`, `<<`, `{`, `[` or `#`). A cut inside a quoted scalar or a flow collection leaves the piece
/// before it unterminated, which libyaml reports, so such a cut is never kept.
struct YAMLSplitPlan {
    /// One piece: its bytes and the 0-based line it starts on.
    struct Piece: Equatable {
        var bytes: Range<Int>
        var firstLine: Int
    }

    /// The pieces, in order (at least two), and the indentation of the `presets` entries.
    var pieces: [Piece]
    /// Columns before the entries' keys (0-based: the key's column is `indent + 1`).
    var indent: Int
    /// The 0-based line of `presets:`.
    var presetsLine: Int

    /// Cuts `bytes` into at most `count` pieces of roughly equal size, or nil when the file
    /// cannot be cut safely or into fewer than two pieces.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, count: Int) {
        guard count >= 2, lines.count > 2, !Self.hasUTF16ByteOrderMark(bytes) else { return nil }
        guard let presetsLine = Self.lastTopLevelLine(bytes, lines: lines), Self.isPresetsKey(bytes, line: presetsLine, lines: lines)
        else { return nil }
        // The entries: every content line after `presets:` is indented by `indent` or more.
        var indent: Int?
        var cuts: [Int] = []
        let base = bytes.baseAddress!
        for line in (presetsLine + 1)..<lines.count {
            let (start, end) = (lines[line], Self.end(of: line, lines: lines, count: bytes.count))
            // Most lines (a preset's properties and states) are indented deeper than the
            // entries: `indent + 1` blanks say so, and nothing else about them matters.
            // (Counting every line's blanks byte by byte was 8 M instructions of a 10k-preset
            // theme, on one core before the pieces are read on all.)
            if let entries = indent, end - start > entries {
                var k = 0
                while k <= entries, base[start + k] == 0x20 { k += 1 }
                if k > entries { continue }
            }
            var i = start
            while i < end, bytes[i] == 0x20 { i += 1 }
            guard i < end, !Self.isLineBreak(bytes[i]), bytes[i] != UInt8(ascii: "#") else { continue }
            let column = i - start
            guard let entries = indent else {
                guard column > 0, Self.startsKey(bytes, at: i, end: end) else { return nil }
                indent = column
                continue
            }
            if column < entries { return nil }
            // An entry that is not a plain key (`<<`, `? `, `- `, a flow node) is read whole.
            if column == entries {
                guard Self.startsKey(bytes, at: i, end: end) else { return nil }
                cuts.append(line)
            }
        }
        guard let indent, !cuts.isEmpty else { return nil }
        // The cut nearest after each equal share of the bytes, each after the one before.
        var pieces: [Piece] = []
        var start = (bytes: 0, line: 0)
        var next = 0
        for share in 1..<count {
            let target = bytes.count * share / count
            while next < cuts.count, lines[cuts[next]] < target { next += 1 }
            guard next < cuts.count else { break }
            let cut = cuts[next]
            pieces.append(Piece(bytes: start.bytes..<lines[cut], firstLine: start.line))
            start = (lines[cut], cut)
            next += 1
        }
        guard !pieces.isEmpty else { return nil }
        pieces.append(Piece(bytes: start.bytes..<bytes.count, firstLine: start.line))
        self.pieces = pieces
        self.indent = indent
        self.presetsLine = presetsLine
    }

    /// The last line that starts with something other than a blank, a line break or `#`.
    private static func lastTopLevelLine(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) -> Int? {
        for line in (0..<lines.count).reversed() {
            let start = lines[line]
            guard start < bytes.count else { continue }
            let byte = bytes[start]
            if byte != 0x20, byte != UInt8(ascii: "#"), !isLineBreak(byte) { return line }
        }
        return nil
    }

    /// True when `line` is `presets:`, then only blanks or a comment.
    private static func isPresetsKey(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, lines: LineIndex) -> Bool {
        let (start, end) = (lines[line], end(of: line, lines: lines, count: bytes.count))
        let key = "presets:".utf8
        guard end - start >= key.count, bytes[start..<start + key.count].elementsEqual(key) else { return false }
        var i = start + key.count
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < end, !isLineBreak(bytes[i]) else { return true }
        return bytes[i] == UInt8(ascii: "#") && i > start + key.count
    }

    /// True when the byte at `i` starts a key a cut may fall before: ASCII letters, digits,
    /// `_`, `$` and quotes, and any other UTF-8 character but the line breaks libyaml knows
    /// (NEL, LS, PS) and a byte order mark.
    private static func startsKey(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Bool {
        func next(_ n: Int) -> UInt8? { i + n < end ? bytes[i + n] : nil }
        switch bytes[i] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        case 0xC2: return next(1) != 0x85
        case 0xE2: return !(next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9))
        case 0xEF: return !(next(1) == 0xBB && next(2) == 0xBF)
        case 0xC3...0xF4: return true
        default: return false
        }
    }

    /// Where 0-based `line` ends (its line break included).
    private static func end(of line: Int, lines: LineIndex, count: Int) -> Int {
        line + 1 < lines.count ? lines[line + 1] : count
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private static func hasUTF16ByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    }
}
