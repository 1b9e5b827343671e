/// A set of state atoms, stored as a bit mask in canonical order. A row of the table is
/// one `StateSet`; a selector is one too.
public struct StateSet: Hashable, Sendable, Comparable, Sequence, CustomStringConvertible {
    package var bits: UInt16

    package init(bits: UInt16 = 0) { self.bits = bits }

    /// The set of `atoms`.
    public init<S: Sequence>(_ atoms: S) where S.Element == StateAtom {
        bits = 0
        for atom in atoms { insert(atom) }
    }

    /// The empty set: the `normal` row.
    public static let normal = StateSet()

    /// Whether the set holds `atom`.
    @inline(__always)
    public func contains(_ atom: StateAtom) -> Bool { bits & (1 << UInt16(atom.index)) != 0 }
    /// Adds `atom`.
    @inline(__always)
    public mutating func insert(_ atom: StateAtom) { bits |= 1 << UInt16(atom.index) }
    /// Removes `atom`.
    @inline(__always)
    public mutating func remove(_ atom: StateAtom) { bits &= ~(1 << UInt16(atom.index)) }
    /// The set with `atom` added.
    @inline(__always)
    public func adding(_ atom: StateAtom) -> StateSet { StateSet(bits: bits | 1 << UInt16(atom.index)) }
    /// The set without `atom`.
    @inline(__always)
    public func removing(_ atom: StateAtom) -> StateSet { StateSet(bits: bits & ~(1 << UInt16(atom.index))) }
    /// Whether every atom of the set is in `other`.
    @inline(__always)
    public func isSubset(of other: StateSet) -> Bool { bits & other.bits == bits }
    /// The atoms of both sets.
    @inline(__always)
    public func union(_ other: StateSet) -> StateSet { StateSet(bits: bits | other.bits) }
    /// How many atoms the set holds.
    @inline(__always)
    public var count: Int { bits.nonzeroBitCount }
    /// True for the `normal` row.
    public var isEmpty: Bool { bits == 0 }

    /// The atoms in canonical order (allocates: hot paths iterate the set itself).
    public var atoms: [StateAtom] { Array(self) }

    /// Iterates the atoms in canonical order.
    public func makeIterator() -> Iterator { Iterator(bits: bits) }

    /// Walks the set bits, lowest (canonical first) first, without allocating. Its own loop,
    /// not `SetBitIndices`: through that generic one, a 10k-preset `--findings` lint took 15 M
    /// more instructions (the optimiser's choices around the cascade's loops).
    public struct Iterator: IteratorProtocol {
        var bits: UInt16
        /// The next atom, nil after the last.
        public mutating func next() -> StateAtom? {
            guard bits != 0 else { return nil }
            let i = bits.trailingZeroBitCount
            bits &= bits - 1
            return StateAtom.all[i]
        }
    }

    /// The number of atoms.
    public var underestimatedCount: Int { count }

    /// The pairs that exclude each other, as masks.
    private static let exclusiveMasks: [UInt16] = StateAtom.exclusivePairs.map {
        UInt16(1) << UInt16($0.0.index) | UInt16(1) << UInt16($0.1.index)
    }

    /// True when the set holds both atoms of an exclusive pair.
    package var isContradictory: Bool {
        Self.exclusiveMasks.contains { bits & $0 == $0 }
    }

    /// The row key: `normal`, or the atoms joined by `+` in canonical order.
    public var key: String {
        if isEmpty { return "normal" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        appendKey(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the row key's UTF-8 to `bytes`: a table's row keys and the findings that list
    /// rows are written without a String for each key and atom.
    /// The key is put together on the stack from `KeyBytes` and appended at once: appending
    /// each name's `utf8` went through the view's generic copy, about 200 instructions a name,
    /// for every row of a table.
    package func appendKey(to bytes: inout some ByteAppending) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestKey) { buffer in
            let start = buffer.baseAddress!
            bytes.append(start, count: writeKey(at: start) - start)
        }
    }

    /// The most bytes a key has (every atom, with a `+` between each two).
    package static var longestKey: Int { KeyBytes.longest }

    /// Writes the key at `start`, where there is room for `longestKey` bytes; returns the end of
    /// what it wrote.
    package func writeKey(at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var end = start
        if isEmpty { end = KeyBytes.write(KeyBytes.normal, at: end) }
        var rest = bits
        while rest != 0 {
            if end != start {
                end.pointee = UInt8(ascii: "+")
                end += 1
            }
            end = KeyBytes.write(rest.trailingZeroBitCount, at: end)
            rest &= rest - 1
        }
        return end
    }

    /// The row key.
    public var description: String { key }

    /// Row order: by size, then canonical atom order (lexicographic over atom indices).
    /// With equal sizes, the first atom where the sorted lists differ is the lowest bit
    /// where the masks differ; the set holding it has the smaller atom there.
    public static func < (lhs: StateSet, rhs: StateSet) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        let difference = lhs.bits ^ rhs.bits
        guard difference != 0 else { return false }
        return lhs.bits & (difference & (0 &- difference)) != 0
    }
}

extension StateSet {
    /// The atoms of a selector such as `selected + highlighted` when every part is an atom,
    /// read from the bytes without splitting the text into `String`s; nil otherwise
    /// (`normal`, or a mistake, which the decoder reads again to report it).
    init?(spelled text: String) {
        var text = text
        guard let atoms = text.withUTF8({ Self.atoms(spelled: $0) }) else { return nil }
        self = atoms
    }

    private static func atoms(spelled bytes: UnsafeBufferPointer<UInt8>) -> StateSet? {
        var atoms = StateSet()
        var partStart = 0
        while partStart <= bytes.count {
            var end = partStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "+") { end += 1 }
            var start = partStart, last = end
            while start < last, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while start < last, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<last])
            guard let i = StateAtom.utf8Names.firstIndex(where: { $0.elementsEqual(name) }) else { return nil }
            atoms.insert(StateAtom.all[i])
            partStart = end + 1
        }
        return atoms
    }
}

/// The words of row keys, back to back in memory allocated once and never freed: the atoms'
/// names in canonical order, then `normal`. Read on every core with no reference count (a
/// shared array's would make the cores wait on the same cache line). Written once, when
/// first read, and never again.
private enum KeyBytes {
    /// The index of `normal`, after the atoms'.
    static let normal = StateAtom.all.count
    /// The longest key: every atom, with a `+` between each two.
    static let longest = starts[normal] + normal
    /// Word `k` is `storage[starts[k]..<starts[k + 1]]`.
    nonisolated(unsafe) private static let (storage, starts): (UnsafeMutableBufferPointer<UInt8>, UnsafeMutableBufferPointer<Int>) = {
        let words = StateAtom.all.map(\.rawValue) + ["normal"]
        let flat = words.flatMap(\.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: flat.count)
        _ = storage.initialize(from: flat)
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: words.count + 1)
        var offset = 0
        for (k, word) in words.enumerated() {
            starts[k] = offset
            offset += word.utf8.count
        }
        starts[words.count] = offset
        return (storage, starts)
    }()

    /// Copies word `k` to `p`; returns the end of what it wrote.
    @inline(__always)
    static func write(_ k: Int, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let (start, end) = (starts[k], starts[k + 1])
        p.update(from: storage.baseAddress! + start, count: end - start)
        return p + (end - start)
    }
}
