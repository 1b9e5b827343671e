import ThemeSyntax

/// One property set in one block of a preset's chain (DESIGN.md §3.6): the unit the
/// cascade ranks.
public struct CascadeRule: Sendable {
    public var property: Property
    public var selector: StateSelector
    /// 0 for the root ancestor, n for the preset itself.
    public var depth: Int
    /// nil for `null`: the system default applies.
    public var value: PropertyValue?
    /// The document the rule is written in (its names resolve from there).
    public var document: Int
    public var keyLocation: SourceLocation
    public var valueLocation: SourceLocation
}

/// How two rules of equal specificity and depth are ordered: the theme's `precedence`
/// list, or the default one (whose decisions between different values are ambiguous).
struct PrecedenceOrder {
    /// Atom → rank (0 = strongest).
    private let rank: [StateAtom: Int]
    /// True when the theme gave no list.
    let isDefault: Bool

    init(theme: [StateAtom]?) {
        isDefault = theme == nil
        var order = theme ?? []
        // Atoms a partial list leaves out follow, in the default order.
        for atom in StateAtom.defaultPrecedence where !order.contains(atom) { order.append(atom) }
        rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    }

    /// True when selector `a` beats `b`: the atoms of each sorted by rank, compared
    /// lexicographically; the first atom ranked higher wins.
    func beats(_ a: StateSet, _ b: StateSet) -> Bool {
        let ra = a.atoms.map { rank[$0]! }.sorted(), rb = b.atoms.map { rank[$0]! }.sorted()
        for (x, y) in zip(ra, rb) where x != y { return x < y }
        return ra.count < rb.count
    }
}

extension CascadeRule {
    /// True when `self` wins over `other` for a state both apply to: more atoms, then
    /// greater depth, then precedence.
    func beats(_ other: CascadeRule, order: PrecedenceOrder) -> Bool {
        if selector.atoms.count != other.selector.atoms.count { return selector.atoms.count > other.selector.atoms.count }
        if depth != other.depth { return depth > other.depth }
        return order.beats(selector.atoms, other.selector.atoms)
    }

    /// True when only precedence tells the two apart.
    func ties(with other: CascadeRule) -> Bool {
        selector.atoms.count == other.selector.atoms.count && depth == other.depth && selector.atoms != other.selector.atoms
    }
}
