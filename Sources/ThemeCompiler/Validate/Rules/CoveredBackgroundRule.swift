import ThemeSyntax

/// `covered-background`: a state changes the background colour of a row whose custom view
/// or image still covers it, so the new colour never shows.
package struct CoveredBackgroundRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .coveredBackground,
        name: "Covered background",
        summary: "a state override changes 'backgroundColor' while a 'customView' or 'image' that stays in that state covers it",
        rationale: """
            A background configuration draws its colour first and its image and custom view on \
            top (`UIBackgroundConfiguration`). An opaque texture set at the preset level stays in \
            every state unless a state sets it back to `null`, so a `selected: { backgroundColor: \
            systemGray4 }` override changes a colour nobody can see: selected rows look exactly \
            like the others. Add `customView: null` (or `image: null`) to the state that changes \
            the colour, so the colour shows there; or, if the view is meant to stay, drop the \
            colour override.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                customView: { image: linen }
                states:
                  highlighted: { 1️⃣backgroundColor: systemGray4 }
                  selected: { 2️⃣backgroundColor: systemGray4 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                customView: { image: linen }
                states:
                  highlighted: { backgroundColor: systemGray4, customView: null }
                  selected: { backgroundColor: systemGray4, customView: null }
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows else { return }
        let rules = rows.rules
        // Each hidden override once, with every row it decides under a texture, in row order.
        var hidden: [(colour: Int, covering: Property, cover: Int, rows: [StateSet])] = []
        for i in rows.states.indices {
            // Indices only: a custom view or image shows where a setting gives one (their
            // style defaults are nil), so no row's values need to be built.
            guard let colour = rows.setting(.backgroundColor, row: i), !rules[colour].selector.atoms.isEmpty else { continue }
            let covering: Property = rows.setting(.customView, row: i) != nil ? .customView : .image
            guard let cover = rows.setting(covering, row: i) else { continue }
            if let known = hidden.firstIndex(where: { $0.colour == colour }) {
                hidden[known].rows.append(rows.states[i])
            } else {
                hidden.append((colour, covering, cover, [rows.states[i]]))
            }
        }
        for (colour, covering, cover, states) in hidden {
            // The message is made when the report is written, from these parts.
            let (state, name) = (Self.blockName(rules[colour], in: preset.context.program), preset.declaration.name.value)
            diagnostics.report(
                .coveredBackground, at: rules[colour].keyLocation,
                related: [RelatedLocation(rules[cover].keyLocation, "the '\(covering.rawValue)' that covers it")],
                utf8Message: { Self.covered(state, in: name, by: covering, rows: states).utf8 })
        }
    }
}

extension CoveredBackgroundRule {
    /// The block of `setting` as the theme writes it (`selected + highlighted`), read back from
    /// the source at its selector (a selector keeps its atoms, not its text); its canonical key
    /// when the text read back does not spell those atoms (a key written with escapes).
    static func blockName(_ setting: CascadeSetting, in program: ThemeProgram) -> String {
        let selector = setting.selector
        let written = program.sources[setting.document].keyText(at: selector.location)
        return written.flatMap { StateSet(spelled: $0) == selector.atoms ? $0 : nil } ?? selector.atoms.key
    }

    /// A state's background colour hidden under a custom view or image that the state keeps.
    /// Written into one buffer (`MessageText`).
    static func covered(_ state: String, in preset: String, by covering: Property, rows: [StateSet]) -> MessageText {
        "the '\(state)' override of 'backgroundColor' in '\(preset)' never shows: the '\(covering.rawValue)' still covers the background in \(rows: rows) — add '\(covering.rawValue): null' to the '\(state)' block, or drop the override"
    }
}
