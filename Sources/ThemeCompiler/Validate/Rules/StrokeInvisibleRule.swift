import ThemeSyntax

/// `stroke-invisible`: a stroke that can never be seen.
package struct StrokeInvisibleRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .strokeInvisible,
        name: "Stroke invisible",
        summary: "a row with 'strokeWidth' > 0 and a fully transparent stroke colour, or a stroke colour set while the width is 0 in every row",
        rationale: """
            UIKit draws the stroke only with a width above zero and a visible colour. A clear stroke \
            colour (the 'clear' style's default) hides a width, and a colour without a width is never \
            drawn: the theme says something that cannot be seen.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                1️⃣strokeWidth: 2
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                1️⃣strokeColor: systemBlue
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                strokeColor: systemBlue
                strokeWidth: 2
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows else { return }
        let name = preset.declaration.name.value
        let rowIndices = rows.states.indices
        // A colour that resolves to nothing, or a value that could not be read, is its own error.
        // A button style's own stroke (clear, 1 point) is the style's, not the theme's.
        func themeStroke(_ row: Int) -> Bool { rows.isCustomized(.strokeWidth, row: row) || rows.isCustomized(.strokeColor, row: row) }
        if let i = rowIndices.first(where: {
            (!rows.style.isButton || themeStroke($0)) && rows.number(.strokeWidth, row: $0) > 0 && rows.resolvedStrokeColor(row: $0).alpha == 0
        }),
            !(rows.setting(.strokeColor, row: i).map { rows.hasUnresolvedColor(setting: $0) } ?? false),
            !preset.hasInvalidSetting(of: .strokeColor)
        {
            let rule = preset.resolution.winner(row: i, .strokeWidth) ?? preset.resolution.winner(row: i, .strokeColor)
            diagnostics.report(
                .strokeInvisible, transparentMessage(name, rows.states[i]),
                at: rule?.keyLocation ?? preset.declaration.name.location)
        }
        if !preset.hasInvalidSetting(of: .strokeWidth), rowIndices.allSatisfy({ rows.number(.strokeWidth, row: $0) == 0 }),
            let i = rowIndices.first(where: { rows.isCustomized(.strokeColor, row: $0) }),
            let rule = preset.resolution.winner(row: i, .strokeColor)
        {
            diagnostics.report(.strokeInvisible, widthlessMessage(name), at: rule.keyLocation)
        }
    }
}

fileprivate func transparentMessage(_ preset: String, _ state: StateSet) -> String {
    "'\(preset)' draws a stroke in the '\(state.key)' row but its colour is fully transparent, so it never shows — set 'strokeColor' to a visible colour (e.g. 'separator'), or remove 'strokeWidth'"
}

fileprivate func widthlessMessage(_ preset: String) -> String {
    "'\(preset)' sets 'strokeColor' but 'strokeWidth' is 0 in every state, so the stroke is never drawn — add 'strokeWidth: 1', or remove 'strokeColor'"
}
