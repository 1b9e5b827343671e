import ThemeSyntax

/// `selection-invisible`: a cell whose selected (or highlighted) rows look exactly like its
/// normal rows because the theme set the colour for every state.
public struct SelectionInvisibleRule: PresetValidationRule {
    public static let description = RuleDescription(
        id: .selectionInvisible,
        name: "Selection invisible",
        summary: "a cell preset whose selected or highlighted rows equal its normal rows because the colour is customised without a state override",
        rationale: """
            Assigning 'backgroundColor' pins it in every state: 'updated(for:)' only refreshes \
            properties that were never assigned. So a cell with a custom colour and no 'selected' \
            override loses the system's selection colour (systemGray4), and selected cells look \
            exactly like unselected ones. Add 'selected' and 'highlighted' overrides, or leave the \
            colour to the style.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                1️⃣backgroundColor: systemBlue
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
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: systemGray4 }
            """
        ])

    public init() {}

    public func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard preset.resolution.chain.base.kind == .cell, let table = preset.resolution.table, let rows = preset.resolution.rows else { return }
        let rules = preset.resolution.chain.rules
        var hidden: [StateAtom] = []
        var culprit: CascadeSetting?
        for atom in [StateAtom.highlighted, .selected] where table.axes.contains(atom) {
            for (i, state) in rows.states.enumerated() where state.contains(atom) && state.count <= 2 {
                // Indices first: a colour setting that names neither state, then the drawn colours.
                guard let w = rows.setting(.backgroundColor, row: i),
                    !rules[w].selector.atoms.contains(.selected), !rules[w].selector.atoms.contains(.highlighted),
                    let j = rows.states.firstIndex(of: state.removing(atom)),
                    rows.resolvedBackgroundColor(row: i) == rows.resolvedBackgroundColor(row: j)
                else { continue }
                hidden.append(atom)
                culprit = rules[w]
                break
            }
        }
        guard let culprit else { return }
        let systemColor = SystemDefaults.value(
            of: .backgroundColor, style: table.defaultsStyle, in: StateSet([hidden[0]]),
            design: preset.context.resolver.design)
        var systemName = "the tint colour"
        if case .color(let c)? = systemColor, case .named(let n) = c.kind { systemName = n }
        diagnostics.report(.selectionInvisible, message(preset.declaration.name.value, hidden, systemName), at: culprit.keyLocation)
    }
}

fileprivate func message(_ preset: String, _ atoms: [StateAtom], _ systemName: String) -> String {
    let states = atoms.map(\.rawValue).joined(separator: " and ")
    let blocks = atoms.map { "\($0.rawValue): { backgroundColor: … }" }.joined(separator: ", ")
    return
        "'\(preset)' sets 'backgroundColor' for every state, so \(states) cells look exactly like normal ones: UIKit pins an assigned colour in every state and the system's selection colour (\(systemName)) never shows — add 'states: { \(blocks) }', or leave the colour to the style"
}
