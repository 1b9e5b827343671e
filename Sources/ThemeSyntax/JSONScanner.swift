/// Why the JSON parser stopped: a syntax error at a byte offset, or a limit.
enum JSONStop: Error {
    /// `offset` is on the scanner's current line (strings cannot hold raw line breaks, so
    /// an error is always on the line being scanned).
    case syntax(SyntaxIssue.SyntaxError, offset: Int)
    case limit(SyntaxIssue)
}

/// The byte-level cursor of the JSON parser: position, line tracking and locations.
///
/// Works on an `UnsafeBufferPointer` so the hot loops index bytes without bounds-checked
/// array access or per-character `String` work. Lines end at `\n`, `\r\n` or `\r`, which
/// in valid JSON occur only in whitespace, so `skipWhitespace` is the one place lines advance.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    /// `path` as locations keep it.
    private let fileID: UInt32
    /// The next byte to read.
    var index = 0
    /// 1-based line of `index`.
    private(set) var line = 1
    /// Byte offset where the current line starts.
    private var lineStart = 0
    /// A byte offset on the current line whose column is known, so computing the column
    /// of a later offset costs only the bytes in between: O(n) overall even on a 30 MB
    /// single-line file.
    private var checkpointOffset = 0
    private var checkpointColumn = 1

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        self.fileID = SourceLocation.fileID(of: path)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at `index`, or nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips a leading UTF-8 byte order mark; the first character after it is column 1.
    mutating func skipByteOrderMark() {
        guard UTF8Validation.hasByteOrderMark(bytes) else { return }
        index = 3
        lineStart = 3
        checkpointOffset = 3
    }

    /// Skips JSON whitespace (space, tab, line feed, carriage return), counting lines.
    mutating func skipWhitespace() {
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                index += 1
                startLine()
            case 0x0D:
                index += 1
                if index < count && bytes[index] == 0x0A { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
        checkpointOffset = index
        checkpointColumn = 1
    }

    /// The location of byte `offset`, which must be on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        let target = min(max(offset, lineStart), bytes.count)
        if target < checkpointOffset {
            checkpointOffset = lineStart
            checkpointColumn = 1
        }
        checkpointColumn += UTF8Validation.scalarCount(in: bytes, from: checkpointOffset, to: target)
        checkpointOffset = target
        return SourceLocation(fileID: fileID, line: line, column: checkpointColumn)
    }

    /// What is at byte `offset`, for "found …".
    func found(at offset: Int) -> FoundCharacter {
        FoundCharacter(in: bytes, at: offset)
    }

    /// Consumes `byte` or throws "expected … found …" at the current byte.
    mutating func expect(_ byte: UInt8, _ expectation: SyntaxIssue.JSONExpectation) throws(JSONStop) {
        guard peek == byte else {
            throw .syntax(.expected(expectation, found: found(at: index)), offset: index)
        }
        index += 1
    }
}
