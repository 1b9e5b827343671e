/// Why a setting lost, in words, for each criterion of the cascade (docs/language.md).
extension ThemeExplainer {
    func reason(
        _ decision: CascadeDecision, winner: CascadeSetting, loser: CascadeSetting, names: [String],
        order: PrecedenceOrder
    ) -> String {
        switch decision {
        case .specificity:
            return "fewer atoms: '\(selector(loser))' has \(loser.selector.atoms.count), '\(selector(winner))' has \(winner.selector.atoms.count)"
        case .depth:
            return "shallower preset: '\(names[loser.depth])' is an ancestor of '\(names[winner.depth])'"
        case .precedence:
            let mine = winner.selector.atoms.sorted { order.rank(of: $0) < order.rank(of: $1) }
            let theirs = loser.selector.atoms.sorted { order.rank(of: $0) < order.rank(of: $1) }
            let list = order.isDefault ? "the default precedence" : "the theme's precedence"
            guard let (w, l) = zip(mine, theirs).first(where: { $0 != $1 }) else {
                return "later in \(list)"
            }
            return "later in \(list): '\(l.rawValue)' ranks after '\(w.rawValue)'"
        case .none:
            return "the same selector in the same preset: the first one written wins"
        }
    }

    private func selector(_ rule: CascadeSetting) -> String {
        rule.selector.atoms.isEmpty ? "normal" : rule.selector.atoms.key
    }
}
