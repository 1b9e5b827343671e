import ThemeSyntax

/// `color-transformer-conflict`: in some row the theme sets both an explicit colour and the
/// transformer meant to change it, while the deployment target includes iOS 14.
package struct ColorTransformerConflictRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .colorTransformerConflict,
        name: "Colour and transformer conflict",
        summary:
            "a row where the theme sets an explicit 'backgroundColor' and a 'backgroundColorTransformer' (or the stroke pair) while the deployment target includes iOS 14",
        rationale: """
            UIKit resolves a background as 'transformer(backgroundColor ?? tint)' \
            ('resolvedBackgroundColor(for:)' in UIBackgroundConfiguration.h), and current versions \
            apply the transformer to an explicit colour. On iOS 14 the transformer's result was \
            observed to be ignored once 'backgroundColor' is set (Matt Neuburg's iOS 14 guide to \
            cell backgrounds: "the color returned by the backgroundColorTransformer is not used"), \
            so a row meant to turn grey never changes. \
            So the finding needs a deployment target that includes iOS 14 (iOS, tvOS or Mac Catalyst \
            below 15; no deployment target means iOS 14). 'tint' with a transformer never conflicts: \
            it is UIKit's nil colour, which goes through the transformer on every version — the \
            documented way to derive a colour from the tint. Instead of a colour plus a transformer, \
            write the colour you want: a derivation ('{ from: brand, alpha: 0.5 }') or a state \
            override; or raise the deployment target to iOS 15.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "14.0" }
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
            deploymentTarget: { iOS: "14.0" }
            presets:
              header:
                base: listGroupedHeaderFooter
                backgroundColor: tint
                backgroundColorTransformer: monochromeTint
            """,
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                backgroundColorTransformer: grayscale
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

    package init() {}

    private static let colorProperties: [Property] = [.backgroundColor, .strokeColor]

    /// The first platform of `targets` whose version is below 15 (where a colour plus a
    /// transformer drops the transformer's result), with that version.
    static func iOS14Platform(in targets: [Platform: OSVersion]) -> (Platform, OSVersion)? {
        [Platform.iOS, .macCatalyst, .tvOS].lazy.compactMap { p in targets[p].flatMap { $0 < OSVersion(15) ? (p, $0) : nil } }.first
    }

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows, let (platform, version) = Self.iOS14Platform(in: preset.context.deploymentTarget)
        else { return }
        let rules = preset.resolution.chain.rules
        for (i, state) in rows.states.enumerated() {
            for colorProperty in Self.colorProperties {
                let transformerProperty = colorProperty.matchingTransformer!
                // Indices first: copying the winning rules of every row costs more than the check.
                guard let c = rows.setting(colorProperty, row: i), let t = rows.setting(transformerProperty, row: i) else { continue }
                // 'tint' is UIKit's nil colour: the transformer applies to it on every version.
                if case .color(let expression)? = rules[c].value, case .tint = expression.kind { continue }
                let color = rules[c], transformer = rules[t]
                // A parent's transformer shows in every child's rows too: report it once.
                diagnostics.reportOnce(
                    .colorTransformerConflict,
                    message(colorProperty, transformerProperty, preset.declaration.name.value, state, color, "\(platform.rawValue) \(version)"),
                    at: transformer.keyLocation,
                    related: [RelatedLocation(color.keyLocation, "'\(colorProperty.rawValue)' is set here")],
                    key: [transformer.keyLocation])
            }
        }
    }
}

fileprivate func message(
    _ color: Property, _ transformer: Property, _ preset: String, _ state: StateSet, _ rule: CascadeSetting, _ target: String
) -> String {
    "'\(preset)' sets both '\(color.rawValue)' (\(rule.keyLocation.line):\(rule.keyLocation.column)) and '\(transformer.rawValue)' in the '\(state.key)' row, and the deployment target (\(target)) includes iOS 14, where UIKit ignores the transformer's result once a colour is set, so the row never changes there (iOS 15 and later apply it) — write the colour you want instead ('{ from: brand, alpha: 0.5 }', or a state override such as 'selected: { \(color.rawValue): systemGray4 }') and remove '\(transformer.rawValue)'; use '\(color.rawValue): tint' to transform the tint; or raise the deployment target to 15"
}
