/// `missing-key`: a required key is absent.
package struct MissingKeyRule: ThemeRule {
    package static let description = RuleDescription(
        id: .missingKey,
        name: "Missing key",
        summary:
            "a required key is absent: 'theme' or 'version' at the top level, 'image' in a custom view, or the whole theme in an empty file",
        rationale: """
            A theme needs a name (`theme`, the namespace of the generated code) and the language \
            version it is written in (`version: 1`); without them there is nothing to compile, \
            and guessing would hide a truncated or mistaken file. `presets` may be left out: a \
            palette-only file holds colours that other themes import. The finding \
            is at the first key of the top-level mapping (line 1 of an empty file). A \
            `customView` is an image view, so it needs `image` (an asset name): without one UIKit \
            would show an empty view over the background. Add the missing key.
            """,
        stage: .decode,
        triggering: [
            """
            1️⃣theme: Demo
            presets:
              row:
                base: listGroupedCell
            """,
            """
            # Linen: the warm list theme
            1️⃣version: 1
            presets:
              row:
                base: listPlainCell
            """,
            """
            1️⃣# nothing here yet
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                customView: 1️⃣{ contentMode: scaleAspectFill }
            """,
        ],
        nonTriggering: [
            """
            # A palette-only file: colours that other themes import, no presets.
            theme: Palette
            version: 1
            colors:
              brand: "#3366FF"
            tintColor: brand
            """,
            """
            theme: Demo
            version: 1
            presets:
              paper:
                base: listGroupedCell
                customView:
                  image: paperTexture
                  contentMode: scaleAspectFill
                states:
                  highlighted: { customView: null }
                  selected: { customView: null }
            """,
        ])
}

extension MissingKeyRule {
    /// A file with no document at all.
    static func emptyFile() -> String {
        "the file holds no theme — expected a mapping with 'theme', 'version' and 'presets' (or 'colors')"
    }

    /// A required top-level key is absent.
    static func topLevel(_ key: String) -> String {
        "the theme has no '\(key)' — add '\(key): …' at the top level"
    }

    /// A `customView` without its image.
    static func customViewImage() -> String {
        "'customView' needs 'image' (an asset name) — add 'image: linen'"
    }
}
