/// `invalid-color`: a malformed colour literal, variant map or derivation.
package struct InvalidColorRule: ThemeRule {
    package static let description = RuleDescription(
        id: .invalidColor,
        name: "Invalid colour",
        summary: "a malformed colour: a bad hex literal, a variant map without 'light', or an incomplete derivation",
        rationale: """
            A colour that cannot be read must not turn into a fallback: UIKit treats a nil colour \
            as the tint colour, so a silently dropped colour shows up blue at run time. A hex \
            literal is `"#RGB"`, `"#RGBA"`, `"#RRGGBB"` or `"#RRGGBBAA"` (sRGB, alpha last, quoted \
            so that YAML does not read it as a comment). A variant map needs `light`, which the \
            other variants fall back to. A derivation is `{ from: C, alpha: a }` or \
            `{ from: C, mix: C2, amount: t }`, never both and never half of one. Names are \
            identifiers, so `light gray` is neither a name nor a literal: use a system colour such \
            as `systemGray5`, a palette name, or a hex literal.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: 1️⃣"#FF880"
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                strokeColor: 1️⃣{ dark: systemGray }
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
              pressed: 1️⃣{ from: brand, mix: black }
            presets:
              row:
                base: clear
                strokeColor: pressed
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                strokeColor: 1️⃣light gray
                strokeWidth: 1
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
              brandFaded: { from: brand, alpha: 0.4 }
              border: { light: "#0000001F", dark: { from: brand, mix: white, amount: 0.25 } }
            presets:
              row:
                base: clear
                strokeColor: border
                strokeWidth: 1
              faded:
                base: clear
                strokeColor: brandFaded
                strokeWidth: 2
            """
        ])
}

extension InvalidColorRule {
    /// `text` (already shortened) starts like a hex literal but is not one.
    static func notALiteral(_ text: String) -> String {
        "'\(text)' is not a colour literal — write \"#RGB\", \"#RGBA\", \"#RRGGBB\" or \"#RRGGBBAA\" with hex digits"
    }

    static func notAColor(_ text: String) -> String {
        "'\(text)' is not a colour — expected a hex literal such as \"#FF8800\", a system or palette colour name, 'tint', a variant map or a derivation"
    }

    static func variantsAndDerivation() -> String {
        "a colour is either a variant map (light, dark, …) or a derivation (from, alpha/mix) — not both; split it into two palette colours"
    }

    static func variantsNeedLight() -> String {
        "a variant map needs 'light' (the other variants fall back to it) — add 'light: …'"
    }

    static func assetFallbackNeedsLight(_ name: String) -> String {
        "the fallback values of the asset colour '\(name)' need 'light' (the other appearances fall back to it) — add 'light: …', or drop the fallback values to always read the catalog"
    }

    static func derivationNeedsFrom() -> String {
        "a colour derivation needs 'from' — write { from: brand, alpha: 0.5 } or { from: brand, mix: white, amount: 0.2 }"
    }

    static func mixNeedsAmount() -> String { "a 'mix' derivation needs 'amount' (0…1) — add 'amount: 0.5'" }

    static func amountNeedsMix() -> String { "'amount' needs 'mix' — add the colour to mix with: 'mix: white'" }

    static func derivationNeedsAlphaOrMix() -> String {
        "a derivation needs 'alpha' or 'mix' and 'amount' — write { from: …, alpha: 0.5 }"
    }

    static func assetAndDerivation() -> String {
        "an asset colour takes fallback values (light, dark, …), not 'from', 'alpha', 'mix' or 'amount' — derive from it in a palette colour: { from: brand, alpha: 0.5 }"
    }

    static func emptyAssetName() -> String {
        "an asset name is the colour set's name as UIColor(named:) takes it ('Brand', 'Colors/Brand') — it cannot be empty"
    }

    static func alphaAndMix() -> String {
        "a derivation takes either 'alpha' or 'mix' with 'amount', not both — derive in two palette steps"
    }
}
