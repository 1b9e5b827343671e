/// A set of state atoms, stored as a bit mask in canonical order. A row of the table is
/// one `StateSet`; a selector is one too.
public struct StateSet: Hashable, Sendable, Comparable, Sequence, CustomStringConvertible {
    public var bits: UInt16

    public init(bits: UInt16 = 0) { self.bits = bits }

    public init<S: Sequence>(_ atoms: S) where S.Element == StateAtom {
        bits = 0
        for atom in atoms { insert(atom) }
    }

    /// The empty set: the `normal` row.
    public static let normal = StateSet()

    public func contains(_ atom: StateAtom) -> Bool { bits & (1 << UInt16(atom.index)) != 0 }
    public mutating func insert(_ atom: StateAtom) { bits |= 1 << UInt16(atom.index) }
    public mutating func remove(_ atom: StateAtom) { bits &= ~(1 << UInt16(atom.index)) }
    public func isSubset(of other: StateSet) -> Bool { bits & other.bits == bits }
    public func union(_ other: StateSet) -> StateSet { StateSet(bits: bits | other.bits) }
    public var count: Int { bits.nonzeroBitCount }
    public var isEmpty: Bool { bits == 0 }

    /// The atoms in canonical order.
    public var atoms: [StateAtom] { StateAtom.allCases.filter(contains) }

    public func makeIterator() -> IndexingIterator<[StateAtom]> { atoms.makeIterator() }

    /// True when the set holds both atoms of an exclusive pair.
    public var isContradictory: Bool {
        StateAtom.exclusivePairs.contains { contains($0.0) && contains($0.1) }
    }

    /// The row key: `normal`, or the atoms joined by `+` in canonical order.
    public var key: String { isEmpty ? "normal" : atoms.map(\.rawValue).joined(separator: "+") }

    public var description: String { key }

    /// Row order: by size, then canonical atom order (lexicographic over atom indices).
    public static func < (lhs: StateSet, rhs: StateSet) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        let l = lhs.atoms, r = rhs.atoms
        for (a, b) in zip(l, r) where a != b { return a < b }
        return false
    }
}
