#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A YAML comment, which libyaml drops: where its `#` is and what follows it.
package struct SourceComment: Sendable, Hashable {
    /// 1-based line and column (Unicode scalars) of the `#`.
    package let line: Int
    package let column: Int
    /// The text after the `#`, up to the end of the line.
    package let text: String
    /// True when only blanks come before the `#` on its line.
    package let isWholeLine: Bool
}

/// The comments of a YAML text, found in one pass over its bytes: the one place that knows
/// what a YAML comment is (`# themec:` suppressions and `unquoted-hex-color` both read it).
///
/// A `#` starts a comment at the start of a line or after a blank, outside quoted scalars.
/// Quotes are tracked within a line (a quoted scalar opens after a blank or one of `:[{,-`),
/// with `''` and `\"` escapes; lines break where libyaml breaks them, so comment lines agree
/// with finding lines.
package enum YAMLComments {
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [SourceComment] {
        guard bytes.contains(UInt8(ascii: "#")) else { return [] }
        return scan(bytes, lines: LineIndex(bytes))
    }

    /// `scan(_:)` with the line starts already found.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) -> [SourceComment] {
        guard let base = bytes.baseAddress else { return [] }
        var comments: [SourceComment] = []
        // Most lines have no `#` at all: `memchr` finds the next one (many bytes at a time),
        // and only its line is read with quotes and columns tracked. (Byte by byte, the search
        // was 10 M instructions of a 10k-preset theme, on one core before its pieces are read.)
        var from = 0
        var line = 0
        while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "#")), bytes.count - from) {
            let hash = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            while line + 1 < lines.count, lines[line + 1] <= hash { line += 1 }
            let end = line + 1 < lines.count ? lines[line + 1] : bytes.count
            if let comment = comment(in: bytes, from: lines[line], to: end, line: line + 1) { comments.append(comment) }
            from = end
        }
        return comments
    }

    /// The comment on one line (bytes `start..<end`, line break included), if any.
    private static func comment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: Int) -> SourceComment? {
        var quote: UInt8 = 0
        var previous = UInt8(ascii: " ")
        var column = 1
        var blanksOnly = true
        var i = start
        while i < end {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D { break }
            if quote != 0 {
                if c == quote {
                    // '' inside a single-quoted scalar is an escaped quote.
                    if quote == UInt8(ascii: "'"), i + 1 < end, bytes[i + 1] == quote {
                        i += 2; column += 2
                        continue
                    }
                    quote = 0
                } else if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\"), i + 1 < end, bytes[i + 1] < 0x80 {
                    i += 2; column += 2
                    continue
                }
            } else if c == UInt8(ascii: "#"), previous == 0x20 || previous == 0x09 {
                var textEnd = i + 1
                while textEnd < end, bytes[textEnd] != 0x0A, bytes[textEnd] != 0x0D { textEnd += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<textEnd]), as: UTF8.self)
                return SourceComment(line: line, column: column, text: text, isWholeLine: blanksOnly)
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'"), Self.opensQuote(after: previous) {
                quote = c
            }
            if c != 0x20 && c != 0x09 { blanksOnly = false }
            previous = c
            i += 1
            if UTF8Validation.startsScalar(c) { column += 1 }
        }
        return nil
    }

    private static func opensQuote(after byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: "-"): true
        default: false
        }
    }
}
