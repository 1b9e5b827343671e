/// `unused-suppression`: a `# themec:disable-…` comment that suppresses nothing, names an
/// unknown rule, or cannot be understood.
public struct UnusedSuppressionRule: ThemeRule {
    public static let description = RuleDescription(
        id: .unusedSuppression,
        name: "Unused suppression",
        summary: "a '# themec:disable-line' or '# themec:disable-next-line' comment that suppresses nothing or names an unknown rule",
        rationale: """
            A suppression outlives the finding it silenced: once the theme is fixed it only hides \
            the next, unrelated problem on that line. An unknown rule id is usually a typo, so the \
            comment never worked. Remove the comment, or correct the rule id. Errors found while \
            reading, decoding and loading a theme cannot be suppressed.
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12  # themec:disable-line 1️⃣redundant-override
            """,
            """
            theme: Demo
            version: 1
            colors:
              # themec:disable-next-line 1️⃣unused-colour
              oldBrand: "#3355EE"
            presets:
              row:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              # themec:disable-next-line unused-color
              oldBrand: "#3355EE"
            presets:
              row:
                base: listGroupedCell
            """,
        ])
}
