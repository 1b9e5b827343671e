import ThemeSyntax

/// `redundant-override`: an override that sets what already applies.
package struct RedundantOverrideRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .redundantOverride,
        name: "Redundant override",
        summary: "an override whose removal would change no row: it sets what already applies",
        rationale: """
            An override that repeats the inherited value, the preset-level value or the system \
            default adds nothing but noise, and it hides intent: a later change to the value it \
            repeats will silently not reach these states. An override is redundant only when \
            removing it changes no row UIKit can show: besides the table's rows, the states the \
            style draws its own way that no selector names (a focused or drop-targeted row), where \
            a colour equal to the normal default still pins the row against the style's own look.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: clear
                cornerRadius: 12
                states:
                  focused: { 1️⃣cornerRadius: 12 }
            """,
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: clear
                cornerRadius: 12
              wideCard:
                extends: card
                1️⃣cornerRadius: 12
                backgroundInsets: 8
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: clear
                cornerRadius: 12
                states:
                  focused: { cornerRadius: 16 }
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let resolver = preset.context.resolver
        guard let rows = preset.resolution.rows else { return }
        let chain = preset.resolution.chain
        let depth = chain.members.count - 1
        // Fields read in place: a copy of each setting retained its value. The rows' settings
        // are the chain's (the resolver builds them from it), so `rows.hasValue(r)` is
        // `rules[r].value != nil`.
        let rules = chain.rules
        let offTable = Self.atomsOffTheTable(preset)
        for r in rules.indices where rules[r].depth == depth && rows.hasValue(r) {
            let property = rules[r].property
            var wins = false
            var changes = false
            for (i, state) in rows.states.enumerated() where rows.decides(r, property, row: i) {
                wins = true
                // The property again, as if this rule were not written.
                var ignored: [PresetResolution.Ambiguity] = []
                let alternative = Int32(
                    resolver.winnerIndex(
                        for: property, in: state, chain: chain,
                        excluding: r, ambiguities: &ignored) ?? -1)
                // An override that settles a tie is what `ambiguous-override` asks for: not redundant.
                if !ignored.isEmpty || !rows.showsTheSame(property, row: i, winner: Int32(r), alternative: alternative)
                    || changesAStateOffTheTable(r, property, row: i, alternative: alternative, atoms: offTable, preset)
                {
                    changes = true
                    break
                }
            }
            // A colour that resolves to nothing shows its clear stand-in: its error says it all.
            if wins && !changes && !rows.hasUnresolvedColor(setting: r) && !saysDynamicOnPurpose(rules[r], chain) {
                // The message is made when the report is written, from these parts.
                let (name, atoms) = (preset.declaration.name.value, rules[r].selector.atoms)
                diagnostics.report(.redundantOverride, at: rules[r].keyLocation, utf8Message: { message(name, atoms, property).utf8 })
            }
        }
    }
}

extension RedundantOverrideRule {
    /// True for `cornerStyle: dynamic` in a chain that sets `cornerRadius`: the default written
    /// on purpose, which `corner-style-overrides-radius` asks for to say the scaling is wanted.
    func saysDynamicOnPurpose(_ rule: CascadeSetting, _ chain: PresetChain) -> Bool {
        guard rule.property == .cornerStyle, case .name("dynamic")? = rule.value else { return false }
        return !chain.rules(for: .cornerRadius).isEmpty
    }

    /// The feedback atoms (focused, a drop target …) the preset's view can be in that its table
    /// leaves out: no selector names them, so the style draws them its own way.
    static func atomsOffTheTable(_ preset: PresetValidationContext) -> StateSet {
        let axes = preset.resolution.axes
        return StateSet(bits: LookAlikes.feedbackAtoms.bits & preset.resolution.chain.base.reachableMask & ~axes.bits)
    }

    /// True when removing setting `r`, which decides `property` in `row` (where `alternative`
    /// would decide it instead), would change that row's state with one of `atoms` (the
    /// atoms off the table), where the style's default differs: "remove it" would then change
    /// what a focused row shows. No selector names an atom off the table, so the same
    /// settings apply with it as without: `r` still wins there, and `alternative` is still
    /// the one that would win without it.
    func changesAStateOffTheTable(
        _ r: Int, _ property: Property, row: Int, alternative: Int32, atoms: StateSet, _ preset: PresetValidationContext
    ) -> Bool {
        guard let rows = preset.resolution.rows else { return false }
        let state = rows.states[row]
        for atom in atoms where !state.adding(atom).isContradictory {
            let offTable = state.adding(atom)
            assert(
                {
                    let (resolver, chain) = (preset.context.resolver, preset.resolution.chain)
                    var ignored: [PresetResolution.Ambiguity] = []
                    return resolver.winnerIndex(for: property, in: offTable, chain: chain, ambiguities: &ignored) == r
                        && Int32(resolver.winnerIndex(for: property, in: offTable, chain: chain, excluding: r, ambiguities: &ignored) ?? -1)
                            == alternative
                }())
            if !rows.showsTheSame(property, state: offTable, winner: Int32(r), alternative: alternative) { return true }
        }
        return false
    }
}

/// Written into one buffer (`MessageText`): a theme with findings makes a message for each
/// of hundreds of overrides.
fileprivate func message(_ preset: String, _ atoms: StateSet, _ property: Property) -> MessageText {
    atoms.isEmpty
        ? "'\(property.rawValue)' in '\(preset)' repeats the value it would have anyway (inherited, or the style's default) — remove it"
        : "this '\(key: atoms)' override of '\(property.rawValue)' in '\(preset)' sets the value that already applies in those states — remove it"
}
