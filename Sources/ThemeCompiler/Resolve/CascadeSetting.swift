import ThemeSyntax

/// One property set in one block of a preset's chain (docs/language.md): the unit the
/// cascade ranks.
package struct CascadeSetting: Sendable {
    package var property: Property
    package var selector: StateSelector
    /// 0 for the root ancestor, n for the preset itself.
    package var depth: Int
    /// nil for `null`: the system default applies.
    package var value: PropertyValue?
    /// The document the rule is written in (its names resolve from there).
    package var document: Int
    package var keyLocation: SourceLocation
    package var valueLocation: SourceLocation
}

extension [CascadeSetting] {
    /// The value of setting `i`, read in place: `self[i].value` copied the whole setting
    /// (retaining its strings) to read one field, for each property of each row written.
    /// `i` is a setting's index by construction (a row's winner), checked as an
    /// `UnsafeBufferPointer` checks its subscript: in debug builds (a release check kept the
    /// value readers out of line, +0.5 % instructions).
    @inline(__always)
    func value(at i: Int) -> PropertyValue? {
        assert(indices.contains(i), "setting index out of range")
        return withUnsafeBufferPointer { ($0.baseAddress! + i).pointer(to: \.value)!.pointee }
    }
}

/// How two rules of equal specificity and depth are ordered: the theme's `precedence`
/// list, or the default one (whose decisions between different values are ambiguous).
struct PrecedenceOrder {
    /// Atom index → rank (0 = strongest).
    private let rank: [Int]
    /// True when the theme gave no list.
    let isDefault: Bool
    /// How many atoms the theme's list names (0 without one): the rest of `atoms` completes
    /// it in the default order.
    let writtenCount: Int
    /// Every atom, strongest first: the theme's list, then the atoms it leaves out in the default order.
    let atoms: [StateAtom]

    init(theme: [StateAtom]?) {
        isDefault = theme == nil
        var order = theme ?? []
        writtenCount = order.count
        // Atoms a partial list leaves out follow, in the default order.
        for atom in StateAtom.defaultPrecedence where !order.contains(atom) { order.append(atom) }
        atoms = order
        var rank = [Int](repeating: 0, count: StateAtom.all.count)
        for (r, atom) in order.enumerated() { rank[atom.index] = r }
        self.rank = rank
    }

    /// The atom's rank (0 = strongest).
    func rank(of atom: StateAtom) -> Int { rank[atom.index] }

    /// The set's atoms as a mask over ranks (bit r = the atom ranked r), so comparing two
    /// sorted rank lists is a few bit operations instead of two sorted arrays.
    private func rankMask(_ set: StateSet) -> UInt32 {
        var mask: UInt32 = 0
        for atom in set { mask |= 1 << UInt32(rank[atom.index]) }
        return mask
    }

    /// True when selector `a` beats `b`: the atoms of each sorted by rank, compared
    /// lexicographically; the first atom ranked higher wins; a list that runs out first wins.
    func beats(_ a: StateSet, _ b: StateSet) -> Bool {
        let ra = rankMask(a), rb = rankMask(b)
        let difference = ra ^ rb
        guard difference != 0 else { return false }
        let lowest = difference & (0 &- difference)
        // The lists agree below `lowest`; the owner of `lowest` has the stronger atom there,
        // unless the other list has nothing left (it is a prefix, so it is shorter and wins).
        let (owner, other) = ra & lowest != 0 ? (ra, rb) : (rb, ra)
        let otherContinues = other & ~(lowest &- 1) & ~lowest != 0
        let aWins = owner == ra ? otherContinues : !otherContinues
        return aWins
    }

    /// A number that orders rules as the cascade does: `a.beats(b, order: self)` exactly when
    /// `a`'s key is greater than `b`'s (equal keys: the same selector at the same depth). The
    /// atom count, then the depth, then the rank mask with its bits reversed: between distinct
    /// sets of as many atoms, `beats(_:_:)`'s winner owns the lowest rank where the masks
    /// differ, which reversed is the highest bit where they differ.
    func cascadeKey(_ atoms: StateSet, depth: Int) -> UInt64 {
        let reversed = UInt64(rankMask(atoms).bitReversed)  // the ranks, strongest in bit 31
        return UInt64(atoms.count) << 60 | UInt64(min(depth, (1 << 28) - 1)) << 32 | reversed
    }
}

extension UInt32 {
    /// The bits in the opposite order: bit 0 to bit 31.
    fileprivate var bitReversed: UInt32 {
        var x = self
        x = (x & 0x5555_5555) << 1 | (x >> 1) & 0x5555_5555
        x = (x & 0x3333_3333) << 2 | (x >> 2) & 0x3333_3333
        x = (x & 0x0F0F_0F0F) << 4 | (x >> 4) & 0x0F0F_0F0F
        return x.byteSwapped
    }
}

extension CascadeSetting {
    /// True when `self` wins over `other` for a state both apply to: more atoms, then
    /// greater depth, then precedence (`compare`, which `themec explain` shares).
    func beats(_ other: CascadeSetting, order: PrecedenceOrder) -> Bool {
        compare(other, order: order).wins
    }

    /// True when only precedence tells the two apart.
    func ties(with other: CascadeSetting) -> Bool {
        selector.atoms.count == other.selector.atoms.count && depth == other.depth && selector.atoms != other.selector.atoms
    }
}
