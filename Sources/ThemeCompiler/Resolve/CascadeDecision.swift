/// Which criterion of the cascade (docs/language.md) decided between two rules that apply to
/// the same state. The resolver ranks rules with it, and `themec explain` gives it as the
/// reason a setting lost, so the two can never disagree.
package enum CascadeDecision: String, Sendable, Hashable {
    /// More atoms in the selector: more specific.
    case specificity
    /// Equal specificity; the rule of the deeper preset in the `extends` chain (the child).
    case depth
    /// Equal specificity and depth; the `precedence` list ranked one selector's atoms higher.
    case precedence
    /// The same selector at the same depth: neither beats the other (the first one found stays).
    case none
}

extension CascadeSetting {
    /// Whether `self` beats `other`, and which criterion decided: more atoms, then greater
    /// depth, then precedence.
    func compare(_ other: CascadeSetting, order: PrecedenceOrder) -> (wins: Bool, decision: CascadeDecision) {
        let mine = selector.atoms.count, theirs = other.selector.atoms.count
        if mine != theirs { return (mine > theirs, .specificity) }
        if depth != other.depth { return (depth > other.depth, .depth) }
        if selector.atoms == other.selector.atoms { return (false, .none) }
        return (order.beats(selector.atoms, other.selector.atoms), .precedence)
    }
}
