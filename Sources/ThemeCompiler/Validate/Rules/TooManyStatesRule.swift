/// `too-many-states`: a preset whose table would have more rows than the limit (4096).
package struct TooManyStatesRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .tooManyStates,
        name: "Too many states",
        summary: "a preset whose axes give more than 4096 rows",
        rationale: """
            Every atom a preset's selectors name doubles its table. Past 4096 rows the table (and \
            the generated code) is too large to be useful; use fewer atoms, or split the preset.
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              1️⃣row:
                base: clear
                states:
                  highlighted+selected+disabled+focused+editing+expanded: { cornerRadius: 1 }
                  swiped+reordering+lifting+dropTargeted+pinned+dark+highContrast: { cornerRadius: 2 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                states:
                  highlighted+selected: { cornerRadius: 1 }
            """
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        let limit = preset.context.resolver.maxRows
        // The rows, not the table: comparing the table with nil copied it (every string and
        // array retained, then released) for every preset. The two are nil together.
        guard preset.resolution.rowCount > limit, preset.resolution.rows == nil else { return }
        diagnostics.report(
            .tooManyStates, message(preset.declaration.name.value, preset.resolution.rowCount, limit), at: preset.declaration.name.location)
    }
}

fileprivate func message(_ preset: String, _ rows: Int, _ limit: Int) -> String {
    let count = rows == Int.max ? "millions of" : "\(rows)"
    return
        "'\(preset)' would compile to \(count) rows, over the limit of \(limit): each state atom its selectors name doubles the table — use fewer atoms, or split the preset"
}
