import ThemeSyntax

/// `missing-dark-variant`: a state override with the same colour in light and dark, in a
/// preset whose normal background changes in dark mode.
package struct MissingDarkVariantRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .missingDarkVariant,
        name: "Missing dark variant",
        summary: "a state override sets a colour identical in light and dark while the preset's normal background differs between them",
        rationale: """
            When the normal background adapts to dark mode (a system colour, or a palette colour \
            with a 'dark' variant) but a state override uses a fixed colour, the state looks right \
            in one appearance only: a light grey selection on a dark row flashes white. Give the \
            override a variant map ('{ light: "#DDDDDD", dark: "#3A3A3C" }'), use a colour that \
            adapts, or add a 'dark+…' block for the dark rows. A setting that shows in no dark \
            row is not reported: a 'dark+…' block or a 'dark' block of higher precedence beats \
            it there, or its state is one the kind is never in ('unreachable-state').
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            precedence: [selected, highlighted]
            colors:
              rowBackground: { light: "#FFFFFF", dark: "#1C1C1E" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: rowBackground
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { 1️⃣backgroundColor: "#DDDDDD" }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            precedence: [selected, highlighted]
            colors:
              rowBackground: { light: "#FFFFFF", dark: "#1C1C1E" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: rowBackground
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: { light: "#DDDDDD", dark: "#3A3A3C" } }
            """
        ])

    package init() {}

    package func check(_ presetContext: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        // Read in place: a copy of the resolution or the declaration retains every array in it.
        guard let rows = presetContext.resolution.rows,
            let lightRow = rows.states.firstIndex(of: .normal),
            let darkRow = rows.states.firstIndex(of: StateSet([.dark]))
        else { return }
        let light = rows.resolvedBackgroundColor(row: lightRow), dark = rows.resolvedBackgroundColor(row: darkRow)
        guard light != dark else { return }
        let chain = presetContext.resolution.chain
        let depth = chain.members.count - 1
        for (i, rule) in chain.rules.enumerated()
        where rule.depth == depth && !rule.selector.atoms.isEmpty
            && !rule.selector.atoms.contains(.dark) && (rule.property == .backgroundColor || rule.property == .strokeColor)
        {
            // The rows hold the setting's colour, resolved (clear where it resolves to nothing,
            // which the alpha check skips as the failed resolution did). A setting that decides
            // no dark row never shows in dark mode: a `dark+…` block, or a `dark` block of higher
            // precedence, covers those rows, or its state is one the kind is never in
            // (`unreachable-state`'s finding), where a `dark+…` block could not apply either.
            guard case .color(let expression)? = rule.value,
                let variants = rows.ruleColors[i]?.variants,
                variants.light == variants.dark, variants.light.alpha > 0,
                rows.states.indices.contains(where: { rows.states[$0].contains(.dark) && rows.decides(i, rule.property, row: $0) })
            else { continue }
            let resolver = presetContext.context.resolver, name = presetContext.declaration.name.value
            // An asset colour's dark value is the colour set's: the fix is in the catalog.
            if let asset = resolver.colors.asset(of: expression, from: rule.document) {
                diagnostics.report(
                    .missingDarkVariant, assetMessage(name, rule, asset, variants.light, light, dark),
                    at: rule.keyLocation)
                continue
            }
            diagnostics.report(
                .missingDarkVariant,
                message(name, rule, variants.light, light, dark),
                at: rule.keyLocation,
                suggestion: "{ light: \"\(variants.light.hexString)\", dark: … }")
        }
    }
}

fileprivate func message(_ preset: String, _ rule: CascadeSetting, _ color: RGBA, _ light: RGBA, _ dark: RGBA) -> String {
    let selector = rule.selector.atoms.key
    return
        "'\(selector)' sets '\(rule.property.rawValue)' to \(color.hexString) in both light and dark, but the normal background of '\(preset)' changes in dark mode (\(light.hexString) → \(dark.hexString)) — write a variant map '{ light: \"\(color.hexString)\", dark: … }', or add a 'dark+\(selector)' block"
}

fileprivate func assetMessage(_ preset: String, _ rule: CascadeSetting, _ asset: String, _ color: RGBA, _ light: RGBA, _ dark: RGBA) -> String {
    let selector = rule.selector.atoms.key
    return
        "'\(selector)' sets '\(rule.property.rawValue)' to the asset '\(asset)' (\(color.hexString)), which has no dark appearance, but the normal background of '\(preset)' changes in dark mode (\(light.hexString) → \(dark.hexString)) — add a dark appearance to the colour set '\(asset)', or add a 'dark+\(selector)' block"
}
