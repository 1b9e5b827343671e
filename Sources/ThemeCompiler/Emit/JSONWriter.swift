/// Appends deterministic JSON to a byte buffer: 2-space indentation, `": "` after keys,
/// shortest round-trip numbers, strings escaped per RFC 8259 (non-ASCII kept as UTF-8).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var indent = 0
    /// Whether each open container already has a member (so the next needs a comma).
    private var hasMember: [Bool] = []

    init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the current object: `"key": `.
    mutating func key(_ key: String) {
        separate()
        string(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts a member keyed by a row's state (`normal`, `highlighted+selected`), without
    /// building the key as a String.
    mutating func key(_ state: StateSet) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        if state.isEmpty { bytes.append(contentsOf: "normal".utf8) }
        var first = true
        for atom in state {
            if !first { bytes.append(UInt8(ascii: "+")) }
            first = false
            bytes.append(contentsOf: atom.rawValue.utf8)
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// A colour as the string `"#RRGGBBAA"`.
    mutating func color(_ rgba: RGBA) {
        bytes.append(UInt8(ascii: "\""))
        rgba.appendHex(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Hands the bytes written so far to `body` and forgets them (keeping the capacity), so
    /// a stream holds one chunk at a time.
    mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        bytes.withUnsafeBytes(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Starts an element of the current array.
    mutating func element() { separate() }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [92, 92])
            case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    mutating func null() { bytes.append(contentsOf: "null".utf8) }

    mutating func number(_ value: Double) {
        // Small integers (radii, widths, insets: nearly every number of a table) as digits.
        if value == value.rounded(), abs(value) < 1_000_000 {
            number(Int(value))
        } else {
            bytes.append(contentsOf: Self.format(value).utf8)
        }
    }

    mutating func number(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
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

    private mutating func separate() {
        if hasMember[hasMember.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasMember[hasMember.count - 1] = true
        newline()
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<(indent * 2) { bytes.append(UInt8(ascii: " ")) }
    }
}
