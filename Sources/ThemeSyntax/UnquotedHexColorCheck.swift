/// Finds `key: #FF0000`, where the unquoted colour starts a YAML comment and leaves the
/// value empty (rule `unquoted-hex-color`). libyaml drops comments: the check takes the
/// comments `YAMLComments` found and reads the raw line between the key and the comment.
struct UnquotedHexColorCheck {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    /// Line → its comment.
    private let comments: [Int: SourceComment]
    private let lines: LineIndex

    init(bytes: UnsafeBufferPointer<UInt8>, path: String, comments: [SourceComment], lines: LineIndex) {
        self.bytes = bytes
        self.path = path
        self.lines = lines
        var byLine: [Int: SourceComment] = [:]
        for comment in comments { byLine[comment.line] = comment }
        self.comments = byLine
    }

    /// The issue for an empty value whose key ends at `keyEnd`, when the rest of that line
    /// is `:`, whitespace, then `#` and 3, 4, 6 or 8 hex digits ending the line or followed
    /// by whitespace; nil otherwise.
    mutating func issue(key: String, keyEnd: SourceLocation) -> SyntaxIssue? {
        guard let comment = comments[keyEnd.line], comment.column > keyEnd.column else { return nil }
        guard var index = lines.offset(line: keyEnd.line - 1, column: keyEnd.column - 1, in: bytes) else { return nil }
        var column = keyEnd.column
        // Skips spaces and tabs, keeping the column in step (all ASCII: one byte, one column).
        func skipBlanks() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1; column += 1 }
        }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1; column += 1
        let beforeBlanks = index
        skipBlanks()
        // A comment needs whitespace before its '#'.
        guard index > beforeBlanks, column == comment.column else { return nil }
        let hashColumn = column
        let digitsStart = index + 1
        var end = digitsStart
        while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
        guard [3, 4, 6, 8].contains(end - digitsStart) else { return nil }
        if end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { return nil }
        let colour = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        return SyntaxIssue(
            .unquotedHexColor(key: key, colour: colour), at: SourceLocation(file: path, line: keyEnd.line, column: hashColumn))
    }

    /// The issue for `{ key: #RRGGBB, … }` in a flow mapping, where the colour's comment
    /// swallowed the rest of the line and libyaml then failed at or before `line`: the last
    /// comment up to `line` that is `#` and 3, 4, 6 or 8 hex digits (then a blank, `,`, `}`,
    /// `]` or the line's end) right after `key:` and blanks, on a line that opens a flow
    /// collection before it. nil when there is none: libyaml's own error stands.
    func flowIssue(throughLine line: Int) -> SyntaxIssue? {
        for candidate in comments.values.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) })
        where candidate.line <= line && !candidate.isWholeLine {
            guard let hash = lines.offset(line: candidate.line - 1, column: candidate.column - 1, in: bytes),
                let start = lines.offset(line: candidate.line - 1, column: 0, in: bytes)
            else { continue }
            var end = hash + 1
            while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
            guard [3, 4, 6, 8].contains(end - hash - 1),
                end == bytes.count || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]),
                bytes[start..<hash].contains(UInt8(ascii: "{"))
            else { continue }
            // `key:` and blanks before the '#'.
            var i = hash - 1
            while i > start, bytes[i] == 0x20 || bytes[i] == 0x09 { i -= 1 }
            guard i > start, bytes[i] == UInt8(ascii: ":") else { continue }
            var keyStart = i
            while keyStart > start, Self.isKeyByte(bytes[keyStart - 1]) { keyStart -= 1 }
            guard keyStart < i else { continue }
            let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<i]), as: UTF8.self)
            let colour = String(decoding: UnsafeBufferPointer(rebasing: bytes[hash..<end]), as: UTF8.self)
            return SyntaxIssue(
                .unquotedHexColor(key: key, colour: colour), at: SourceLocation(file: path, line: candidate.line, column: candidate.column))
        }
        return nil
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
