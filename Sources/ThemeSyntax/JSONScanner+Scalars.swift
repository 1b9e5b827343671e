/// Numbers and the literals `true`, `false`, `null`, read exactly per RFC 8259 §6 and kept
/// as ranges of their source text (the theme language decides what a number means).
extension JSONScanner {
    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns where its
    /// text is. No leading `+`, no leading zeros, no `.5`, no `1.`.
    mutating func readNumber() throws(JSONStop) -> Range<Int> {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, Self.isDigit(first) else {
            throw .syntax(.expected(.digitAfterMinus, found: found(at: index)), offset: index)
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, Self.isDigit(next) {
                throw .syntax(.leadingZero, offset: start)
            }
        } else {
            skipDigits()
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            try requireDigit(.fractionDigit)
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            try requireDigit(.exponentDigit)
        }
        return start..<index
    }

    /// Reads `true`, `false` or `null` and returns where its text is.
    mutating func readLiteral() throws(JSONStop) -> Range<Int> {
        for word in ["true", "false", "null"] {
            let utf8 = word.utf8
            if index + utf8.count <= bytes.count, zip(utf8, bytes[index...]).allSatisfy({ $0 == $1 }) {
                index += utf8.count
                return index - utf8.count..<index
            }
        }
        throw .syntax(.unknownWord(found: found(at: index)), offset: index)
    }

    private mutating func requireDigit(_ expectation: SyntaxIssue.JSONExpectation) throws(JSONStop) {
        guard let byte = peek, Self.isDigit(byte) else {
            throw .syntax(.expected(expectation, found: found(at: index)), offset: index)
        }
        skipDigits()
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
