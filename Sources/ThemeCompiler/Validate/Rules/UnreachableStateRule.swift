/// `unreachable-state`: an override for a state this kind of view is never in.
package struct UnreachableStateRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .unreachableState,
        name: "Unreachable state",
        summary: "an override for a state its kind of view is never in (a selected header, a pinned cell)",
        rationale: """
            Headers and footers are never highlighted, selected, editing, swiped, expanded, \
            reordering, dragged or dropped on; cells are never pinned; a button is only ever \
            highlighted, selected, disabled or focused (`UIControl.State`), in dark mode or with \
            increased contrast — it is never editing, swiped, expanded, pinned, dragged or dropped on. An override for such a state \
            never applies, which usually means the preset is on the wrong base. themec drops these \
            atoms from the preset's axes.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              header:
                base: listGroupedHeaderFooter
                states:
                  1️⃣selected: { cornerRadius: 4 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              header:
                base: listPlainHeaderFooter
                states:
                  pinned: { cornerRadius: 4 }
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let declaration = preset.declaration
        let base = preset.resolution.chain.base
        for block in declaration.blocks {
            // `canBeIn` as a mask: no array of atoms for each block of every preset.
            let unreachable = StateSet(bits: block.selector.atoms.bits & ~base.reachableMask)
            guard !unreachable.isEmpty else { continue }
            diagnostics.report(.unreachableState, message(unreachable.atoms, base, declaration.name.value), at: block.selector.location)
        }
    }
}

fileprivate func message(_ atoms: [StateAtom], _ base: SystemStyle, _ preset: String) -> String {
    let what = base.kind == .cell ? "a cell" : base.kind == .button ? "a button" : "a header or footer"
    let possible = StateAtom.allCases.filter(base.canBeIn).map(\.rawValue).joined(separator: ", ")
    return
        "\(what) ('\(base.rawValue)') is never \(atoms.map { "'\($0.rawValue)'" }.joined(separator: " or ")), so this override of '\(preset)' never applies — remove it, or change the base (it can be \(possible))"
}
