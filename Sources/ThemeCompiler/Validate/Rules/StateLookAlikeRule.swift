/// `state-look-alike`: a button whose pressed or disabled rows look like the rows without
/// that state.
public struct StateLookAlikeRule: PresetValidationRule {
    public static let description = RuleDescription(
        id: .stateLookAlike,
        name: "State look-alike",
        summary: "a button preset whose 'highlighted' or 'disabled' rows draw the same background as the rows without that state",
        rationale: """
            Every button style draws a pressed and a disabled look of its own, derived from the base \
            colour. A `backgroundColor` the theme assigns is pinned by UIKit in every state, so a \
            button that sets one without a `highlighted` (or `disabled`) override looks the same \
            when pressed: the press gives no feedback (only the title dims), and a disabled button \
            looks tappable. themec compares each pressed and disabled row with the same row \
            without that state, using the look-alike analysis of the preview (colours closer than \
            `lookAlikeThreshold` after compositing over the system background). Recolour with \
            `baseBackgroundColor` instead, so the style keeps deriving the states, or give the \
            state its own colour.
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
                baseBackgroundColor: systemIndigo
              custom:
                base: grayButton
                backgroundColor: systemGray5
                baseForegroundColor: label
                states:
                  highlighted: { backgroundColor: systemGray3 }
                  disabled: { backgroundColor: systemGray6 }
                  highlighted+disabled: { backgroundColor: systemGray6 }
            """
        ])

    public init() {}

    public func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector) {
        guard let rows = preset.resolution.rows, rows.style.isButton else { return }
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
            let keys = cause.twins.map { "'\(rows.states[$0.row].key)'" }
            let location = cause.pinned.map { rows.rules[$0].keyLocation } ?? preset.declaration.name.location
            diagnostics.report(.stateLookAlike, message(name, atoms, rows: keys, pinned: cause.pinned != nil), at: location)
        }
    }
}

fileprivate func message(_ preset: String, _ atoms: [StateAtom], rows: [String], pinned: Bool) -> String {
    let names = atoms.map(\.rawValue)
    let quoted = names.map { "'\($0)'" }.joined(separator: " or ")
    let what = atoms.map { $0 == .highlighted ? "a press gives no feedback" : "a disabled button looks enabled" }.joined(separator: " and ")
    let list = rows.prefix(4).joined(separator: ", ") + (rows.count > 4 ? " …" : "")
    let cause =
        pinned
        ? "this 'backgroundColor' is pinned in every state, so the style's own \(names.joined(separator: " and ")) look\(atoms.count == 1 ? " never shows" : "s never show")"
        : "they draw the same background"
    let rowsLook = rows.count == 1 ? "row of '\(preset)' looks like the same row" : "rows of '\(preset)' look like the same rows"
    let blocks = names.map { "'\($0): { backgroundColor: … }'" }.joined(separator: " and ")
    return
        "the \(list) \(rowsLook) without \(quoted): \(cause): \(what) — recolour with 'baseBackgroundColor' (the style then derives these looks), or add \(blocks)"
}
