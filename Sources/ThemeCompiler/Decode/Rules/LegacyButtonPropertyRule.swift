/// `legacy-button-property`: a pre-iOS 15 `UIButton` property that a button configuration
/// makes UIKit ignore.
package struct LegacyButtonPropertyRule: ThemeRule {
    package static let description = RuleDescription(
        id: .legacyButtonProperty,
        name: "Legacy button property",
        summary:
            "'backgroundImage', 'adjustsImageWhenHighlighted', 'contentEdgeInsets' or another UIButton property that a button configuration ignores, used in a preset or state block",
        rationale: """
            A button preset compiles into a `UIButton.Configuration`. Once a button has a \
            configuration, UIKit ignores its deprecated per-state and inset API: \
            `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`, `showsTouchWhenHighlighted`, \
            `reversesTitleShadowWhenHighlighted`, `contentEdgeInsets`, `titleEdgeInsets` and \
            `imageEdgeInsets` are documented as ignored, and a background image set with \
            `setBackgroundImage(_:for:)` is not carried into the configuration, whose own \
            background wins. A theme that names them describes a look the button never shows. \
            Each finding names the configuration's replacement.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              primary:
                base: filledButton
                1️⃣adjustsImageWhenHighlighted: false
                states:
                  highlighted:
                    2️⃣backgroundImage: PressedFill
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
                states:
                  selected:
                    cornerStyle: capsule
            """
        ])

    /// The legacy keys and what replaces each under a configuration (uibutton.md §6 P1, P2).
    static let replacements: [(key: String, replacement: String)] = [
        ("backgroundImage", "'image' (the configuration background's image) in a 'states' block"),
        ("setBackgroundImage", "'image' (the configuration background's image) in a 'states' block"),
        ("adjustsImageWhenHighlighted", "a 'highlighted' state block (the style already dims a pressed button)"),
        ("adjustsImageWhenDisabled", "a 'disabled' state block (the style already greys a disabled button)"),
        ("showsTouchWhenHighlighted", "a 'highlighted' state block"),
        ("reversesTitleShadowWhenHighlighted", "a 'highlighted' state block"),
        ("contentEdgeInsets", "the configuration's 'contentInsets' in code, or 'buttonSize'"),
        ("titleEdgeInsets", "the configuration's 'titlePadding' in code"),
        ("imageEdgeInsets", "the configuration's 'imagePadding' in code"),
    ]

    /// The replacement of legacy key `key`, nil when it is not one.
    static func replacement(of key: String) -> String? { replacements.first { $0.key == key }?.replacement }
}

extension LegacyButtonPropertyRule {
    static func legacy(_ key: String, replacement: String) -> String {
        "'\(key)' is a legacy UIButton property, which UIKit ignores once a button has a configuration (what a button preset compiles to) — use \(replacement) instead"
    }
}
