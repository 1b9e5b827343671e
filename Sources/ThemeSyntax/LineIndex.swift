#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte offsets where the lines of a YAML source start, built once in O(n).
///
/// It counts line breaks the way libyaml does (`\n`, `\r\n`, `\r`, and YAML 1.1's NEL,
/// LS and PS) and starts line 1 after a UTF-8 byte order mark, because libyaml's columns
/// do not count the mark either. Used to look at raw text near a libyaml mark (the
/// unquoted-hex-colour check) and to place libyaml reader errors, which come as byte offsets.
///
/// A source file keeps its index for as long as its findings may quote it, so each start is
/// 32 bits (a file is far below 4 GB: `SyntaxTree` ranges are 32-bit too), half of an `Int`.
struct LineIndex: Sendable {
    /// `starts[i]` is the byte offset of 0-based line `i`.
    private let starts: [UInt32]
    /// True when every byte is ASCII: a column is then a byte count (`offset(line:column:in:)`
    /// needs no walk over the line).
    private let isASCII: Bool

    /// Scans `bytes` once for line breaks, eight bytes at a time between them (the index is
    /// built before a large file's pieces are read on every core: byte by byte, 3 ms of a
    /// 10k-preset theme's lint ran on one core).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let starts = Self.newlineStarts(ofASCII: bytes) {
            self.starts = starts
            self.isASCII = true
            return
        }
        var starts: [UInt32] = [UTF8Validation.hasByteOrderMark(bytes) ? 3 : 0]
        var index = Int(starts[0])
        var isASCII = index == 0
        let count = bytes.count
        while index < count {
            index = Self.skipPlainWords(bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    index += 1
                } else if byte == 0x0D {
                    index += (index + 1 < count && bytes[index + 1] == 0x0A) ? 2 : 1
                } else {
                    index += 1
                    continue
                }
            } else {
                isASCII = false
                if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                    index += 2  // NEL
                } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    index += 3  // LS, PS
                } else {
                    index += 1
                    continue
                }
            }
            starts.append(UInt32(index))
        }
        // Copied to exactly its size: grown by doubling, the array may be nearly half empty
        // (0.14 MB for a 10k-preset theme), and it lives as long as the file's findings.
        self.starts = starts.withUnsafeBufferPointer(Array.init)
        self.isASCII = isASCII
    }

    /// The line starts of an ASCII text without a carriage return (nearly every theme): after
    /// each `\n`, found by `memchr`, which scans many bytes at a time. Nil for any other text,
    /// which the general scan takes. (The general scan cost 12 M instructions for a
    /// 10k-preset theme, on one core before its pieces are read on all; this, 3 M.)
    private static func newlineStarts(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> [UInt32]? {
        guard let base = bytes.baseAddress, isASCII(bytes), memchr(base, 0x0D, bytes.count) == nil else { return nil }
        var starts: [UInt32] = [0]
        let end = base + bytes.count
        var next = base
        while next < end, let found = memchr(next, 0x0A, end - next) {
            next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(UInt32(next - base))
        }
        return starts.withUnsafeBufferPointer(Array.init)
    }

    /// True when no byte has its high bit set (eight bytes at a time).
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var high: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            high |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The first offset from `index` on whose eight-byte word holds a line break or a byte
    /// that is not ASCII (or where fewer than eight bytes are left): the words before it hold
    /// neither, so they start no line.
    @inline(__always)
    private static func skipPlainWords(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        @inline(__always) func hasZeroByte(_ w: UInt64) -> Bool { (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080 != 0 }
        var index = index
        while index + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if w & 0x8080_8080_8080_8080 != 0 || hasZeroByte(w ^ 0x0A0A_0A0A_0A0A_0A0A) || hasZeroByte(w ^ 0x0D0D_0D0D_0D0D_0D0D) {
                break
            }
            index += 8
        }
        return index
    }

    /// How many lines there are (a text without a final line break still ends in one).
    var count: Int { starts.count }

    /// The byte offset where 0-based line `line` starts.
    subscript(line: Int) -> Int { Int(starts[line]) }

    /// The byte offset of the 0-based `column` (in scalars) on 0-based `line`, or nil when
    /// the line does not exist. A column past the end of the line clamps to the end of input.
    func offset(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard line >= 0, line < starts.count, column >= 0 else { return nil }
        if isASCII { return min(self[line] + column, bytes.count) }
        var index = self[line]
        var remaining = column
        while remaining > 0 && index < bytes.count {
            index += 1
            // Skip the continuation bytes of the scalar just passed.
            while index < bytes.count && !UTF8Validation.startsScalar(bytes[index]) { index += 1 }
            remaining -= 1
        }
        return index
    }

    /// The 1-based line and column (in scalars) of a byte offset.
    func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(max(offset, 0), bytes.count)
        // Binary search for the last line start at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if self[mid] <= target { low = mid } else { high = mid - 1 }
        }
        let start = min(self[low], target)
        return (low + 1, UTF8Validation.scalarCount(in: bytes, from: start, to: target) + 1)
    }
}
