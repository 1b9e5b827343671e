import ThemeSyntax

/// `color-transformer-conflict`: in some row the theme sets both a colour and the
/// transformer meant to change it.
public struct ColorTransformerConflictRule: PresetValidationRule {
    public static let description = RuleDescription(
        id: .colorTransformerConflict,
        name: "Colour and transformer conflict",
        summary: "a row where the theme sets both 'backgroundColor' and 'backgroundColorTransformer' (or the stroke pair)",
        rationale: """
            UIKit's handling of a colour plus a transformer differs across versions: on iOS 14 the \
            transformer's result is ignored when 'backgroundColor' is set, so a cell whose transformer \
            should turn it grey when selected never changes; later versions apply the \
            transformer to the colour. Say the per-state colour directly instead: a state override \
            ('selected: { backgroundColor: systemGray4 }') or a colour derivation \
            ('{ from: brand, alpha: 0.5 }'), and drop the transformer.
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
                1️⃣backgroundColorTransformer: grayscale
                states:
                  selected: { backgroundColor: systemGray4 }
                  highlighted: { backgroundColor: systemGray4 }
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
                states:
                  selected: { backgroundColor: systemGray4 }
                  highlighted: { backgroundColor: systemGray4 }
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColorTransformer: grayscale
            """,
        ])

    public init() {}

    private static let colorProperties: [Property] = [.backgroundColor, .strokeColor]

    public func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let table = preset.resolution.table, let rows = preset.resolution.rows else { return }
        let rules = preset.resolution.chain.rules
        /// The rule whose value `property` takes in row `i`, nil for the system default.
        func setting(_ i: Int, _ property: Property) -> Int? { rows.setting(property, row: i) }
        for (i, state) in table.rows.states.enumerated() {
            for colorProperty in Self.colorProperties {
                let transformerProperty = colorProperty.matchingTransformer!
                // Indices first: copying the winning rules of every row costs more than the check.
                guard let c = setting(i, colorProperty), let t = setting(i, transformerProperty) else { continue }
                let color = rules[c], transformer = rules[t]
                // A parent's transformer shows in every child's rows too: report it once.
                diagnostics.reportOnce(
                    .colorTransformerConflict,
                    message(colorProperty, transformerProperty, table.name, state, color),
                    at: transformer.keyLocation,
                    related: [RelatedLocation(color.keyLocation, "'\(colorProperty.rawValue)' is set here")],
                    key: [transformer.keyLocation])
            }
        }
    }
}

fileprivate func message(_ color: Property, _ transformer: Property, _ preset: String, _ state: StateSet, _ rule: CascadeSetting) -> String {
    "'\(preset)' sets both '\(color.rawValue)' (\(rule.keyLocation.line):\(rule.keyLocation.column)) and '\(transformer.rawValue)' in the '\(state.key)' row: on iOS 14 UIKit ignores the transformer's result when a colour is set, so the row never changes; later versions apply it to the colour — write the per-state colour as a state override (e.g. 'selected: { \(color.rawValue): systemGray4 }') or a derivation ('{ from: brand, alpha: 0.5 }') and remove '\(transformer.rawValue)'"
}
