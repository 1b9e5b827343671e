import ThemeSyntax

/// `duplicate-key`: a key written twice in one mapping.
package struct DuplicateKeyRule: ThemeRule {
    package static let description = RuleDescription(
        id: .duplicateKey,
        name: "Duplicate key",
        summary: "a key appears twice in one mapping, reported at the second occurrence",
        rationale: """
            YAML says keys of a mapping are unique, but libyaml does not check it, and most YAML \
            and JSON readers silently keep the last value: a second `cornerRadius` or a second \
            preset with the same name would quietly replace the first. themec reports the repeated \
            key with the first one as a related location. Remove one of them, or rename the preset. \
            Keys brought in by a merge key (`<<: *card`) are not duplicates: an explicit key \
            overrides a merged one, as YAML's merge specification says.
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
                1️⃣cornerRadius: 16
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
              1️⃣row:
                base: listPlainCell
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                backgroundInsets: { top: 4, leading: 16, 1️⃣top: 8, trailing: 16 }
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              card: &card
                base: listGroupedCell
                cornerRadius: 12
              wideCard:
                <<: *card
                cornerRadius: 16
            """
        ])
}

extension DuplicateKeyRule {
    /// The message for a key the parser found twice in one mapping.
    static func message(for duplicate: SyntaxIssue.DuplicateKey) -> String {
        switch duplicate {
        case .key(let key, let first):
            "duplicate key '\(key)' in this mapping — a later value would silently replace '\(key)' "
                + "at \(first.line):\(first.column); remove one"
        case .mergeKey:
            "duplicate merge key '<<' in this mapping — a mapping has one '<<'; merge several mappings with a list: "
                + "'<<: [*base, *other]'"
        }
    }

    /// The note at the first occurrence.
    static func related(for duplicate: SyntaxIssue.DuplicateKey) -> [RelatedLocation] {
        switch duplicate {
        case .key: [RelatedLocation(duplicate.first, "first defined here")]
        case .mergeKey: [RelatedLocation(duplicate.first, "first '<<' here")]
        }
    }
}
