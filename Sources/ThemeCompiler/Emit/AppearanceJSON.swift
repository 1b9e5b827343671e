/// Writes an appearance — the bulk of a table: every property, in every row — from
/// fragments rendered once. An appearance always sits at the same depth of the table, so
/// each key with its separator and indentation is a constant run of bytes; only values are
/// formatted per row (`AppearanceWalk` says what comes in which order). The bytes are exactly
/// those `JSONWriter` would write member by member.
final class AppearanceJSON: Sendable {
    /// The nesting level of the line holding the appearance's key.
    let depth: Int
    /// Per `AppearanceObject`, per key: `{` (first key) or `,`, a newline and indentation,
    /// then `"key": `.
    private let members: [[[UInt8]]]
    /// Newline and indentation closing a container at depth + 1 … depth + 3 (`close[0]`
    /// closes the appearance itself).
    private let close: [[UInt8]]
    /// An array element at depth + 2: the first one and the later ones.
    private let firstElement: [UInt8], nextElement: [UInt8]

    init(depth: Int) {
        self.depth = depth
        func closing(_ level: Int) -> [UInt8] {
            var bytes: [UInt8] = [0x0A]
            JSONWriter.appendIndent(level, to: &bytes)
            return bytes
        }
        members = AppearanceObject.allCases.map { object in
            object.keys.enumerated().map { n, key in
                var bytes: [UInt8] = [UInt8(ascii: n == 0 ? "{" : ",")]
                bytes.append(0x0A)
                JSONWriter.appendIndent(depth + 1 + object.level, to: &bytes)
                JSONWriter.appendString(key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                return bytes
            }
        }
        close = [depth, depth + 1, depth + 2].map(closing)
        firstElement = [UInt8(ascii: "[")] + closing(depth + 2)
        nextElement = [UInt8(ascii: ",")] + closing(depth + 2)
    }

    /// Appends `a` as a JSON object, with `provenance` and the `uncertain` values when asked.
    func write(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry] = [], to out: inout [UInt8]) {
        var sink = Bytes(fragments: self)
        swap(&sink.bytes, &out)  // the sink appends to `out` itself, never a copy
        AppearanceWalk.walk(a, provenance: provenance, uncertain: uncertain, into: &sink)
        swap(&sink.bytes, &out)
    }

    /// Appends the walk's members to `bytes` from the fragments.
    struct Bytes: AppearanceSink {
        let fragments: AppearanceJSON
        var bytes: [UInt8] = []

        mutating func member(_ index: Int, of object: AppearanceObject) {
            bytes.append(contentsOf: fragments.members[object.rawValue][index])
        }

        mutating func close(_ object: AppearanceObject) { closeObject(level: object.level) }

        mutating func string(_ value: String) { JSONWriter.appendString(value, to: &bytes) }

        mutating func optionalString(_ value: String?) {
            if let value { JSONWriter.appendString(value, to: &bytes) } else { null() }
        }

        mutating func number(_ value: Double) { JSONWriter.appendNumber(value, to: &bytes) }

        mutating func hex(_ rgba: RGBA) {
            bytes.append(UInt8(ascii: "\""))
            rgba.appendHex(to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }

        mutating func null() { bytes.append(contentsOf: "null".utf8) }

        /// `[]` when empty; elements at depth + 2.
        mutating func strings<Items: Sequence<String>>(_ items: Items) {
            var isEmpty = true
            for item in items {
                bytes.append(contentsOf: isEmpty ? fragments.firstElement : fragments.nextElement)
                JSONWriter.appendString(item, to: &bytes)
                isEmpty = false
            }
            guard !isEmpty else { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(contentsOf: fragments.close[1])
            bytes.append(UInt8(ascii: "]"))
        }

        /// `{"key": "reason", …}` at depth + 2, or `{}`: written with `--provenance` only, so
        /// it is built member by member.
        mutating func uncertain(_ entries: [ValueUncertainty.Entry]) {
            guard !entries.isEmpty else { bytes.append(contentsOf: "{}".utf8); return }
            for (n, entry) in entries.enumerated() {
                bytes.append(UInt8(ascii: n == 0 ? "{" : ","))
                bytes.append(contentsOf: fragments.close[2])
                JSONWriter.appendString(entry.key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                JSONWriter.appendString(entry.reason, to: &bytes)
            }
            closeObject(level: 1)
        }

        /// Closes an object whose members sit at depth + 1 + `level`.
        private mutating func closeObject(level: Int) {
            bytes.append(contentsOf: fragments.close[level])
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
