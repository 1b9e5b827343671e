import ThemeSyntax

/// `corner-style-overrides-radius`: a button's `cornerRadius` that its corner style scales or
/// replaces.
package struct CornerStyleOverridesRadiusRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .cornerStyleOverridesRadius,
        name: "Corner style overrides radius",
        summary: "a button preset sets 'cornerRadius' while its 'cornerStyle' is not 'fixed': UIKit scales the radius or ignores it",
        rationale: """
            A button's `cornerStyle` decides what `background.cornerRadius` means. Only `fixed` keeps \
            the radius as written; `dynamic`, UIKit's default, scales it with Dynamic Type (a 10-point \
            radius grows at accessibility text sizes); `small`, `medium`, `large` and `capsule` \
            ignore it and substitute a system radius. A radius with no corner style is almost always \
            meant literally, and a radius beside a style that ignores it never shows. Writing \
            `cornerStyle: dynamic` says the scaling is wanted, and silences the rule.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              primary:
                base: filledButton
                1️⃣cornerRadius: 10
              pill:
                base: filledButton
                cornerStyle: capsule
                2️⃣cornerRadius: 10
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              primary:
                base: filledButton
                cornerStyle: fixed
                cornerRadius: 10
              scaled:
                base: grayButton
                cornerStyle: dynamic
                cornerRadius: 10
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows, rows.style.isButton else { return }
        var reported = Set<Int>()
        for row in rows.states.indices {
            guard let radius = rows.setting(.cornerRadius, row: row), !reported.contains(radius) else { continue }
            let style = rows.setting(.cornerStyle, row: row)
            var name = "dynamic"
            if let style, case .name(let n)? = rows.rules[style].value { name = n }
            // `dynamic` written on purpose is the author's choice; `fixed` keeps the radius.
            guard name != "fixed", !(name == "dynamic" && style != nil) else { continue }
            reported.insert(radius)
            let setting = rows.rules[radius]
            let message = name == "dynamic" ? scaledMessage(preset.declaration.name.value) : ignoredMessage(preset.declaration.name.value, name)
            let related = style.map { [RelatedLocation(rows.rules[$0].keyLocation, "the corner style is set here")] } ?? []
            diagnostics.reportOnce(.cornerStyleOverridesRadius, message, at: setting.keyLocation, related: related, key: [setting.keyLocation])
        }
    }
}

fileprivate func scaledMessage(_ preset: String) -> String {
    "'\(preset)' sets 'cornerRadius' without a 'cornerStyle', so UIKit's default 'dynamic' scales the radius with Dynamic Type — add 'cornerStyle: fixed' to keep it as written, or 'cornerStyle: dynamic' if the scaling is wanted"
}

fileprivate func ignoredMessage(_ preset: String, _ style: String) -> String {
    "'\(preset)' sets 'cornerRadius', but its corner style '\(style)' ignores the radius and uses a system one — remove 'cornerRadius', or use 'cornerStyle: fixed' to keep it"
}
