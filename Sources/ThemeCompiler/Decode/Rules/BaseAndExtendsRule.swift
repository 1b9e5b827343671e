/// `base-and-extends`: a preset with both or neither of `base` and `extends`.
package struct BaseAndExtendsRule: ThemeRule {
    package static let description = RuleDescription(
        id: .baseAndExtends,
        name: "Base and extends",
        summary: "a preset has both 'base' and 'extends', or neither",
        rationale: """
            Every preset starts from exactly one place: a system style (`base`, e.g. \
            `UIBackgroundConfiguration.listGroupedCell()`, whose per-state defaults fill what the \
            theme leaves out) or another preset (`extends`, whose base comes along). With both, \
            the preset's defaults would be ambiguous; with neither, there are no defaults for the \
            states the theme does not customise. Keep `extends` to inherit from a preset, or \
            `base` to start from a system style; add one when both are missing.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                cornerRadius: 12
              1️⃣wideCard:
                base: listGroupedCell
                extends: card
            """,
            """
            theme: Demo
            version: 1
            presets:
              1️⃣card:
                cornerRadius: 12
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card:
                base: listGroupedCell
                cornerRadius: 12
              wideCard:
                extends: card
                cornerRadius: 20
            """
        ])
}

extension BaseAndExtendsRule {
    static func both(_ preset: String) -> String {
        "the preset '\(preset)' has both 'base' and 'extends' — keep 'extends' to inherit from a preset (its base comes along), or 'base' to start from a system style"
    }

    static func neither(_ preset: String) -> String {
        "the preset '\(preset)' has neither 'base' nor 'extends' — add 'base: listGroupedCell' (a system style) or 'extends: otherPreset'"
    }
}
