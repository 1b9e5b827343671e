/// A set of properties, one bit per `Property.index`, read in declaration order: what a row
/// keeps of `Appearance.customized` (an array per row was an allocation and a release for
/// every row of every table).
package struct PropertySet: Sendable, Hashable, Sequence {
    /// Bit `property.index` is set for each property in the set.
    package private(set) var bits: UInt32

    /// The empty set.
    package init() { bits = 0 }

    /// The set of `properties`.
    package init<S: Sequence>(_ properties: S) where S.Element == Property {
        bits = 0
        for property in properties { insert(property) }
    }

    package var isEmpty: Bool { bits == 0 }

    @inline(__always)
    package func contains(_ property: Property) -> Bool { bits & (1 << UInt32(property.index)) != 0 }

    @inline(__always)
    package mutating func insert(_ property: Property) { bits |= 1 << UInt32(property.index) }

    package func makeIterator() -> Iterator { Iterator(indices: SetBitIndices(bits)) }

    /// The properties in declaration order (lowest bit first).
    package struct Iterator: IteratorProtocol {
        var indices: SetBitIndices<UInt32>

        package mutating func next() -> Property? {
            guard let index = indices.next() else { return nil }
            return Property.all[index]
        }
    }
}

/// The indices of a word's set bits, lowest first: how the bit sets (`StateSet`,
/// `PropertySet`) are walked without allocating.
package struct SetBitIndices<Word: FixedWidthInteger>: IteratorProtocol {
    private var rest: Word

    package init(_ word: Word) { rest = word }

    @inline(__always)
    package mutating func next() -> Int? {
        guard rest != 0 else { return nil }
        let index = rest.trailingZeroBitCount
        rest &= rest - 1
        return index
    }
}
