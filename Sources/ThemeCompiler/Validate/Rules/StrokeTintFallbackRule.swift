/// `stroke-tint-fallback`: a stroke with a width but no colour is drawn in the tint colour.
package struct StrokeTintFallbackRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .strokeTintFallback,
        name: "Stroke tint fallback",
        summary: "'strokeWidth' > 0 with no stroke colour, which UIKit draws in the tint colour",
        rationale: """
            'strokeColor' defaults to nil, and UIKit draws a nil stroke colour in the view's tint \
            colour: a grey hairline you meant to add shows up blue. Name the colour ('separator', \
            'tint' if the tint is meant).
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                1️⃣strokeWidth: 1
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                strokeWidth: 1
                strokeColor: separator
            """,
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                strokeWidth: 1
                strokeColor: tint
            """,
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows,
            let i = rows.states.indices.first(where: { rows.number(.strokeWidth, row: $0) > 0 && rows.isTint(.strokeColor, row: $0) })
        else { return }
        let rule = preset.resolution.winner(row: i, .strokeWidth)
        diagnostics.report(
            .strokeTintFallback, message(preset.declaration.name.value, rows.states[i]),
            at: rule?.keyLocation ?? preset.declaration.name.location)
    }
}

fileprivate func message(_ preset: String, _ state: StateSet) -> String {
    "'\(preset)' draws a stroke with no 'strokeColor' in the '\(state.key)' row, and UIKit draws a nil stroke colour in the tint colour — add 'strokeColor: separator' (or 'strokeColor: tint' if the tint is meant)"
}
