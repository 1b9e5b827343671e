import ThemeSyntax

/// `state-look-alike`: interaction states a user must tell apart, drawn alike — a button's
/// pressed or disabled rows like the rows without that state, a cell's disabled rows like
/// the same rows selected or highlighted.
package struct StateLookAlikeRule: PresetValidationRule {
    package static let description = RuleDescription(
        id: .stateLookAlike,
        name: "State look-alike",
        summary:
            "a button's 'highlighted' or 'disabled' rows draw the same background as the rows without that state, or a cell's disabled rows are drawn like its selected or highlighted ones",
        rationale: """
            A user tells a control's state by its look. Every button style draws a pressed and a \
            disabled look of its own, derived from the base colour; a `backgroundColor` the theme \
            assigns is pinned by UIKit in every state, so a button that sets one without a \
            `highlighted` (or `disabled`) override looks the same when pressed — the press gives \
            no feedback (only the title dims) — and a disabled button looks tappable. Recolour \
            with `baseBackgroundColor` instead, so the style keeps deriving the states, or give \
            the state its own colour. In a list, a disabled row drawn like the selected row reads \
            as selected, drawn like the highlighted one as pressed: give 'disabled' a look of its \
            own (often the normal colour dimmed, or no colour). Rows are compared as the preview \
            compares them (the same layers, colours closer than a just-noticeable difference \
            after compositing over the background they sit on: CIEDE2000 ΔE below 2, \
            `lookAlikeThreshold` in .themec.yml), and a cell's disabled rows only where the \
            selected or highlighted row itself stands out from the normal one (otherwise it is \
            `selection-invisible`'s). The preview marks the same rows ("looks like …").
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
                1️⃣backgroundColor: systemIndigo
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listPlainCell
                states:
                  selected: { backgroundColor: systemGray4 }
                  disabled: { 1️⃣backgroundColor: systemGray4 }
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              primary:
                base: filledButton
                baseBackgroundColor: systemIndigo
              custom:
                base: grayButton
                backgroundColor: systemGray5
                baseForegroundColor: label
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  disabled: { backgroundColor: systemGray6 }
                  highlighted+disabled: { backgroundColor: systemGray6 }
            """,
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
            """,
        ])

    package init() {}

    package func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows else { return }
        if rows.style.isButton {
            checkButton(rows, preset, into: &diagnostics)
        } else {
            checkDisabledCell(rows, preset, into: &diagnostics)
        }
    }
}

// MARK: - Buttons

extension StateLookAlikeRule {
    /// A button's pressed and disabled rows that look like the same rows without the state.
    private func checkButton(_ rows: WinnerRows, _ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        // A style's own faint states (gray's pressed fill) are UIKit's look, not the theme's.
        let drawing: [Property] = [.backgroundColor, .backgroundColorTransformer, .baseBackgroundColor, .visualEffect, .image, .customView]
        let twins = LookAlikes(rows, threshold: preset.context.lookAlikeThreshold).twins.filter { twin in
            drawing.contains { rows.isCustomized($0, row: twin.row) }
        }
        let name = preset.declaration.name.value
        // One finding per cause: the setting that pins the colour in both rows, or none.
        var causes: [(pinned: Int?, twins: [LookAlikes.Twin])] = []
        for twin in twins {
            let pinned = rows.setting(.backgroundColor, row: twin.row).flatMap { w in
                rows.setting(.backgroundColor, row: twin.twin) == w ? w : nil
            }
            if let i = causes.firstIndex(where: { $0.pinned == pinned }) { causes[i].twins.append(twin) } else { causes.append((pinned, [twin])) }
        }
        for cause in causes {
            let atoms = [StateAtom.highlighted, .disabled].filter { atom in cause.twins.contains { $0.atom == atom } }
            let location = cause.pinned.map { rows.rules[$0].keyLocation } ?? preset.declaration.name.location
            diagnostics.report(
                .stateLookAlike, Self.buttonMessage(name, atoms, rows: cause.twins.map { rows.states[$0.row] }, pinned: cause.pinned != nil),
                at: location)
        }
    }

    static func buttonMessage(_ preset: String, _ atoms: [StateAtom], rows: [StateSet], pinned: Bool) -> String {
        let names = atoms.map(\.rawValue)
        let quoted = names.map { "'\($0)'" }.joined(separator: " or ")
        let what = atoms.map { $0 == .highlighted ? "a press gives no feedback" : "a disabled button looks enabled" }.joined(separator: " and ")
        let cause =
            pinned
            ? "this 'backgroundColor' is pinned in every state, so the style's own \(names.joined(separator: " and ")) look\(atoms.count == 1 ? " never shows" : "s never show")"
            : "they draw the same background"
        let rowsLook = rows.count == 1 ? "looks like the same row" : "look like the same rows"
        let blocks = names.map { "'\($0): { backgroundColor: … }'" }.joined(separator: " and ")
        return
            "in '\(preset)' \(RowText.rowList(rows)) \(rowsLook) without \(quoted): \(cause): \(what) — recolour with 'baseBackgroundColor' (the style then derives these looks), or add \(blocks)"
    }
}

// MARK: - Cells

extension StateLookAlikeRule {
    /// A cell's disabled rows drawn like the same rows selected or highlighted.
    private func checkDisabledCell(_ rows: WinnerRows, _ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
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
            reportDisabled(twins, drawnBy: setting, in: preset, rows: rows, into: &diagnostics)
        }
    }

    private func reportDisabled(
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
