import ThemeSyntax

/// `state-look-alike`: two different interaction states drawn alike — in a cell preset, a
/// disabled row drawn like the same row selected or highlighted.
public struct StateLookAlikeRule: PresetValidationRule {
    public static let description = RuleDescription(
        id: .stateLookAlike,
        name: "State look-alike",
        summary: "a disabled row is drawn like a selected or highlighted one, so an unavailable row reads as selected or pressed",
        rationale: """
            A user tells a row's state by its look: drawn like the selected row, a disabled row \
            reads as selected; drawn like the highlighted one, as pressed. Rows are compared as \
            the preview compares them (the same layers, colours closer than a just-noticeable \
            difference over the list's background: CIEDE2000 ΔE below 2, `lookAlikeThreshold` in \
            .themec.yml), and only where the selected or highlighted row itself stands out from \
            the normal one (otherwise it is `selection-invisible`'s). The preview marks the same \
            rows ("looks like …"). Give 'disabled' a look of its own — often the normal colour \
            dimmed, or no colour at all — or give the selection another colour.
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
                  selected: { backgroundColor: systemGray4 }
                  disabled: { 1️⃣backgroundColor: systemGray4 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            precedence: [highlighted, selected, disabled]
            presets:
              row:
                base: listPlainCell
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  selected: { backgroundColor: systemGray4 }
                  highlighted+selected: { backgroundColor: systemGray2 }
                  disabled: { backgroundColor: systemGray6 }
            """
        ])

    public init() {}

    public func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows else { return }
        let twins = LookAlikes.disabledTwins(rows, threshold: preset.context.lookAlikeThreshold)
        guard !twins.isEmpty else { return }
        // One finding per setting that draws the disabled rows (nil: the style's colour).
        var groups: [(setting: Int?, twins: [LookAlikes.Twin])] = []
        for twin in twins {
            let setting = rows.setting(.backgroundColor, row: twin.row)
            if let known = groups.firstIndex(where: { $0.setting == setting }) {
                groups[known].twins.append(twin)
            } else {
                groups.append((setting, [twin]))
            }
        }
        for (setting, twins) in groups {
            report(twins, drawnBy: setting, in: preset, rows: rows, into: &diagnostics)
        }
    }

    private func report(
        _ twins: [LookAlikes.Twin], drawnBy setting: Int?, in preset: PresetValidationContext, rows: WinnerRows,
        into diagnostics: inout DiagnosticCollector
    ) {
        let name = preset.declaration.name.value
        let atoms = StateSet(twins.map(\.atom))
        var disabled: [StateSet] = [], alike: [StateSet] = []
        for twin in twins {
            if !disabled.contains(rows.states[twin.row]) { disabled.append(rows.states[twin.row]) }
            if !alike.contains(rows.states[twin.twin]) { alike.append(rows.states[twin.twin]) }
        }
        let first = twins[0]
        let reads = atoms.map { $0 == .selected ? "selected" : "pressed" }.joined(separator: " or ")
        let location = setting.map { rows.rules[$0].keyLocation } ?? preset.declaration.name.location
        var related: [RelatedLocation] = []
        if let t = rows.setting(.backgroundColor, row: first.twin), t != setting {
            related.append(RelatedLocation(rows.rules[t].keyLocation, "the colour of the '\(rows.states[first.twin].key)' row"))
        }
        let whose = setting.map { "the '\(rows.rules[$0].selector.atoms.key)' colour" } ?? "the style's colour"
        diagnostics.report(
            Diagnostic(
                rule: .stateLookAlike, severity: RuleID.stateLookAlike.defaultSeverity,
                message:
                    "in '\(name)' \(RowText.rowList(disabled)) \(disabled.count == 1 ? "looks" : "look") like \(RowText.rowList(alike)): in \(RowText.appearance(rows.states[first.row])) \(whose) \(RowText.background(rows, row: first.row)) \(RowText.sameness(rows, first.row, first.twin)) the '\(rows.states[first.twin].key)' row's \(RowText.background(rows, row: first.twin)), so a user reads an unavailable row as \(reads) — give 'disabled' a look of its own (the normal colour dimmed, or no colour), or give \(RowText.names(atoms)) another colour",
                location: location, related: related))
    }
}
