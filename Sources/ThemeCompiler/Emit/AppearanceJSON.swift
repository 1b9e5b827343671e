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
    /// … depth + 3 (the first closes the appearance itself); the arrays' fragments follow.
    private let closeFragment: Int
    /// `edgesAddingLayoutMarginsToBackgroundInsets`'s whole value for each set of edges
    /// (`edgeBit`): `[]`, or the array with its names at depth + 2, closed.
    private var edgeArrayFragment: Int { closeFragment + 3 }
    /// Per property (`Property.index`), its name as the first element of an array at depth + 2
    /// (`[`, newline, indentation, the quoted name); the next `Property.count` fragments, as a
    /// later element (`,` first).
    private var firstPropertyFragment: Int { edgeArrayFragment + 16 }
    private var nextPropertyFragment: Int { firstPropertyFragment + Property.count }
    /// `[]`, then the end of a non-empty array of names (newline, indentation, `]`).
    private var emptyArrayFragment: Int { nextPropertyFragment + Property.count }
    private var endArrayFragment: Int { emptyArrayFragment + 1 }

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
        func element(_ name: String, first: Bool) -> [UInt8] {
            var bytes = [UInt8(ascii: first ? "[" : ",")] + closing(depth + 2)
            JSONWriter.appendString(name, to: &bytes)
            return bytes
        }
        let endArray = closing(depth + 1) + [UInt8(ascii: "]")]
        for mask in 0..<16 {
            let names = Edge.allCases.filter { mask & Self.edgeBit($0) != 0 }.map(\.rawValue)
            fragments.append(
                names.isEmpty ? Array("[]".utf8) : names.enumerated().flatMap { element($1, first: $0 == 0) } + endArray)
        }
        for first in [true, false] {
            fragments += Property.allCases.map { element($0.rawValue, first: first) }
        }
        fragments.append(Array("[]".utf8))
        fragments.append(endArray)
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

    /// Edge `e`'s bit in an `edgeArrayFragment` index.
    private static func edgeBit(_ e: Edge) -> Int {
        switch e {
        case .top: 1
        case .leading: 2
        case .bottom: 4
        case .trailing: 8
        }
    }

    /// Fragment `k`'s bytes.
    @inline(__always)
    fileprivate func fragment(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[starts[k]..<starts[k + 1]])
    }

    /// Bytes of an appearance gathered before they are appended to the output at once
    /// (about 1 KB a row; a longer one goes out in pieces). No larger: the standard library
    /// puts a temporary allocation above 1 KB on the heap on Linux, a malloc and a free a row.
    private static let scratchSize = 1024

    /// Appends `a` as a JSON object, with `provenance` and the `uncertain` values when asked.
    func write(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry] = [], to out: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchSize) { scratch in
            var sink = Bytes(fragments: self, scratch: scratch)
            swap(&sink.bytes, &out)  // the sink appends to `out` itself, never a copy
            AppearanceWalk.walk(a, provenance: provenance, uncertain: uncertain, into: &sink)
            sink.flush()
            swap(&sink.bytes, &out)
        }
    }

    /// Appends the walk's members to `bytes` from the fragments. They are gathered in
    /// `scratch` first and appended to `bytes` when it is full or the appearance ends: an
    /// array's append costs about a hundred instructions, and a row has about sixty parts.
    struct Bytes: AppearanceSink {
        let fragments: AppearanceJSON
        var bytes: [UInt8] = []
        /// Bytes written and not yet in `bytes`: `scratch[..<used]`.
        private let scratch: UnsafeMutableBufferPointer<UInt8>
        private var used = 0

        init(fragments: AppearanceJSON, scratch: UnsafeMutableBufferPointer<UInt8>) {
            self.fragments = fragments
            self.scratch = scratch
        }

        mutating func member(_ index: Int, of object: AppearanceObject) {
            append(fragments.fragment(fragments.firstMember[object.rawValue] + index))
        }

        mutating func close(_ object: AppearanceObject) { closeObject(level: object.level) }

        /// Copied as they are when nothing needs escaping (nearly always), else written by
        /// `JSONWriter.appendString`.
        mutating func string(_ value: String) {
            var value = value
            let plain = value.withUTF8 { utf8 in
                for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                append(UInt8(ascii: "\""))
                append(utf8)
                append(UInt8(ascii: "\""))
                return true
            }
            guard !plain else { return }
            flush()
            JSONWriter.appendString(value, to: &bytes)
        }

        mutating func optionalString(_ value: String?) {
            if let value { string(value) } else { null() }
        }

        /// Integers below a million (nearly every number) as `JSONWriter.appendNumber` writes
        /// them, straight into `scratch`; others by it.
        mutating func number(_ value: Double) {
            if value == 0 { return append(UInt8(ascii: "0")) }  // most numbers of a row (and -0)
            // Integral when its integer part is itself (no call into libm's `round`).
            guard abs(value) < 1_000_000, Double(Int(value)) == value else {
                flush()
                JSONWriter.appendNumber(value, to: &bytes)
                return
            }
            reserve(JSONWriter.maxIntegerLength)
            used += JSONWriter.writeInteger(Int(value), to: scratch.baseAddress! + used)
        }

        mutating func hex(_ rgba: RGBA) {
            reserve(RGBA.hexLength + 2)
            scratch[used] = UInt8(ascii: "\"")
            rgba.writeHex(to: scratch.baseAddress! + used + 1)
            scratch[used + 1 + RGBA.hexLength] = UInt8(ascii: "\"")
            used += RGBA.hexLength + 2
        }

        mutating func null() { append(ascii: "null") }

        /// The array from one prebuilt fragment per set of edges.
        mutating func edges(_ edges: Set<Edge>) {
            var mask = 0
            for edge in edges { mask |= AppearanceJSON.edgeBit(edge) }
            append(fragments.fragment(fragments.edgeArrayFragment + mask))
        }

        /// `[]` when empty; otherwise one prebuilt fragment per name, then the closing one.
        mutating func properties(_ properties: [Property]) {
            guard let first = properties.first else { return append(fragments.fragment(fragments.emptyArrayFragment)) }
            append(fragments.fragment(fragments.firstPropertyFragment + first.index))
            for property in properties.dropFirst() {
                append(fragments.fragment(fragments.nextPropertyFragment + property.index))
            }
            append(fragments.fragment(fragments.endArrayFragment))
        }

        /// `{"key": "reason", …}` at depth + 2, or `{}`: written with `--provenance` only, so
        /// it is built member by member.
        mutating func uncertain(_ entries: [ValueUncertainty.Entry]) {
            guard !entries.isEmpty else { append(ascii: "{}"); return }
            for (n, entry) in entries.enumerated() {
                append(UInt8(ascii: n == 0 ? "{" : ","))
                append(fragments.fragment(fragments.closeFragment + 2))
                string(entry.key)
                append(ascii: ": ")
                string(entry.reason)
            }
            closeObject(level: 1)
        }

        /// Appends what `scratch` holds to `bytes`.
        mutating func flush() {
            guard used > 0 else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<used]))
            used = 0
        }

        /// Closes an object whose members sit at depth + 1 + `level`.
        private mutating func closeObject(level: Int) {
            append(fragments.fragment(fragments.closeFragment + level))
            append(UInt8(ascii: "}"))
        }

        /// Makes room for `count` bytes in `scratch` (at most its size).
        @inline(__always)
        private mutating func reserve(_ count: Int) {
            if used + count > scratch.count { flush() }
        }

        @inline(__always)
        private mutating func append(_ byte: UInt8) {
            reserve(1)
            scratch[used] = byte
            used += 1
        }

        @inline(__always)
        private mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
            guard let source = part.baseAddress else { return }
            if used + part.count > scratch.count {
                flush()
                guard part.count <= scratch.count else { return bytes.append(contentsOf: part) }
            }
            (scratch.baseAddress! + used).update(from: source, count: part.count)
            used += part.count
        }

        private mutating func append(ascii text: StaticString) {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }
}
