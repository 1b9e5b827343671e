/// `legacy-background-property`: a pre-iOS 14 cell background property beside a background
/// configuration.
package struct LegacyBackgroundPropertyRule: ThemeRule {
    package static let description = RuleDescription(
        id: .legacyBackgroundProperty,
        name: "Legacy background property",
        summary:
            "'backgroundView', 'selectedBackgroundView', 'multipleSelectionBackgroundView', 'selectionStyle' or a cell background colour used in a preset or state block",
        rationale: """
            A theme compiles into a `UIBackgroundConfiguration`. Setting a background \
            configuration on a cell clears its `backgroundColor`, `backgroundView`, \
            `selectedBackgroundView` and `multipleSelectionBackgroundView`, and setting \
            `selectedBackgroundView` afterwards clears the configuration again, so the two \
            mechanisms cannot be mixed: one of them silently loses. The old properties also only \
            know "selected or not" (a selected background view crossfaded over the normal one), \
            while a configuration is resolved for every state. Describe the look with the \
            configuration's own properties instead: `backgroundColor`, `customView` or `image`, \
            and a `states` block such as `selected` or `highlighted` for the selection look.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                1️⃣selectedBackgroundView: highlightView
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                1️⃣selectionStyle: none
                states:
                  selected:
                    2️⃣cellBackgroundColor: systemGray5
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                backgroundColor: tertiarySystemGroupedBackground
                states:
                  highlighted:
                    backgroundColor: systemGray4
                  selected:
                    backgroundColor: systemGray3
                  highlighted+selected:
                    backgroundColor: systemGray4
            """
        ])
}

extension LegacyBackgroundPropertyRule {
    static func legacy(_ key: String) -> String {
        "'\(key)' is a legacy cell background property: a background configuration cancels it (and setting it would cancel the configuration) — describe the look with 'backgroundColor', 'customView' and 'states' instead"
    }
}
