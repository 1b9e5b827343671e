/// Strict UTF-8 checks shared by the JSON parser and the line index.
///
/// "Strict" means RFC 3629: no overlong forms, no UTF-16 surrogates encoded in UTF-8
/// (U+D800…U+DFFF), nothing above U+10FFFF, no truncated sequences.
enum UTF8Validation {
    /// The text of `bytes` (invalid UTF-8 repaired, as `String(decoding:)` does).
    /// `String(decoding:)` checks for contiguous storage with a dynamic cast on every call
    /// and `String(validating:)` instantiates generic metadata on every call, both visible
    /// in a profile of a large theme; copying into a new string's storage does neither.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { storage in
            guard let base = bytes.baseAddress, let target = storage.baseAddress else { return 0 }
            target.initialize(from: base, count: bytes.count)
            return bytes.count
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or nil when the bytes
    /// there are not one. Reads past `index` only as far as the buffer allows.
    @inline(__always)
    static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        // The allowed range of the second byte depends on the lead byte: that is where
        // overlongs (E0, F0), surrogates (ED) and values above U+10FFFF (F4) are excluded.
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil  // continuation byte, C0/C1 overlong leads, F5…FF
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low && second <= high else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// True for a byte that starts a scalar (anything but a `10xxxxxx` continuation byte).
    /// Counting these counts Unicode scalars in valid UTF-8, and something sensible in
    /// invalid UTF-8 (every stray byte counts as one column).
    @inline(__always)
    static func startsScalar(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// Number of scalars in `bytes[start..<end]`.
    static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if startsScalar(bytes[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// True when `bytes` start with the UTF-8 byte order mark EF BB BF.
    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }
}
