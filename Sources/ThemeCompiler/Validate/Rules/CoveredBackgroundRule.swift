import ThemeSyntax

/// `covered-background`: a state changes the background colour of a row whose custom view
/// or image still covers it, so the new colour never shows.
public struct CoveredBackgroundRule: PresetValidationRule {
    public static let description = RuleDescription(
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

    public init() {}

    public func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let resolution = preset.resolution
        guard let table = resolution.table else { return }
        var reported = Set<SourceLocation>()
        for (i, row) in table.rows.enumerated() {
            guard let colour = resolution.winner(row: i, .backgroundColor), colour.value != nil,
                !colour.selector.atoms.isEmpty, !reported.contains(colour.keyLocation)
            else { continue }
            let covering: Property = row.appearance.customView != nil ? .customView : .image
            guard row.appearance.customView != nil || row.appearance.image != nil,
                let cover = resolution.winner(row: i, covering), cover.value != nil
            else { continue }
            reported.insert(colour.keyLocation)
            let state = colour.selector.text
            diagnostics.report(
                .coveredBackground,
                "the '\(state)' override of 'backgroundColor' in '\(preset.declaration.name.value)' never shows: the '\(covering.rawValue)' still covers the background in that state — add '\(covering.rawValue): null' to the '\(state)' block, or drop the override",
                at: colour.keyLocation,
                related: [RelatedLocation(cover.keyLocation, "the '\(covering.rawValue)' that covers it")])
        }
    }
}
