import ThemeSyntax

/// Where a reporter writes: bytes appended in place (no `String` per finding), handed to a
/// sink in chunks as they fill, so a report of tens of thousands of findings is never held
/// whole, or kept whole when there is no sink (a report file, a test).
public struct ReportOutput {
    /// The bytes not yet handed to the sink (all of them without one).
    package private(set) var bytes = ByteArray()
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    private let chunkSize: Int
    /// The path of the last location appended, and its file's number.
    private var lastFile: [UInt8] = []
    private var lastFileNumber: UInt32?

    /// An output that keeps every byte in `bytes`.
    package init() {
        sink = nil
        chunkSize = 0
    }

    /// An output that keeps every byte in `bytes`, which starts as `buffer` emptied (its
    /// capacity kept).
    package init(reusing buffer: ByteArray) {
        self.init()
        bytes = buffer
        bytes.removeAll(keepingCapacity: true)
    }

    /// An output that hands its bytes to `sink` whenever `chunkSize` of them have gathered,
    /// and the rest at `finish()`.
    package init(chunkSize: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.sink = sink
        self.chunkSize = chunkSize
        bytes.reserveCapacity(chunkSize + 4096)
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) { bytes.append(utf8: text) }

    /// Appends a finding's message as its UTF-8, made now when it is made when read.
    mutating func append(_ text: DiagnosticText) { text.appendUTF8(to: &bytes) }

    /// Appends one byte.
    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Appends bytes copied from a buffer (an excerpt from a source's bytes).
    mutating func append(_ slice: ArraySlice<UInt8>) { slice.withUnsafeBufferPointer { bytes.append(contentsOf: $0) } }

    /// Appends another output's bytes (a part rendered on another core).
    mutating func append(_ other: ByteArray) { bytes.append(other) }

    /// Appends `value` in decimal.
    mutating func append(_ value: Int) { JSONWriter.appendInteger(value, to: &bytes) }

    /// Appends text written in the program (a separator, a label), its bytes at once: a
    /// `String`'s UTF-8 view is appended through a generic path, several times the work for
    /// the few bytes a report's separators have.
    mutating func append(literal text: StaticString) { bytes.append(text) }

    /// Appends `count` spaces (none when `count` is not positive).
    mutating func appendSpaces(_ count: Int) { JSONWriter.appendSpaces(count, to: &bytes) }

    /// Appends what lines the caret up under the end of `text`: a tab for each of its tabs, a
    /// space for each other byte (ASCII text, one column a byte).
    mutating func appendPad(under text: ArraySlice<UInt8>) {
        guard text.contains(0x09) else { return appendSpaces(text.count) }
        for byte in text { bytes.append(byte == 0x09 ? 0x09 : UInt8(ascii: " ")) }
    }

    /// Appends `file:line:column`, as `SourceLocation.description` writes it.
    mutating func append(_ location: SourceLocation) {
        // A location's path is looked up under a lock shared by every thread, and the string
        // it gives is shared too: a report renders findings on every core.
        if location.fileNumber != lastFileNumber {
            lastFileNumber = location.fileNumber
            lastFile = Array(location.file.utf8)
        }
        bytes.append(contentsOf: lastFile)
        bytes.append(UInt8(ascii: ":"))
        append(location.line)
        bytes.append(UInt8(ascii: ":"))
        append(location.column)
    }

    /// Appends `text` escaped by `escape` unless none of its bytes is one `needsEscape`
    /// picks (nearly every message), in which case it is copied as it is.
    mutating func append(_ text: String, escapingWhere needsEscape: (UInt8) -> Bool, with escape: (String) -> String) {
        if text.utf8.contains(where: needsEscape) {
            append(escape(text))
        } else {
            append(text)
        }
    }

    /// Appends what `json` has written and empties it.
    mutating func append(draining json: inout JSONWriter) {
        json.drain { bytes.append(contentsOf: $0) }
    }

    /// Hands the bytes to the sink when a chunk has gathered (reporters call it between
    /// findings).
    mutating func flushIfFull() {
        guard let sink, bytes.count >= chunkSize else { return }
        bytes.withUnsafeBytes(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands the rest to the sink (the end of a report).
    package mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(sink)
        bytes.removeAll(keepingCapacity: true)
    }
}
