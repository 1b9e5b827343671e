/// Writes an appearance — the bulk of a table: every property, in every row — from fragments
/// rendered once. An appearance always sits at the same depth of the table, so each key with
/// its separator and indentation is a constant run of bytes, and so is a key with the value
/// most members have (`null`, `0`, UIKit's default content mode, corner style and button
/// size: `usualStrings`), and the insets and shadow most rows have (all 0, UIKit's
/// default shadow); only the other values are formatted per row (`AppearanceWalk` says what
/// comes in which order, and writes the whole insets and shadow fragments once). The bytes are
/// exactly those `JSONWriter` would write member by member.
///
/// A row is rendered into a `ByteScratch` its writer keeps across rows (one check for room per
/// part, no array append per part), then appended to the output at once. The fragments live
/// back to back in memory the object owns and never changes, so copying one touches no
/// reference count: the workers of a compile write rows from one shared instance at once
/// (reference counts on shared arrays would make both cores wait on the same cache lines).
final class AppearanceJSON: @unchecked Sendable {
    /// The nesting level of the line holding the appearance's key.
    let depth: Int
    /// Every fragment's bytes, and where each is.
    private let table: FragmentTable

    /// A run of bytes in a `FragmentTable`'s storage.
    fileprivate struct Fragment {
        let start: UnsafePointer<UInt8>
        let count: Int
    }

    /// The fragments, by index: per key of each `AppearanceObject` three (the key alone, the
    /// key with `null`, the key with `0`; a key alone is `{` for the first key or `,`, a newline
    /// and indentation, then `"key": `), then `Extra`'s, then the edge arrays and property
    /// names, then the usual strings with their keys. A struct of pointers, so a row copies it
    /// without a reference count.
    fileprivate struct FragmentTable {
        let fragments: UnsafeMutableBufferPointer<Fragment>
        /// Per `AppearanceObject`, the index of its first key's first fragment.
        let firstKey: UnsafeMutableBufferPointer<Int>
        /// Where `Extra`'s fragments start.
        let extraStart: Int
        /// The whole value of insets that are all 0, and of UIKit's default shadow (black,
        /// opacity, radius and offset 0); nil while they are being rendered.
        var zeroInsets: Fragment? = nil
        var defaultShadow: Fragment? = nil
        /// The members most rows give the same string (`usualStrings`), each key with that
        /// value as one fragment.
        let usual: UnsafeMutableBufferPointer<UsualString>

        /// The index of member `index` of `object`'s key alone; the key with `null` and with
        /// `0` follow it.
        @inline(__always)
        func keyIndex(_ index: Int, of object: AppearanceObject) -> Int { firstKey[object.rawValue] + 3 * index }

        @inline(__always)
        func extra(_ e: Extra, plus offset: Int = 0) -> Fragment { fragments[extraStart + e.rawValue + offset] }

        /// The key with `value` as one fragment, when the key held (`key`, a key alone's
        /// index) is one of `usualStrings` and `value` is its usual string.
        @inline(__always)
        func usual(_ key: Int, _ value: String) -> Fragment? {
            for u in usual where u.key == key { return u.value == value ? u.fragment : nil }
            return nil
        }

        /// The name of the property at `index` (`Property.index`) as an element of an array of
        /// names, the first or a later one.
        @inline(__always)
        func element(_ index: Int, first: Bool) -> Fragment {
            fragments[extraStart + (first ? Extra.firstPropertyElement : Extra.nextPropertyElement) + index]
        }
    }

    /// A member whose string most rows share, and the fragment of its key with that string.
    fileprivate struct UsualString {
        let key: Int
        let value: String
        let fragment: Fragment
    }

    /// The appearance's members most rows give the same string: UIKit's defaults, so rows
    /// write each as one fragment (`imageContentMode` is in every row). A value is matched
    /// with `==`, canonical equivalence: no other text is equivalent to these ASCII words
    /// (none of their letters is another character's decomposition), so equal means the
    /// same bytes.
    private static let usualStrings: [(member: String, value: String)] = [
        ("imageContentMode", "scaleToFill"), ("cornerStyle", "dynamic"), ("buttonSize", "medium"),
    ]

    /// The fragments after the keys, in this order.
    fileprivate enum Extra: Int {
        /// A newline and the indentation of depth … depth + 2, then `}`: closes an object whose
        /// members sit at depth + 1 + level (level 0 closes the appearance itself).
        case closeLevel0, closeLevel1, closeLevel2
        /// A newline and the indentation of depth + 2: an `uncertain` member's start after its
        /// `{` or `,`.
        case uncertainIndent
        /// A row's start up to its key: a newline, the indentation of depth and `"` for the
        /// first row of a preset; with a `,` first for the others. Then `": ` after the key.
        case firstRowStart, nextRowStart, rowKeyEnd
        /// `[]`, then the end of a non-empty array of names (newline, indentation, `]`).
        case emptyArray, endArray
        /// `edgesAddingLayoutMarginsToBackgroundInsets`'s whole value for each set of edges
        /// (`edgeBit`), 16 fragments: `[]`, or the array with its names at depth + 2, closed.
        /// Then, per property (`Property.index`), its name as the first element of an array at
        /// depth + 2 (`[`, newline, indentation, the quoted name); the next `Property.count`
        /// fragments, as a later element (`,` first).
        case edgeArrays

        static let firstPropertyElement = edgeArrays.rawValue + 16
        static let nextPropertyElement = firstPropertyElement + Property.count
    }

    /// Every fragment's bytes, back to back (the two whole values apart).
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// The whole insets and shadow values' bytes.
    private let wholeValues: UnsafeMutableBufferPointer<UInt8>

    init(depth: Int) {
        self.depth = depth
        func newline(_ level: Int) -> [UInt8] {
            var bytes: [UInt8] = [0x0A]
            JSONWriter.appendIndent(level, to: &bytes)
            return bytes
        }
        var parts: [[UInt8]] = []
        var firsts: [Int] = []
        for object in AppearanceObject.allCases {
            firsts.append(parts.count)
            for (n, name) in object.keys.enumerated() {
                var bytes: [UInt8] = [UInt8(ascii: n == 0 ? "{" : ",")] + newline(depth + 1 + object.level)
                JSONWriter.appendString(name, to: &bytes)
                bytes += Array(": ".utf8)
                parts += [bytes, bytes + Array("null".utf8), bytes + [UInt8(ascii: "0")]]
            }
        }
        let extraStart = parts.count
        parts += (0...2).map { newline(depth + $0) + [UInt8(ascii: "}")] }
        parts.append(newline(depth + 2))
        parts += [newline(depth) + Array("\"".utf8), Array(",".utf8) + newline(depth) + Array("\"".utf8), Array("\": ".utf8)]
        func element(_ name: String, first: Bool) -> [UInt8] {
            var bytes = [UInt8(ascii: first ? "[" : ",")] + newline(depth + 2)
            JSONWriter.appendString(name, to: &bytes)
            return bytes
        }
        let endArray = newline(depth + 1) + [UInt8(ascii: "]")]
        parts.append(Array("[]".utf8))
        parts.append(endArray)
        for mask in 0..<16 {
            let names = Edge.allCases.filter { mask & Self.edgeBit($0) != 0 }.map(\.rawValue)
            parts.append(names.isEmpty ? Array("[]".utf8) : names.enumerated().flatMap { element($1, first: $0 == 0) } + endArray)
        }
        for first in [true, false] {
            parts += Property.allCases.map { element($0.rawValue, first: first) }
        }
        // Each usual string's key (a key alone) with its value, last.
        let appearanceKeys = AppearanceObject.appearance.keys
        let usualKeys = Self.usualStrings.map { firsts[AppearanceObject.appearance.rawValue] + 3 * appearanceKeys.firstIndex(of: $0.member)! }
        let usualStart = parts.count
        for (key, usual) in zip(usualKeys, Self.usualStrings) {
            var bytes = parts[key]
            JSONWriter.appendString(usual.value, to: &bytes)
            parts.append(bytes)
        }
        storage = Self.pack(parts)
        var offset = 0
        let fragments = UnsafeMutableBufferPointer<Fragment>.allocate(capacity: parts.count)
        for (k, part) in parts.enumerated() {
            fragments.initializeElement(at: k, to: Fragment(start: UnsafePointer(storage.baseAddress! + offset), count: part.count))
            offset += part.count
        }
        let firstKey = UnsafeMutableBufferPointer<Int>.allocate(capacity: firsts.count)
        _ = firstKey.initialize(from: firsts)
        let usual = UnsafeMutableBufferPointer<UsualString>.allocate(capacity: usualKeys.count)
        for (i, key) in usualKeys.enumerated() {
            usual.initializeElement(at: i, to: UsualString(key: key, value: Self.usualStrings[i].value, fragment: fragments[usualStart + i]))
        }
        var table = FragmentTable(fragments: fragments, firstKey: firstKey, extraStart: extraStart, usual: usual)

        // The two whole values, as the walk writes them member by member.
        let scratch = ByteScratch()
        func render(_ body: (inout Row) -> Void) -> [UInt8] {
            var bytes = ByteArray()
            Row.write(into: &bytes, table: table, scratch: scratch, body)
            return bytes.array
        }
        let insets = render { AppearanceWalk.insets(.zero, into: &$0) }
        let shadow = render { AppearanceWalk.shadow(WinnerRows.noShadow, into: &$0) }
        wholeValues = Self.pack([insets, shadow])
        let start = UnsafePointer(wholeValues.baseAddress!)
        table.zeroInsets = Fragment(start: start, count: insets.count)
        table.defaultShadow = Fragment(start: start + insets.count, count: shadow.count)
        self.table = table
    }

    deinit {
        storage.deallocate()
        wholeValues.deallocate()
        table.fragments.deallocate()
        table.firstKey.deallocate()
        _ = table.usual.deinitialize()
        table.usual.deallocate()
    }

    /// `parts`' bytes back to back, in memory that lives as long as the object, followed by
    /// `Row.blockSize` zeros: a fragment is copied as a whole block (`Row.copy(_:)`), which may
    /// read past its end.
    private static func pack(_ parts: [[UInt8]]) -> UnsafeMutableBufferPointer<UInt8> {
        let flat = parts.flatMap { $0 } + repeatElement(0, count: Row.blockSize)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: flat.count)
        _ = storage.initialize(from: flat)
        return storage
    }

    /// Edge `e`'s bit in an `edgeArrays` index.
    fileprivate static func edgeBit(_ e: Edge) -> Int {
        switch e {
        case .top: 1
        case .leading: 2
        case .bottom: 4
        case .trailing: 8
        }
    }

    /// Appends a row of a preset's `states` to `out`: the member keyed by `state` whose value
    /// is `a`, after a comma unless it is the `first`, with `provenance` and the `uncertain`
    /// values when asked; written in place. Returns where in `out` the value is (after the
    /// key).
    func writeRow(
        _ state: StateSet, _ a: Appearance, first: Bool, provenance: Bool, uncertain: [ValueUncertainty.Entry],
        scratch: ByteScratch, to out: inout ByteArray
    ) -> Range<Int> {
        let start = out.count
        var keyCount = 0
        Row.write(into: &out, table: table, scratch: scratch) { row in
            row.key(state, first: first)
            keyCount = row.written
            AppearanceWalk.walk(a, provenance: provenance, uncertain: uncertain, into: &row)
        }
        return (start + keyCount)..<out.count
    }

    /// Appends a row like `writeRow` whose value an earlier row of the same preset already
    /// has: the member keyed by `state`, its value copied from `value` in `out`.
    func writeRepeatedRow(_ state: StateSet, first: Bool, value: Range<Int>, scratch: ByteScratch, to out: inout ByteArray) {
        Row.write(into: &out, table: table, scratch: scratch) { $0.key(state, first: first) }
        out.append(copyOf: value)
    }

    /// Writes the walk's members from the fragments, in place at the end of a `ByteArray`
    /// (rendered apart and appended, each row was copied once more: about 1 % of a compile).
    /// A member's key is held until its value comes (`pendingKey`), so that a `null` or a `0`
    /// goes out with its key as one fragment.
    fileprivate struct Row: AppearanceSink {
        let table: FragmentTable
        /// Keeps the text of numbers formatted (`ByteScratch.text(of:)`).
        let scratch: ByteScratch
        /// The run written into, whose spare room the row is written in.
        private let target: UnsafeMutablePointer<ByteArray>
        /// The row's first byte.
        private var start: UnsafeMutablePointer<UInt8>
        /// Where the next byte goes.
        private var p: UnsafeMutablePointer<UInt8>
        /// The end of the room.
        private var end: UnsafeMutablePointer<UInt8>
        /// The member started and not yet written: its key's first fragment, or -1.
        private var pendingKey = -1

        /// Writes with `body` at the end of `out`, then counts what it wrote in.
        static func write(into out: inout ByteArray, table: FragmentTable, scratch: ByteScratch, _ body: (inout Row) -> Void) {
            withUnsafeMutablePointer(to: &out) { target in
                var row = Row(table: table, scratch: scratch, target: target)
                body(&row)
                target.pointee.commit(row.written)
            }
        }

        private init(table: FragmentTable, scratch: ByteScratch, target: UnsafeMutablePointer<ByteArray>) {
            self.table = table
            self.scratch = scratch
            self.target = target
            let room = target.pointee.spareRoom(atLeast: 0)
            start = room.baseAddress!
            p = start
            end = start + room.count
        }

        /// How many bytes the row has so far.
        var written: Int { p - start }

        /// The start of a row's member, up to its value: its key is `state`'s.
        mutating func key(_ state: StateSet, first: Bool) {
            copy(table.extra(first ? .firstRowStart : .nextRowStart))
            reserve(StateSet.longestKey)
            p = state.writeKey(at: p)
            copy(table.extra(.rowKeyEnd))
        }

        mutating func member(_ index: Int, of object: AppearanceObject) {
            writeKey()
            pendingKey = table.keyIndex(index, of: object)
        }

        mutating func close(_ object: AppearanceObject) {
            writeKey()
            copy(table.extra(.closeLevel0, plus: object.level))
        }

        /// Copied as they are when nothing needs escaping (nearly always), else written by
        /// `JSONWriter.appendString`.
        mutating func string(_ value: String) {
            if pendingKey >= 0, let usual = table.usual(pendingKey, value) {
                copy(usual)
                pendingKey = -1
                return
            }
            writeKey()
            var value = value
            let plain = value.withUTF8 { utf8 in
                for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
                reserve(utf8.count + 2)
                p[0] = UInt8(ascii: "\"")
                if let source = utf8.baseAddress { UnsafeMutableRawPointer(p + 1).copyMemory(from: source, byteCount: utf8.count) }
                p[utf8.count + 1] = UInt8(ascii: "\"")
                p += utf8.count + 2
                return true
            }
            guard !plain else { return }
            var escaped: [UInt8] = []
            JSONWriter.appendString(value, to: &escaped)
            escaped.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
        }

        mutating func optionalString(_ value: String?) {
            if let value { string(value) } else { null() }
        }

        /// Integers below a million (nearly every number) as `JSONWriter.appendNumber` writes
        /// them, straight into the scratch; others by it. A 0 goes out with its key.
        mutating func number(_ value: Double) {
            if value == 0 { return written(variant: 2, else: "0") }  // most numbers of a row (and -0)
            writeKey()
            // Integral when its integer part is itself (no call into libm's `round`).
            guard abs(value) < 1_000_000, Double(Int(value)) == value else {
                if let known = scratch.text(of: value) { return copy(known.baseAddress!, known.count) }
                var text: [UInt8] = []
                JSONWriter.appendNumber(value, to: &text)
                scratch.keep(text, of: value)
                return text.withUnsafeBufferPointer { copy($0.baseAddress!, $0.count) }
            }
            reserve(JSONWriter.maxIntegerLength)
            p += JSONWriter.writeInteger(Int(value), to: p)
        }

        mutating func hex(_ rgba: RGBA) {
            writeKey()
            reserve(RGBA.hexLength + 2)
            p[0] = UInt8(ascii: "\"")
            rgba.writeHex(to: p + 1)
            p[RGBA.hexLength + 1] = UInt8(ascii: "\"")
            p += RGBA.hexLength + 2
        }

        mutating func null() { written(variant: 1, else: "null") }

        /// The array from one prebuilt fragment per set of edges.
        mutating func edges(_ edges: Set<Edge>) {
            writeKey()
            var mask = 0
            if !edges.isEmpty {  // nearly every row's: iterating even an empty Set costs
                for edge in edges { mask |= AppearanceJSON.edgeBit(edge) }
            }
            copy(table.extra(.edgeArrays, plus: mask))
        }

        /// `[]` when empty; otherwise one prebuilt fragment per name, then the closing one.
        mutating func properties(_ properties: PropertySet) {
            writeKey()
            guard !properties.isEmpty else { return copy(table.extra(.emptyArray)) }
            // By index, lowest first (declaration order), without making each `Property`.
            var first = true
            for index in IteratorSequence(SetBitIndices(properties.bits)) {
                copy(table.element(index, first: first))
                first = false
            }
            copy(table.extra(.endArray))
        }

        /// `{"key": "reason", …}` at depth + 2, or `{}`: written with `--provenance` only, so
        /// it is built member by member.
        mutating func uncertain(_ entries: [ValueUncertainty.Entry]) {
            writeKey()
            guard !entries.isEmpty else { return copy(ascii: "{}") }
            for (n, entry) in entries.enumerated() {
                copy(ascii: n == 0 ? "{" : ",")
                copy(table.extra(.uncertainIndent))
                string(entry.key)
                copy(ascii: ": ")
                string(entry.reason)
            }
            copy(table.extra(.closeLevel1))
        }

        /// All 0 from the fragment the walk wrote once; others member by member.
        mutating func insets(_ insets: EdgeInsets) {
            guard let whole = table.zeroInsets, insets == .zero else { return AppearanceWalk.insets(insets, into: &self) }
            writeKey()
            copy(whole)
        }

        /// UIKit's default from the fragment the walk wrote once; others member by member.
        mutating func shadow(_ shadow: ResolvedShadow) {
            guard let whole = table.defaultShadow, shadow == WinnerRows.noShadow else {
                return AppearanceWalk.shadow(shadow, into: &self)
            }
            writeKey()
            copy(whole)
        }

        /// Writes the key held, if any.
        @inline(__always)
        private mutating func writeKey() {
            guard pendingKey >= 0 else { return }
            copy(table.fragments[pendingKey])
            pendingKey = -1
        }

        /// The key held with a value after it (`variant` 1: `null`, 2: `0`), or `text` alone
        /// when no key is held.
        @inline(__always)
        private mutating func written(variant: Int, else text: StaticString) {
            guard pendingKey >= 0 else { return copy(ascii: text) }
            copy(table.fragments[pendingKey + variant])
            pendingKey = -1
        }

        /// Fragments up to this long are copied as a block of this many bytes, in four vector
        /// moves, not by a call to `memmove` (a row copies about 15 fragments of 10 to 60
        /// bytes; the calls were a third of a compile's time in `memmove`). The block may read
        /// past the fragment (into the next, or the zeros after the last: `pack`) and write
        /// past it, into room `reserve` made, which the next bytes overwrite or which stays
        /// uncounted.
        static let blockSize = 64

        @inline(__always)
        private mutating func copy(_ fragment: Fragment) {
            guard fragment.count <= Self.blockSize else { return copy(fragment.start, fragment.count) }
            reserve(Self.blockSize)
            let from = UnsafeRawPointer(fragment.start), to = UnsafeMutableRawPointer(p)
            typealias Block = SIMD16<UInt8>
            to.storeBytes(of: from.loadUnaligned(as: Block.self), as: Block.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: Block.self), toByteOffset: 16, as: Block.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 32, as: Block.self), toByteOffset: 32, as: Block.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 48, as: Block.self), toByteOffset: 48, as: Block.self)
            p += fragment.count
        }

        /// Bytes written before, copied as they are.
        mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let start = bytes.baseAddress else { return }
            copy(start, bytes.count)
        }

        private mutating func copy(ascii text: StaticString) { copy(text.utf8Start, text.utf8CodeUnitCount) }

        @inline(__always)
        private mutating func copy(_ start: UnsafePointer<UInt8>, _ count: Int) {
            reserve(count)
            UnsafeMutableRawPointer(p).copyMemory(from: start, byteCount: count)
            p += count
        }

        /// Makes room for `count` more bytes.
        @inline(__always)
        private mutating func reserve(_ count: Int) {
            if end - p < count { grow(count) }
        }

        @inline(never)
        private mutating func grow(_ count: Int) {
            let used = written
            let room = target.pointee.spareRoom(atLeast: count, pending: used)
            start = room.baseAddress!
            p = start + used
            end = start + room.count
        }
    }
}
