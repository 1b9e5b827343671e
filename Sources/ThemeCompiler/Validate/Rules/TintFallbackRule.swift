/// `tint-fallback`: `backgroundColor: null` at a root preset's normal level.
package struct TintFallbackRule: ValidationRule {
    package static let description = RuleDescription(
        id: .tintFallback,
        name: "Tint fallback",
        summary: "'backgroundColor: null' at a root preset's normal level, where 'tint' or 'clear' was likely meant",
        rationale: """
            In UIKit a nil background colour is not transparent: it is replaced by the view's tint \
            colour. In a theme, null means 'the style's default', which at a root preset is what \
            leaving the line out means — so a null there is almost always a mistake for 'clear' \
            (no background) or 'tint'. A button preset's nil background is its style's fill, so \
            buttons are not reported.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                1️⃣backgroundColor: null
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              header:
                base: listGroupedHeaderFooter
                backgroundColor: systemGray6
            """,
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              primary:
                base: filledButton
                backgroundColor: null
            """,
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        // A button's nil background is the style's fill, not the tint: no trap there.
        for preset in context.document.presets where preset.base != nil && preset.extends == nil && preset.base?.value.isButton == false {
            for setting in preset.blocks[0].settings where setting.property == .backgroundColor && setting.value == nil {
                diagnostics.report(.tintFallback, message(preset.name.value), at: setting.keyLocation)
            }
        }
    }
}

fileprivate func message(_ preset: String) -> String {
    "'backgroundColor: null' in '\(preset)' only restores the style's default, and a nil colour in UIKit means the tint colour, not 'no background' — write 'clear' for no background or 'tint' for the tint, or remove the line"
}
