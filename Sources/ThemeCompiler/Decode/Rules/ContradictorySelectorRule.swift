/// `contradictory-selector`: a selector that combines two states that exclude each other.
package struct ContradictorySelectorRule: ThemeRule {
    package static let description = RuleDescription(
        id: .contradictorySelector,
        name: "Contradictory selector",
        summary: "a selector combines states that exclude each other ('lifting' and 'dragging', 'dropTargeted' and 'dropNotTargeted')",
        rationale: """
            `lifting` and `dragging` are two values of one property, `cellDragState`, and \
            `dropTargeted` and `dropNotTargeted` two values of `cellDropState`: a cell is never in \
            both at once, so a block for both would never apply and its properties would silently \
            be lost. Remove one of the two atoms, or write a block for each state.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                states:
                  1️⃣lifting+dragging:
                    cornerRadius: 16
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                states:
                  1️⃣dropNotTargeted + dropTargeted:
                    cornerRadius: 16
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 8
                states:
                  lifting:
                    cornerRadius: 16
                  dragging:
                    cornerRadius: 12
            """
        ])
}

extension ContradictorySelectorRule {
    /// Two atoms that exclude each other in one selector (`text` already shortened).
    static func exclusive(_ a: StateAtom, _ b: StateAtom, in text: String) -> String {
        "'\(a.rawValue)' and '\(b.rawValue)' exclude each other, so '\(text)' never applies — remove one of them"
    }
}
