/// UIKit's system colours with their light, dark and high-contrast values.
///
/// Values: Apple's Human Interface Guidelines colour tables. Grays and accents are CONFIRMED from Apple's
/// HIG (2025); backgrounds, labels, separators and fills are community dumps (UNCERTAIN,
/// approximations) without known high-contrast values, so those reuse the normal ones.
public enum SystemColor {
    /// Name → variants. Generated code uses UIKit's own colour (`.systemGray4`), never these values.
    public static let all: [String: ColorVariants] = {
        var table: [String: ColorVariants] = [:]
        func four(_ name: String, _ l: RGBA, _ d: RGBA, _ hl: RGBA, _ hd: RGBA) {
            table[name] = ColorVariants(light: l, dark: d, lightHighContrast: hl, darkHighContrast: hd)
        }
        func two(_ name: String, _ l: RGBA, _ d: RGBA) { table[name] = ColorVariants(light: l, dark: d) }
        four("systemGray", RGBA(142, 142, 147), RGBA(142, 142, 147), RGBA(108, 108, 112), RGBA(174, 174, 178))
        four("systemGray2", RGBA(174, 174, 178), RGBA(99, 99, 102), RGBA(142, 142, 147), RGBA(124, 124, 128))
        four("systemGray3", RGBA(199, 199, 204), RGBA(72, 72, 74), RGBA(174, 174, 178), RGBA(84, 84, 86))
        four("systemGray4", RGBA(209, 209, 214), RGBA(58, 58, 60), RGBA(188, 188, 192), RGBA(68, 68, 70))
        four("systemGray5", RGBA(229, 229, 234), RGBA(44, 44, 46), RGBA(216, 216, 220), RGBA(54, 54, 56))
        four("systemGray6", RGBA(242, 242, 247), RGBA(28, 28, 30), RGBA(235, 235, 240), RGBA(36, 36, 38))
        four("systemBlue", RGBA(0, 136, 255), RGBA(0, 145, 255), RGBA(30, 110, 244), RGBA(92, 184, 255))
        four("systemRed", RGBA(255, 56, 60), RGBA(255, 66, 69), RGBA(233, 21, 45), RGBA(255, 97, 101))
        four("systemOrange", RGBA(255, 141, 40), RGBA(255, 146, 48), RGBA(197, 83, 0), RGBA(255, 160, 86))
        four("systemGreen", RGBA(52, 199, 89), RGBA(48, 209, 88), RGBA(0, 137, 50), RGBA(74, 217, 104))
        four("systemIndigo", RGBA(97, 85, 245), RGBA(109, 124, 255), RGBA(86, 74, 222), RGBA(167, 170, 255))
        two("systemBackground", RGBA(255, 255, 255), RGBA(0, 0, 0))
        two("secondarySystemBackground", RGBA(242, 242, 247), RGBA(28, 28, 30))
        two("tertiarySystemBackground", RGBA(255, 255, 255), RGBA(44, 44, 46))
        two("systemGroupedBackground", RGBA(242, 242, 247), RGBA(0, 0, 0))
        two("secondarySystemGroupedBackground", RGBA(255, 255, 255), RGBA(28, 28, 30))
        two("tertiarySystemGroupedBackground", RGBA(242, 242, 247), RGBA(44, 44, 46))
        two("label", RGBA(0, 0, 0), RGBA(255, 255, 255))
        two("secondaryLabel", RGBA(60, 60, 67, 0.60), RGBA(235, 235, 245, 0.60))
        two("separator", RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.60))
        two("opaqueSeparator", RGBA(198, 198, 200), RGBA(56, 56, 58))
        two("systemFill", RGBA(120, 120, 128, 0.20), RGBA(120, 120, 128, 0.36))
        two("secondarySystemFill", RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
        two("tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
        two("quaternarySystemFill", RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18))
        return table
    }()

    /// The colour keywords of docs/language.md other than `tint`.
    public static let keywords: [String: ColorVariants] = [
        "clear": ColorVariants(constant: .clear),
        "black": ColorVariants(constant: .black),
        "white": ColorVariants(constant: .white),
    ]

    /// Names a palette colour may not take: system colours and colour keywords.
    public static func isReserved(_ name: String) -> Bool {
        name == "tint" || keywords[name] != nil || all[name] != nil
    }

    /// UIKit's default tint colour.
    public static let defaultTintName = "systemBlue"
}
