import ThemeSyntax

/// `shadowed-override`: an override block's property that applies to rows of a preset's
/// table but wins in none of them, because another rule always beats it.
public struct ShadowedOverrideRule: PresetValidationRule {
    public static let description = RuleDescription(
        id: .shadowedOverride,
        name: "Shadowed override",
        summary: "a property of a state block that applies to rows of a preset's table but wins in none: another rule always beats it",
        rationale: """
            In the cascade a more specific selector wins, then the deeper preset of an 'extends' \
            chain. A block's own preset always keeps it in the row of its selector, but a preset \
            that extends it and overrides the same states hides it completely: in the child's \
            table the inherited block decides nothing. That is often a left-over after the value \
            moved to the child, or a child that was meant to inherit the parent's state colours. \
            Remove one of the two settings, or give the child's block a different selector. The \
            finding points at the hidden setting; its related location is the one that beats it.
            """,
        severity: .warning, stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                states:
                  selected: { 1️⃣backgroundColor: systemGray5 }
                  highlighted: { backgroundColor: systemGray5 }
              compactCard:
                extends: card
                cornerRadius: 8
                states:
                  selected: { backgroundColor: systemGray3 }
            """,
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
            """,
        ])

    public init() {}

    public func check(_ context: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let resolution = context.resolution
        guard let preset = resolution.preset else { return }
        for rule in resolution.chain.rules where rule.document == 0 && !rule.selector.atoms.isEmpty {
            // A parent's block is met again through each child: report it once.
            guard let beater = beater(of: rule, in: preset, resolution: resolution),
                  diagnostics.isFirst(.shadowedOverride, at: [rule.keyLocation]) else { continue }
            diagnostics.report(.shadowedOverride, message(context.declaration.name.value, rule, beater), at: rule.keyLocation,
                               related: [RelatedLocation(beater.keyLocation, "the '\(beater.selector.atoms.key)' setting that beats it")])
        }
    }

    /// The rule that beats `rule` in the row of its own selector (or the first row it
    /// applies to), when `rule` applies to some row and wins in none; nil otherwise.
    private func beater(of rule: CascadeRule, in preset: ResolvedPreset, resolution: PresetResolution) -> CascadeRule? {
        var first: CascadeRule?
        var own: CascadeRule?
        for (i, row) in preset.rows.enumerated() where rule.selector.atoms.isSubset(of: row.state) {
            guard let winner = resolution.winner(row: i, rule.property) else { continue }
            if winner.keyLocation == rule.keyLocation { return nil }
            if first == nil { first = winner }
            if row.state == rule.selector.atoms { own = winner }
        }
        return own ?? first
    }
}

fileprivate func message(_ preset: String, _ rule: CascadeRule, _ beater: CascadeRule) -> String {
    "this '\(rule.selector.atoms.key)' setting of '\(rule.property.rawValue)' wins in no row of '\(preset)': the '\(beater.selector.atoms.key)' setting of a preset that extends it always beats it — remove one of the two, or change the selector of the one that should win only sometimes"
}
