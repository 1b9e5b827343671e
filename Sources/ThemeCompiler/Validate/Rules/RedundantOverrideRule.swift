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
        for r in rules.indices where rules[r].depth == depth && rows.hasValue(r) {
            let property = rules[r].property
            var wins = false
            var changes = false
            for (i, state) in rows.states.enumerated() {
                guard rows.winners[i * Property.count + property.index] == Int32(r) else { continue }
                wins = true
                // The property again, as if this rule were not written.
                var ignored: [PresetResolution.Ambiguity] = []
                let alternative = Int32(
                    resolver.winnerIndex(
                        for: property, in: state, chain: chain,
                        excluding: r, ambiguities: &ignored) ?? -1)
                // An override that settles a tie is what `ambiguous-override` asks for: not redundant.
                if !ignored.isEmpty || !rows.showsTheSame(property, row: i, winner: Int32(r), alternative: alternative) {
                    changes = true
                    break
                }
            }
            // A colour that resolves to nothing shows its clear stand-in: its error says it all.
            if wins && !changes && !rows.hasUnresolvedColor(setting: r) && !changesAStateOffTheTable(r, preset)
                && !saysDynamicOnPurpose(rules[r], chain)
            {
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

    /// True when removing setting `r` would change a state UIKit can show that the table
    /// leaves out: a row with a feedback atom the style draws its own way (focused, a drop
    /// target …) but no selector names, where the setting also decides and the style's
    /// default differs. "Remove it" would then change what a focused row shows.
    func changesAStateOffTheTable(_ r: Int, _ preset: PresetValidationContext) -> Bool {
        guard let rows = preset.resolution.rows else { return false }
        let chain = preset.resolution.chain
        let resolver = preset.context.resolver
        let property = chain.rules[r].property
        let axes = StateSet(preset.resolution.table?.axes ?? [])
        let extra = StateSet(bits: LookAlikes.feedbackAtoms.bits & chain.base.reachableMask & ~axes.bits)
        guard !extra.isEmpty else { return false }
        var ignored: [PresetResolution.Ambiguity] = []
        for (i, state) in rows.states.enumerated() where rows.winners[i * Property.count + property.index] == Int32(r) {
            // No selector names an atom outside the axes, so the same settings apply with it as
            // without: `r` still wins, and the one that would win without `r` is the row's.
            var alternative: Int32?
            for atom in extra where !state.adding(atom).isContradictory {
                let offTable = state.adding(atom)
                let instead =
                    alternative ?? Int32(resolver.winnerIndex(for: property, in: state, chain: chain, excluding: r, ambiguities: &ignored) ?? -1)
                alternative = instead
                assert(
                    resolver.winnerIndex(for: property, in: offTable, chain: chain, ambiguities: &ignored) == r
                        && Int32(resolver.winnerIndex(for: property, in: offTable, chain: chain, excluding: r, ambiguities: &ignored) ?? -1)
                            == instead
                )
                if !rows.showsTheSame(property, state: offTable, winner: Int32(r), alternative: instead) { return true }
            }
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
