import ThemeSyntax

/// `shadowed-override`: a property of a state block that wins in no row of its preset's
/// table: the row of its selector does not exist, so another rule always decides instead.
package struct ShadowedOverrideRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .shadowedOverride,
        name: "Shadowed override",
        summary:
            "a property of a state block that wins in no row of its preset's table, so the rule that decides those states instead always beats it",
        rationale: """
            In the cascade a block always wins the row of its own selector — when that row \
            exists. A selector that names a state the preset's kind is never in (a 'selected' \
            header, a 'pinned' cell) has no row, so each of its properties is decided by another \
            rule in every state the view can really be in: the setting is dead, and the look the \
            author meant for that state never shows. The finding points at the dead setting; its \
            related location is the setting that decides the reachable part of the selector. \
            (A child preset that re-declares a parent's state block is not reported: replacing \
            an inherited state look is what 'extends' is for, and the parent's own table still \
            uses it.)
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              header:
                base: listGroupedHeaderFooter
                states:
                  focused: { cornerRadius: 12 }
                  focused+selected: { 1️⃣cornerRadius: 16 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                states:
                  selected: { backgroundColor: systemGray5 }
                  highlighted: { backgroundColor: systemGray5 }
              compactCard:
                extends: card
                cornerRadius: 8
                states:
                  selected: { backgroundColor: systemGray3 }
            """
        ])

    package init() {}

    package func check(_ context: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        // Read in place: a copy of the resolution (or of its table) retains every array in it.
        guard let rows = context.resolution.rows else { return }
        let depth = context.resolution.chain.members.count - 1
        let axes = context.resolution.axes
        let winners = rows.winners
        for (r, rule) in context.resolution.chain.rules.enumerated() where rule.depth == depth && !rule.selector.atoms.isEmpty {
            let wins = rows.states.indices.contains { winners[$0 * Property.count + rule.property.index] == Int32(r) }
            guard !wins else { continue }
            // The state the selector falls back to: its atoms the view can really be in. A
            // selector with none of those is `unreachable-state`'s finding alone.
            let reachable = StateSet(bits: rule.selector.atoms.bits & axes.bits)
            guard !reachable.isEmpty else { continue }
            let beater = rows.states.firstIndex(of: reachable).flatMap { context.resolution.winner(row: $0, rule.property) }
            diagnostics.report(
                .shadowedOverride, message(context.declaration.name.value, rule, reachable, beater),
                at: rule.keyLocation,
                related: beater.map {
                    [RelatedLocation($0.keyLocation, "the '\($0.selector.atoms.key)' setting that decides the '\(reachable.key)' state")]
                } ?? [])
        }
    }
}

fileprivate func message(_ preset: String, _ rule: CascadeSetting, _ reachable: StateSet, _ beater: CascadeSetting?) -> String {
    let decider = beater.map { "its '\($0.selector.atoms.key)' setting" } ?? "the style's default"
    return
        "this '\(rule.selector.atoms.key)' setting of '\(rule.property.rawValue)' wins in no row of '\(preset)': the preset is never in all of those states, so in the '\(reachable.key)' state \(decider) always applies — move the setting to a selector the preset can be in, or remove it"
}
