import ThemeSyntax

/// `duplicate-selector`: two selectors of one preset that mean the same set of states.
package struct DuplicateSelectorRule: ThemeRule {
    package static let description = RuleDescription(
        id: .duplicateSelector,
        name: "Duplicate selector",
        summary:
            "two selectors of a preset mean the same states, a property is set both at the preset level and under 'normal', or an atom is listed twice in 'precedence'",
        rationale: """
            The order of atoms and the spaces around `+` do not matter, so \
            `selected+highlighted` and `highlighted + selected` select the same states; with two \
            blocks for them, which value wins would depend on the order in the file, which the \
            cascade deliberately ignores. Likewise the preset level is the `normal` state, so a \
            property set in both places is set twice. Merge the blocks, or keep one of the two \
            settings. In `precedence` every atom has one rank: list it once.
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
                  selected+highlighted:
                    cornerRadius: 8
                  1️⃣highlighted + selected:
                    cornerRadius: 6
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
                states:
                  normal:
                    1️⃣cornerRadius: 16
            """,
            """
            theme: Demo
            version: 1
            precedence: [selected, highlighted, 1️⃣selected]
            presets:
              row:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
                states:
                  normal:
                    backgroundInsets: 4
                  selected:
                    cornerRadius: 16
                  selected+highlighted:
                    cornerRadius: 20
            """
        ])
}

extension DuplicateSelectorRule {
    /// Two selectors of one preset that mean the same states.
    static func sameStates(_ text: String, as first: SourceLocation) -> String {
        "the selector '\(text)' means the same states as the one at \(first.line):\(first.column) (order and spaces do not matter) — merge the two blocks"
    }

    /// A property set both at the preset level and under `normal`.
    static func setTwiceInNormal(_ property: Property) -> String {
        "'\(property.rawValue)' is set both at the preset level and under 'normal', which are the same state — keep one"
    }

    /// An atom listed twice in `precedence`.
    static func repeatedInPrecedence(_ atom: StateAtom) -> String {
        "'\(atom.rawValue)' appears twice in 'precedence' — keep one"
    }
}
