/// Writes an appearance — the bulk of a table: every property, in every row — from
/// fragments rendered once. An appearance always sits at the same depth of the table, so
/// each key with its separator and indentation is a constant run of bytes; only values are
/// formatted per row (`AppearanceWalk` says what comes in which order). The bytes are exactly
/// those `JSONWriter` would write member by member.
///
/// The fragments live back to back in memory the object owns and never changes, so appending
/// one touches no reference count: a row appends about sixty, and the workers of a compile
/// write rows from one shared instance at once (reference counts on shared arrays would make
/// both cores wait on the same cache lines).
final class AppearanceJSON: @unchecked Sendable {
    /// The nesting level of the line holding the appearance's key.
    let depth: Int
    /// Every fragment's bytes, back to back.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// Fragment `k` is `storage[starts[k]..<starts[k + 1]]`.
    private let starts: UnsafeMutableBufferPointer<Int>
    /// Per `AppearanceObject`, the fragment of its first key. A key's fragment is `{` (first
    /// key) or `,`, a newline and indentation, then `"key": `.
    private let firstMember: UnsafeMutableBufferPointer<Int>
    /// Fragments after the members: newline and indentation closing a container at depth + 1
    /// … depth + 3 (the first closes the appearance itself), then an array's first element at
    /// depth + 2, then its later ones.
    private let closeFragment: Int
    private var firstElementFragment: Int { closeFragment + 3 }
    private var nextElementFragment: Int { closeFragment + 4 }

    init(depth: Int) {
        self.depth = depth
        func closing(_ level: Int) -> [UInt8] {
            var bytes: [UInt8] = [0x0A]
            JSONWriter.appendIndent(level, to: &bytes)
            return bytes
        }
        var fragments: [[UInt8]] = []
        var firsts: [Int] = []
        for object in AppearanceObject.allCases {
            firsts.append(fragments.count)
            for (n, key) in object.keys.enumerated() {
                var bytes: [UInt8] = [UInt8(ascii: n == 0 ? "{" : ",")]
                bytes.append(0x0A)
                JSONWriter.appendIndent(depth + 1 + object.level, to: &bytes)
                JSONWriter.appendString(key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                fragments.append(bytes)
            }
        }
        closeFragment = fragments.count
        fragments += [depth, depth + 1, depth + 2].map(closing)
        fragments.append([UInt8(ascii: "[")] + closing(depth + 2))
        fragments.append([UInt8(ascii: ",")] + closing(depth + 2))
        let flat = fragments.flatMap { $0 }
        storage = .allocate(capacity: flat.count)
        _ = storage.initialize(from: flat)
        starts = .allocate(capacity: fragments.count + 1)
        var offset = 0
        for (k, fragment) in fragments.enumerated() {
            starts[k] = offset
            offset += fragment.count
        }
        starts[fragments.count] = offset
        firstMember = .allocate(capacity: firsts.count)
        _ = firstMember.initialize(from: firsts)
    }

    deinit {
        storage.deallocate()
        starts.deallocate()
        firstMember.deallocate()
    }

    /// Fragment `k`'s bytes.
    fileprivate func fragment(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[starts[k]..<starts[k + 1]])
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
            bytes.append(contentsOf: fragments.fragment(fragments.firstMember[object.rawValue] + index))
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
                bytes.append(contentsOf: fragments.fragment(isEmpty ? fragments.firstElementFragment : fragments.nextElementFragment))
                JSONWriter.appendString(item, to: &bytes)
                isEmpty = false
            }
            guard !isEmpty else { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(contentsOf: fragments.fragment(fragments.closeFragment + 1))
            bytes.append(UInt8(ascii: "]"))
        }

        /// `{"key": "reason", …}` at depth + 2, or `{}`: written with `--provenance` only, so
        /// it is built member by member.
        mutating func uncertain(_ entries: [ValueUncertainty.Entry]) {
            guard !entries.isEmpty else { bytes.append(contentsOf: "{}".utf8); return }
            for (n, entry) in entries.enumerated() {
                bytes.append(UInt8(ascii: n == 0 ? "{" : ","))
                bytes.append(contentsOf: fragments.fragment(fragments.closeFragment + 2))
                JSONWriter.appendString(entry.key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                JSONWriter.appendString(entry.reason, to: &bytes)
            }
            closeObject(level: 1)
        }

        /// Closes an object whose members sit at depth + 1 + `level`.
        private mutating func closeObject(level: Int) {
            bytes.append(contentsOf: fragments.fragment(fragments.closeFragment + level))
            bytes.append(UInt8(ascii: "}"))
        }
    }
}
