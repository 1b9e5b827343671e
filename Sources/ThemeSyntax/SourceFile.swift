/// A source file as read, once: its display path, its bytes and where its lines start.
/// Everything after reading (suppression comments, reporters' excerpts, baselines) takes
/// the text from here, never from disk again, so a file that changes while themec runs
/// cannot make a finding point at text the compiler never saw.
public struct SourceFile: Sendable {
    /// The path as shown in findings.
    public let path: String
    /// The bytes as read (empty when the file was over the input limit and never read).
    public let bytes: [UInt8]
    /// Its comments, as the parser found them (YAML; none in JSON).
    package let comments: [SourceComment]
    /// Line starts, counted the way libyaml counts lines (so finding lines match).
    private let lines: LineIndex

    package init(path: String, bytes: [UInt8], comments: [SourceComment] = []) {
        self.path = path
        self.bytes = bytes
        self.comments = comments
        self.lines = bytes.withUnsafeBufferPointer { LineIndex($0) }
    }

    /// The file `parsed` was read from, keeping the comments and the line starts the reader
    /// already found (they are not looked for twice).
    package init(path: String, bytes: [UInt8], parsed: ParsedSource) {
        self.path = path
        self.bytes = bytes
        self.comments = parsed.comments
        self.lines = parsed.lines ?? bytes.withUnsafeBufferPointer { LineIndex($0) }
    }

    /// How many lines the file has (a file without a final line break still ends in one).
    public var lineCount: Int { lines.count }

    /// The text of 1-based line `n` without its line break, or nil past the end.
    public func line(_ n: Int) -> String? {
        lineRange(n).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The mapping key that starts at `location`, as written: between its quotes when it is
    /// quoted, else up to the `:` after it on its line, without the blanks before that `:`.
    /// Nil when nothing ends the key on its line, or `location` is past the text. Escapes are
    /// not read: a caller that quotes the key checks it means what the parser read.
    package func keyText(at location: SourceLocation) -> String? {
        guard let line = lineRange(location.line),
            let start = bytes.withUnsafeBufferPointer({ lines.offset(line: location.line - 1, column: location.column - 1, in: $0) }),
            start < line.upperBound
        else { return nil }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = bytes[(start + 1)..<line.upperBound].firstIndex(of: first) else { return nil }
            return String(decoding: bytes[(start + 1)..<close], as: UTF8.self)
        }
        guard var end = bytes[start..<line.upperBound].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Where 1-based line `n` is in `bytes`, without its line break; nil past the end
    /// (reporters copy excerpts from the bytes without making a `String`).
    package func lineRange(_ n: Int) -> Range<Int>? {
        guard n >= 1, n <= lines.count else { return nil }
        let start = lines[n - 1]
        var end = n < lines.count ? lines[n] : bytes.count
        // Drop the break that ended the line: \n, \r\n, \r, NEL (C2 85), LS/PS (E2 80 A8/A9).
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        if n < lines.count, end == lines[n] {
            if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 {
                end -= 2
            } else if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80 {
                end -= 3
            }
        }
        return start..<end
    }
}
