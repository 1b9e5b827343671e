/// JSON strings (RFC 8259 §7): strict UTF-8, every escape, surrogate pairs.
///
/// A lone or unpaired surrogate escape (`"\uD83D"` alone, `"\uDE00"` first) is **rejected**
/// as a syntax error. RFC 8259 §8.2 leaves the behaviour for such strings unpredictable;
/// a theme has no use for them, they cannot be held by a Swift `String` without silently
/// replacing them with U+FFFD, and an error keeps the file's meaning exactly what it says.
/// A string's decoded text: most strings have no escapes, and their text is a range of the input.
enum JSONText {
    case source(Range<Int>)
    case decoded([UInt8])
}

extension JSONScanner {
    /// Calls `body` with the bytes of `text`.
    func withBytes<R>(of text: JSONText, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch text {
        case .source(let range): return body(UnsafeBufferPointer(rebasing: bytes[range]))
        case .decoded(let decoded): return decoded.withUnsafeBufferPointer(body)
        }
    }

    /// Reads the string whose opening quote is at `index` and returns its decoded text.
    mutating func readString() throws(JSONStop) -> JSONText {
        let quote = index
        index += 1
        let contentStart = index
        // Fast path: most strings have no escapes, so their bytes are the text.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .source(contentStart..<index - 1)
            }
            if byte == UInt8(ascii: "\\") { break }
            try advancePlainByte(byte)
        }
        guard index < bytes.count else { throw unterminated(quote) }
        var decoded = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .decoded(decoded)
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape(into: &decoded)
            } else {
                let start = index
                try advancePlainByte(byte)
                decoded.append(contentsOf: bytes[start..<index])
            }
        }
        throw unterminated(quote)
    }

    /// Steps over one unescaped character starting with `byte`, validating it.
    @inline(__always)
    private mutating func advancePlainByte(_ byte: UInt8) throws(JSONStop) {
        if byte >= 0x80 {
            guard let length = UTF8Validation.sequenceLength(in: bytes, at: index) else {
                throw .syntax(.invalidUTF8(found: found(at: index)), offset: index)
            }
            index += length
        } else if byte < 0x20 {
            throw .syntax(.unescapedControl(found: found(at: index)), offset: index)
        } else {
            index += 1
        }
    }

    private func unterminated(_ quote: Int) -> JSONStop {
        .syntax(.unterminatedString, offset: quote)
    }

    /// Decodes the escape at `index` (a backslash) and appends its UTF-8 bytes.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(JSONStop) {
        let backslash = index
        index += 1
        guard let letter = peek else { throw unterminated(backslash) }
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape(at: backslash)
            UTF8.encode(scalar) { decoded.append($0) }
        default:
            throw .syntax(.invalidEscape(found: found(at: backslash + 1)), offset: backslash)
        }
    }

    /// Reads the four hex digits after `\u` (and a following low-surrogate escape when the
    /// first is a high surrogate) into one scalar.
    private mutating func readUnicodeEscape(at backslash: Int) throws(JSONStop) -> Unicode.Scalar {
        let unit = try readHex4(escapeAt: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw loneSurrogate(unit, at: backslash)
            }
            let secondBackslash = index
            index += 2
            let low = try readHex4(escapeAt: secondBackslash)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: backslash) }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value)!  // 0x10000...0x10FFFF: always a valid scalar
        case 0xDC00...0xDFFF:
            throw loneSurrogate(unit, at: backslash)
        default:
            return Unicode.Scalar(unit)!  // not a surrogate: always a valid scalar
        }
    }

    private mutating func readHex4(escapeAt backslash: Int) throws(JSONStop) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else {
                throw .syntax(.expected(.hexDigits, found: found(at: index)), offset: backslash)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func loneSurrogate(_ unit: UInt32, at offset: Int) -> JSONStop {
        .syntax(.loneSurrogate(unit), offset: offset)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }
}
