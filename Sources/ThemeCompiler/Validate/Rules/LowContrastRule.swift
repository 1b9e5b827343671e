/// `low-contrast`: a button row whose title cannot be read on its fill.
package struct LowContrastRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .lowContrast,
        name: "Low contrast",
        summary: "a button row at rest whose title colour on its fill has a WCAG 2 contrast ratio below 4.5:1 (3:1 for large buttons)",
        rationale: """
            UIKit does not check that a button's title can be read on its fill: a grey title on a \
            grey fill, or white on a pale brand colour, ships unnoticed. themec measures the WCAG 2 \
            contrast ratio of the resolved title colour (`resolvedForegroundColor`) on the resolved \
            fill, both composited over the system background for translucent colours, in every row \
            and appearance (light, dark, increased contrast). Text needs 4.5:1; a `large` button's \
            title is large text, which needs 3:1. Disabled rows are exempt, as WCAG exempts inactive \
            components, and so are pressed (`highlighted`) rows: the pressed look lasts as long as \
            the touch, the title is read at rest, and UIKit's pressed colours are modelled, not \
            documented. Rows whose colours the theme leaves to the style are UIKit's own look and \
            are not judged, and a preset whose colours and size all come from the preset it \
            extends is reported there, once. `minimumContrast` in `.themec.yml` changes the 4.5 \
            (large buttons keep two thirds of it).
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
                baseBackgroundColor: "#FFD60A"
                1️⃣baseForegroundColor: white
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
                baseBackgroundColor: "#FFD60A"
                baseForegroundColor: black
              large:
                base: filledButton
                buttonSize: large
                baseBackgroundColor: "#E5484D"
                baseForegroundColor: white
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows, rows.style.isButton else { return }
        // A colour that resolves to nothing is its own error: its stand-in says nothing.
        let colours: [Property] = [.backgroundColor, .baseBackgroundColor, .baseForegroundColor]
        guard !rows.rules.indices.contains(where: { colours.contains(rows.rules[$0].property) && rows.hasUnresolvedColor(setting: $0) }),
            !colours.contains(where: preset.hasInvalidSetting(of:))
        else { return }
        let list = rows.styleDefaults.list
        var failing: [(row: Int, seen: Contrast.Seen, needed: Double)] = []
        // Only rows whose colours the theme chose: UIKit's own styles are UIKit's business.
        let chosen: [Property] = [.backgroundColor, .backgroundColorTransformer, .baseBackgroundColor, .baseForegroundColor]
        for (row, state) in rows.states.enumerated()
        where !state.contains(.disabled) && !state.contains(.highlighted) && chosen.contains(where: { rows.isCustomized($0, row: row) }) {
            let large: Bool
            if let size = rows.setting(.buttonSize, row: row), case .name("large")? = rows.rules[size].value { large = true } else { large = false }
            let needed = preset.context.minimumContrast * (large ? Contrast.largeFactor : 1)
            let seen = Contrast.seen(
                foreground: rows.resolvedForegroundColor(row: row), fill: rows.resolvedBackgroundColor(row: row),
                over: list.color(for: ColorTraits(state)))
            if seen.ratio < needed { failing.append((row, seen, needed)) }
        }
        guard let first = failing.first else { return }
        let declaration = preset.declaration
        // Point at the setting that chose the title colour, if this preset wrote it.
        let own = preset.resolution.chain.members.count - 1
        // Colours and size all inherited: the preset they come from is reported for the same
        // rows (one finding per cause), not each of its children again.
        let decisive = chosen + [.buttonSize]
        if own > 0,
            !failing.contains(where: { f in decisive.contains { rows.setting($0, row: f.row).map { rows.rules[$0].depth == own } ?? false } })
        {
            return
        }
        let setting = [Property.baseForegroundColor, .baseBackgroundColor, .backgroundColor].lazy
            .compactMap { rows.setting($0, row: first.row).map { rows.rules[$0] } }
            .first { $0.depth == own }
        diagnostics.report(
            .lowContrast,
            message(
                declaration.name.value, first.seen, needed: first.needed, states: failing.map { rows.states[$0.row] }),
            at: setting?.keyLocation ?? declaration.name.location)
    }
}

fileprivate func message(_ preset: String, _ seen: Contrast.Seen, needed: Double, states: [StateSet]) -> String {
    // Rounded down, so a ratio just below the minimum never reads as the minimum.
    func ratio(_ r: Double) -> String { String(Double((r * 100).rounded(.down)) / 100) }
    let title =
        "the title (\(RowText.hex(seen.foreground)) as drawn) has a contrast of \(ratio(seen.ratio)):1 on its fill (\(RowText.hex(seen.background)))"
    let fix = " — pick a 'baseForegroundColor' or a fill that differ more in lightness"
    guard states.count > 1 else {
        return "in the '\(states[0].key)' row of '\(preset)' \(title), below the \(ratio(needed)):1 WCAG 2 asks" + fix
    }
    return "in '\(preset)' \(RowText.rowList(states)) fall below the \(ratio(needed)):1 WCAG 2 asks: in '\(states[0].key)' \(title)" + fix
}
