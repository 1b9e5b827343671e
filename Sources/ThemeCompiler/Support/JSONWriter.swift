/// Appends deterministic JSON to a byte buffer: 2-space indentation, `": "` after keys,
/// shortest round-trip numbers, strings escaped per RFC 8259 (non-ASCII kept as UTF-8).
struct JSONWriter {
    private(set) var bytes = ByteArray()
    private var indent = 0
    /// Whether each open container already has a member (so the next needs a comma).
    private var hasMember: [Bool] = []
    /// What the table's rows keep from one to the next (`JSONWriter+TableSink`), made for the
    /// first.
    var scratch: ByteScratch?
    /// Where the value of each row of the preset being written is in `bytes`, for the rows
    /// that repeat one (`JSONWriter.repeatRow`). Kept here while a preset is written, not in
    /// the scratch (a class), whose stored properties are checked for exclusive access at
    /// run time on each change: two such checks a row cost about 0.7 % of a 10k compile.
    var rowValues: [Range<Int>] = []

    init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends to `bytes` a member of an object nested `depth` deep, as `body` writes it with
    /// a writer at that depth, written as a member that follows another (so with its leading
    /// comma): presets rendered apart (on worker threads) one after another into one buffer.
    /// The same bytes as a writer that reached that object writes, comma included.
    static func appendFollowingMember(depth: Int, to bytes: inout ByteArray, _ body: (inout JSONWriter) -> Void) {
        var writer = JSONWriter()
        writer.indent = depth
        // Room for a preset's nesting at once (its object, `axes`, `states`).
        writer.hasMember.reserveCapacity(depth + 6)
        writer.hasMember.append(contentsOf: repeatElement(true, count: depth))
        writer.scratch = ByteScratch.spares.take()
        // Swapped in and out: the buffers are never copied, however large they grew.
        if let scratch = writer.scratch { swap(&writer.rowValues, &scratch.rowValues) }
        swap(&writer.bytes, &bytes)
        body(&writer)
        swap(&writer.bytes, &bytes)
        if let scratch = writer.scratch {
            swap(&writer.rowValues, &scratch.rowValues)
            ByteScratch.spares.giveBack(scratch)
        }
    }

    /// Counts a member of the current object that was written apart
    /// (`appendFollowingMember`) and is passed on by the caller, not appended here. True when
    /// it is the object's first member, which has no comma before it: its first byte, the
    /// comma, must then be left out.
    mutating func countRenderedMember() -> Bool {
        let first = !hasMember[hasMember.count - 1]
        hasMember[hasMember.count - 1] = true
        return first
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the current object: `"key": `.
    mutating func key(_ key: String) {
        separate()
        string(key)
        bytes.append(": ")
    }

    /// Hands the bytes written so far to `body` and forgets them (keeping the capacity), so
    /// a stream holds one chunk at a time. Nothing written: `body` is not called.
    mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// How many containers are open: the nesting level of the next member's line.
    var depth: Int { indent }

    /// Writes a complete value (after `key` or `element`) with `body`, which appends its
    /// bytes directly, indented for `depth`: for values rendered from prebuilt fragments.
    mutating func rawValue(_ body: (inout ByteArray) -> Void) { body(&bytes) }

    /// Starts an element of the current array.
    mutating func element() { separate() }

    mutating func string(_ value: String) { Self.appendString(value, to: &bytes) }

    /// Appends `value` as a JSON string literal. Runs without a character to escape (nearly
    /// every key and name) are copied at once.
    static func appendString(_ value: String, to bytes: inout some ByteAppending) {
        var value = value
        value.withUTF8 { utf8 in
            if utf8.count <= plainLength, !utf8.contains(where: needsEscape) {
                appendPlain(utf8, to: &bytes)
                return
            }
            bytes.append(UInt8(ascii: "\""))
            var start = 0
            for (i, byte) in utf8.enumerated() where needsEscape(byte) {
                bytes.append(utf8.baseAddress! + start, count: i - start)
                appendEscape(byte, to: &bytes)
                start = i + 1
            }
            if start < utf8.count { bytes.append(utf8.baseAddress! + start, count: utf8.count - start) }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// The longest string `appendPlain` takes.
    private static let plainLength = 126

    /// Appends `utf8`, which needs no escape, with its quotes, in one append (three appends
    /// were most of the work for a key or a name).
    private static func appendPlain(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout some ByteAppending) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: plainLength + 2) { text in
            let start = text.baseAddress!
            start.pointee = UInt8(ascii: "\"")
            if let source = utf8.baseAddress { (start + 1).update(from: source, count: utf8.count) }
            start[utf8.count + 1] = UInt8(ascii: "\"")
            bytes.append(start, count: utf8.count + 2)
        }
    }

    /// True for a byte a JSON string must escape.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout some ByteAppending) {
        bytes.append(92)
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append(UInt8(ascii: "u")); bytes.append(48); bytes.append(48)
            bytes.append(hexDigits[Int(byte >> 4)]); bytes.append(hexDigits[Int(byte & 15)])
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func null() { bytes.append("null") }

    mutating func number(_ value: Double) { Self.appendNumber(value, to: &bytes) }

    mutating func number(_ value: Int) { Self.appendInteger(value, to: &bytes) }

    /// Appends `value` as `format(value)` would write it; small integers (radii, widths,
    /// insets: nearly every number of a table) without building a String.
    static func appendNumber(_ value: Double, to bytes: inout some ByteAppending) {
        if value == value.rounded(), abs(value) < 1_000_000 {
            appendInteger(Int(value), to: &bytes)
        } else {
            bytes.append(utf8: format(value))
        }
    }

    /// Appends the decimal digits of `value`.
    static func appendInteger(_ value: Int, to bytes: inout some ByteAppending) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxIntegerLength) { text in
            let count = writeInteger(value, to: text.baseAddress!)
            bytes.append(text.baseAddress!, count: count)
        }
    }

    /// The most bytes `writeInteger` writes (`Int.min`: a sign and 19 digits).
    static let maxIntegerLength = 20

    /// Writes the decimal digits of `value` at `start` (a `-` first when it is negative), where
    /// there is room for `maxIntegerLength` bytes; returns how many it wrote.
    static func writeInteger(_ value: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let sign = value < 0 ? 1 : 0
        if sign == 1 { start.pointee = UInt8(ascii: "-") }
        var i = sign + digits
        repeat {
            i -= 1
            start[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return sign + digits
    }

    /// The shortest text that reads back as `value`: integers without a fraction (`10`, not
    /// `10.0`), others in Swift's shortest round-trip form (`0.5`, `1e-05`).
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    /// Ends the document with a newline.
    mutating func finish() { bytes.append(0x0A) }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        indent += 1
        hasMember.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        indent -= 1
        if hasMember.removeLast() { newline() }
        bytes.append(bracket)
    }

    /// Starts the next member or element of the current container: its comma (unless it is
    /// the first), a newline and its indentation.
    mutating func separate() {
        let last = hasMember.count - 1
        let comma = hasMember[last]
        hasMember[last] = true
        appendLineStart(comma: comma)
    }

    private mutating func newline() { appendLineStart(comma: false) }

    /// A `,` when `comma`, a newline and the current indentation: one append of a slice of
    /// `lineStarts` up to 30 levels deep.
    private mutating func appendLineStart(comma: Bool) {
        let skip = comma ? 0 : 1
        let count = 2 - skip + 2 * indent
        guard count <= Self.lineStarts.utf8CodeUnitCount - skip else {
            if comma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
            Self.appendIndent(indent, to: &bytes)
            return
        }
        bytes.append(Self.lineStarts.utf8Start + skip, count: count)
    }

    /// A comma, a newline and 61 spaces (the indentation `appendSpaces` copies).
    private static let lineStarts: StaticString = ",\n                                                              "

    /// Appends the indentation of nesting level `level` (two spaces a level).
    static func appendIndent(_ level: Int, to bytes: inout some ByteAppending) { appendSpaces(level * 2, to: &bytes) }

    /// Appends `count` spaces, copied from `lineStarts` up to 61 at a time.
    static func appendSpaces(_ count: Int, to bytes: inout some ByteAppending) {
        var remaining = count
        let spaces = lineStarts.utf8Start + 2, most = lineStarts.utf8CodeUnitCount - 2
        while remaining > 0 {
            let n = min(remaining, most)
            bytes.append(spaces, count: n)  // a slice of an array: 4x the work
            remaining -= n
        }
    }
}
