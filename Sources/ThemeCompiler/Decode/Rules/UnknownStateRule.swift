/// `unknown-state`: a selector or `precedence` entry that names no state atom.
package struct UnknownStateRule: ThemeRule {
    package static let description = RuleDescription(
        id: .unknownState,
        name: "Unknown state",
        summary: "a selector or 'precedence' entry names a state that is not an atom, with the nearest atom as a suggestion",
        rationale: """
            A selector is one or more state atoms joined by `+`; the atoms mirror \
            `UICellConfigurationState` (`highlighted`, `selected`, `disabled`, `focused`, \
            `editing`, `expanded`, `swiped`, `reordering`, `lifting`, `dragging`, \
            `dropTargeted`, `dropNotTargeted`, `pinned`) plus the traits `dark` and \
            `highContrast`. A misspelt atom would make a block that never applies, so themec \
            rejects it and suggests the closest atom. `light` is not a state (it is the absence of \
            `dark`: put the light look at the preset level and the dark one under `dark`), and \
            `normal` is the empty selector, so it cannot be combined with other atoms.
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
                  1️⃣selcted:
                    cornerRadius: 16
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                states:
                  1️⃣light:
                    cornerRadius: 12
                  2️⃣selected+normal:
                    cornerRadius: 16
            """,
            """
            theme: Demo
            version: 1
            precedence: [selected, 1️⃣hover]
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
                cornerRadius: 10
                states:
                  normal:
                    backgroundInsets: 2
                  focused:
                    cornerRadius: 14
                  editing + focused:
                    cornerRadius: 12
            """
        ])
}

extension UnknownStateRule {
    static func light() -> String {
        "'light' is not a state: light is the absence of 'dark' — put the light look at the preset level and the dark one under 'dark'"
    }

    static func normalCombined(_ selector: String) -> String {
        "'normal' is the empty selector and cannot be combined — drop 'normal' from '\(selector)'"
    }

    static func emptyAtom(_ selector: String) -> String {
        "the selector '\(selector)' has an empty state — write atoms joined by '+', e.g. 'selected+highlighted'"
    }

    /// `selector` is the whole selector when it has more than one atom; `suggestion` is
    /// then the whole corrected selector.
    static func unknown(_ atom: String, in selector: String? = nil, suggestion: String?) -> String {
        let list = "the states are \(StateAtom.allCases.map(\.rawValue).joined(separator: ", "))"
        return "unknown state '\(atom)'\(selector.map { " in '\($0)'" } ?? "")"
            + (suggestion.map { " — did you mean '\($0)'? (\(list))" } ?? " — \(list)")
    }

    static func unknownInPrecedence(_ name: String, suggestion: String?) -> String {
        "unknown state '\(name)' in 'precedence'\(Suggestion.phrase(suggestion))"
    }
}
