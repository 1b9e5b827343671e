import ThemeSyntax

/// `ambiguous-override`: two overrides of equal specificity and depth with different
/// values apply to one row, and only the default precedence decides.
package struct AmbiguousOverrideRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .ambiguousOverride,
        name: "Ambiguous override",
        summary: "two equally specific overrides with different values apply to one row, and only the default precedence decides",
        rationale: """
            A cell that is highlighted and selected at once matches both a 'highlighted' and a \
            'selected' block. themec then picks by the default precedence (disabled, highlighted, \
            selected, focused, ...), which may not be what you meant. Say it: add a block for the \
            combination ('highlighted+selected'), or a 'precedence' list at the top level.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  selected: { 1️⃣backgroundColor: systemGray5 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  selected: { backgroundColor: systemGray5 }
                  highlighted+selected: { backgroundColor: systemGray5 }
            """,
            """
            theme: Demo
            version: 1
            precedence: [selected, highlighted]
            presets:
              row:
                base: listPlainCell
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  selected: { backgroundColor: systemGray5 }
            """,
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        // A tie between an ancestor's blocks shows in every descendant too. When this file
        // compiles that ancestor, it reports the tie (whatever the order of the presets);
        // otherwise the first descendant does, once per pair.
        let chain = preset.resolution.chain
        for tie in preset.resolution.ambiguities {
            if tie.winner.depth < chain.members.count - 1, chain.members[tie.winner.depth].document == 0 { continue }
            // A tie with a colour that resolves to nothing follows from that error.
            if preset.hasUnresolvedColor(tie.winner) || preset.hasUnresolvedColor(tie.loser) { continue }
            let pair = [tie.winner.keyLocation, tie.loser.keyLocation].sorted()
            let later = tie.winner.keyLocation == pair[1] ? tie.winner : tie.loser
            let earlier = later.keyLocation == tie.winner.keyLocation ? tie.loser : tie.winner
            diagnostics.reportOnce(
                .ambiguousOverride, message(preset.declaration.name.value, tie), at: later.keyLocation,
                related: [RelatedLocation(earlier.keyLocation, "the '\(earlier.selector.atoms.key)' override it ties with")], key: pair)
        }
    }
}

fileprivate func message(_ preset: String, _ tie: PresetResolution.Ambiguity) -> String {
    let w = tie.winner.selector.atoms.key, l = tie.loser.selector.atoms.key
    let combined = tie.winner.selector.atoms.union(tie.loser.selector.atoms).key
    return
        "in the '\(tie.state.key)' row of '\(preset)', '\(tie.winner.property.rawValue)' from '\(w)' and from '\(l)' tie, and only the default precedence picks '\(w)' — add a '\(combined)' block that says which value wins, or a top-level 'precedence' list"
}
