/// `themec explain` for a terminal (docs/explain.md): short, one line per setting, each
/// location first on its line (`file:line:col: …`) so editors and terminals make it clickable.
public struct ExplanationText: Sendable {
    /// A text renderer.
    public init() {}

    /// `e` as text for people: the row, then each property's winner and what it beat.
    public func render(_ e: Explanation) -> [UInt8] {
        let preset = e.preset
        let values = ExplanationValues(e)
        var lines: [String] = []
        var head = "\(preset.name) · \(e.state.key) · \(preset.base.rawValue)"
        if preset.defaultsStyle != preset.base { head += " (defaults of \(preset.defaultsStyle.rawValue))" }
        if e.chain.count > 1 { head += " · extends " + e.chain.joined(separator: " → ") }
        lines.append(head)
        for (atom, why) in e.ignored {
            lines.append("note: '\(atom.rawValue)' is not an axis of '\(preset.name)': \(why), so it looks like '\(e.state.key)'")
        }
        // Properties that simply keep the system default take one line together at the end.
        var defaults: [String] = []
        for p in e.properties {
            let value = values.value(of: p.property).compact
            if p.winner == nil, p.colorSteps.isEmpty {
                defaults.append("\(p.property.rawValue) \(value)")
                continue
            }
            guard let winner = p.winner else {
                lines.append("\(p.property.rawValue): \(value) — system default of \(preset.defaultsStyle.rawValue)")
                lines.append(contentsOf: colour(p))
                continue
            }
            lines.append("\(p.property.rawValue): \(value)")
            let null = winner.isNull ? " (null: the system default of \(preset.defaultsStyle.rawValue) applies)" : ""
            lines.append("\(winner.location): wins: \(winner.preset), \(winner.selector)\(null)")
            for loser in p.overridden {
                lines.append("\(loser.setting.location): overridden: \(loser.setting.preset), \(loser.setting.selector) — \(loser.reason)")
            }
            lines.append(contentsOf: colour(p))
        }
        if !defaults.isEmpty {
            lines.append("system defaults of \(preset.defaultsStyle.rawValue): " + defaults.joined(separator: "; "))
        }
        // The theme's order is always shown, completed as the cascade uses it; the default one
        // when it decided something.
        if e.precedenceWritten > 0 || e.properties.contains(where: { $0.overridden.contains { $0.decision == .precedence } }) {
            let list = e.precedence.map(\.rawValue).joined(separator: ", ")
            let whose =
                e.precedenceWritten == 0
                ? "default"
                : e.precedenceWritten == e.precedence.count
                    ? "the theme's" : "the theme's list, completed in the default order"
            lines.append("precedence (\(whose)): \(list)")
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private func colour(_ p: Explanation.PropertyExplanation) -> [String] {
        p.colorSteps.isEmpty ? [] : ["    colour: " + p.colorSteps.joined(separator: " → ")]
    }
}
