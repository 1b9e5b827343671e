/// The values of every colour `SystemColor` knows, from Apple's Human Interface Guidelines and UIKit SDK (sections
/// and source tags cited per group). Columns: light, dark, high-contrast light,
/// high-contrast dark; sRGB 0–255 with a 0–1 alpha.
extension SystemColor {
    private typealias V = ColorVariants

    private static func v(_ l: RGBA, _ d: RGBA, _ hl: RGBA, _ hd: RGBA) -> ColorVariants {
        ColorVariants(light: l, dark: d, lightHighContrast: hl, darkHighContrast: hd)
    }

    /// A colour whose values differ per design.
    private static func dynamic(
        _ name: String, _ availability: Availability, classic: ColorVariants, glass: ColorVariants,
        classicUncertainty: String? = nil, glassUncertainty: String? = nil
    ) -> SystemColor {
        SystemColor(
            name: name, classic: classic, glass: glass, classicUncertainty: classicUncertainty,
            glassUncertainty: glassUncertainty, availability: availability)
    }

    /// A colour with the same values in both designs.
    private static func same(
        _ name: String, _ availability: Availability, _ values: ColorVariants,
        classicUncertainty: String? = nil, glassUncertainty: String? = nil
    ) -> SystemColor {
        dynamic(
            name, availability, classic: values, glass: values, classicUncertainty: classicUncertainty,
            glassUncertainty: glassUncertainty ?? classicUncertainty)
    }

    /// A fixed colour from `UIColor.h`'s component comments (§1.6, CONFIRMED [S-UIColor]):
    /// exact floats, rounded only on output.
    private static func fixed(_ name: String, _ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> SystemColor {
        let value = ColorVariants(constant: RGBA(red: r, green: g, blue: b, alpha: alpha))
        return SystemColor(
            name: name, classic: value, glass: value, classicUncertainty: nil, glassUncertainty: nil,
            availability: .uiColor(iOS: 2, tvOS: 9))
    }

    // MARK: - Why values are uncertain

    private static let dump13 = "a third-party iOS 13 runtime dump; Apple publishes no values for it"
    private static let noGlassSource = "no source gives glass-design values: the classic ones, assumed unchanged"
    private static let flutterDump = "a third-party iOS 13 runtime dump (Flutter's CupertinoColors); Apple's tables do not list it"
    private static let measuredOnly = "a third-party dump and measurement; it did not follow systemBlue to the glass values"

    // MARK: - The catalogue

    static let catalog: [SystemColor] = grays + accents + semantic + fixedColors

    /// §1.1: grays, identical in both eras (CONFIRMED [HIG23], [HIG25], [FLUT]).
    private static let grays: [SystemColor] = [
        same(
            "systemGray", .uiColor(iOS: 7, tvOS: 9),
            v(RGBA(142, 142, 147), RGBA(142, 142, 147), RGBA(108, 108, 112), RGBA(174, 174, 178))),
        same(
            "systemGray2", .uiColor(iOS: 13, tvOS: nil),
            v(RGBA(174, 174, 178), RGBA(99, 99, 102), RGBA(142, 142, 147), RGBA(124, 124, 128))),
        same(
            "systemGray3", .uiColor(iOS: 13, tvOS: nil),
            v(RGBA(199, 199, 204), RGBA(72, 72, 74), RGBA(174, 174, 178), RGBA(84, 84, 86))),
        same(
            "systemGray4", .uiColor(iOS: 13, tvOS: nil),
            v(RGBA(209, 209, 214), RGBA(58, 58, 60), RGBA(188, 188, 192), RGBA(68, 68, 70))),
        same(
            "systemGray5", .uiColor(iOS: 13, tvOS: nil),
            v(RGBA(229, 229, 234), RGBA(44, 44, 46), RGBA(216, 216, 220), RGBA(54, 54, 56))),
        same(
            "systemGray6", .uiColor(iOS: 13, tvOS: nil),
            v(RGBA(242, 242, 247), RGBA(28, 28, 30), RGBA(235, 235, 240), RGBA(36, 36, 38))),
    ]

    /// §1.3 (classic: [FLUT], with [ACD] and [CC]; glass: no source) and §1.4 (`link`).
    /// High contrast differs from normal here; the elevated level is not modelled.
    private static let semantic: [SystemColor] = {
        let background = Availability.uiColor(iOS: 13, tvOS: nil)
        let text = Availability.uiColor(iOS: 13, tvOS: 13)
        func dumped(_ name: String, _ availability: Availability, _ values: ColorVariants, reason: String = dump13) -> SystemColor {
            same(name, availability, values, classicUncertainty: reason, glassUncertainty: noGlassSource)
        }
        let white = RGBA(255, 255, 255), black = RGBA(0, 0, 0)
        let g242 = RGBA(242, 242, 247), g235 = RGBA(235, 235, 240)
        let g28 = RGBA(28, 28, 30), g36 = RGBA(36, 36, 38), g44 = RGBA(44, 44, 46), g54 = RGBA(54, 54, 56)
        func label(_ a: Double, _ ad: Double, _ hc: Double, _ hcd: Double) -> ColorVariants {
            v(RGBA(60, 60, 67, a), RGBA(235, 235, 245, ad), RGBA(60, 60, 67, hc), RGBA(235, 235, 245, hcd))
        }
        func fill(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), _ a: Double, _ ad: Double, _ hc: Double, _ hcd: Double) -> ColorVariants {
            v(
                RGBA(light.0, light.1, light.2, a), RGBA(dark.0, dark.1, dark.2, ad),
                RGBA(light.0, light.1, light.2, hc), RGBA(dark.0, dark.1, dark.2, hcd))
        }
        return [
            dumped("systemBackground", background, v(white, black, white, black)),
            dumped("secondarySystemBackground", background, v(g242, g28, g235, g36)),
            dumped("tertiarySystemBackground", background, v(white, g44, white, g54)),
            dumped("systemGroupedBackground", background, v(g242, black, g235, black)),
            dumped("secondarySystemGroupedBackground", background, v(white, g28, white, g36)),
            dumped("tertiarySystemGroupedBackground", background, v(g242, g44, g235, g54)),
            dumped("label", text, v(black, white, black, white)),
            dumped("secondaryLabel", text, label(0.60, 0.60, 0.68, 0.68)),
            // Not in the reference tables: [FLUT]'s bytes (76, 96; 45, 40, 66, 61) read as the
            // decimals UIKit stores (0.30, 0.38; 0.18, 0.16, 0.26, 0.24), as §1.3 does for the others.
            dumped("tertiaryLabel", text, label(0.30, 0.30, 0.38, 0.38), reason: flutterDump),
            dumped("quaternaryLabel", text, label(0.18, 0.16, 0.26, 0.24), reason: flutterDump),
            dumped("placeholderText", text, label(0.30, 0.30, 0.38, 0.38), reason: flutterDump),
            dumped("separator", text, v(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.60), RGBA(60, 60, 67, 0.37), RGBA(84, 84, 88, 0.68))),
            dumped("opaqueSeparator", text, v(RGBA(198, 198, 200), RGBA(56, 56, 58), RGBA(198, 198, 200), RGBA(56, 56, 58))),
            dumped("systemFill", background, fill((120, 120, 128), (120, 120, 128), 0.20, 0.36, 0.28, 0.44)),
            dumped("secondarySystemFill", background, fill((120, 120, 128), (120, 120, 128), 0.16, 0.32, 0.24, 0.40)),
            dumped("tertiarySystemFill", background, fill((118, 118, 128), (118, 118, 128), 0.12, 0.24, 0.20, 0.32)),
            dumped("quaternarySystemFill", background, fill((116, 116, 128), (118, 118, 128), 0.08, 0.18, 0.16, 0.26)),
            same(
                "link", text, v(RGBA(0, 122, 255), RGBA(9, 132, 255), RGBA(0, 122, 255), RGBA(9, 132, 255)),
                classicUncertainty: measuredOnly),
        ]
    }()

    /// §1.6: UIColor's fixed colours; `clear`, `black` and `white` are also keywords.
    private static let fixedColors: [SystemColor] = [
        fixed("black", 0, 0, 0), fixed("darkGray", 0.333, 0.333, 0.333), fixed("lightGray", 0.667, 0.667, 0.667),
        fixed("white", 1, 1, 1), fixed("gray", 0.5, 0.5, 0.5), fixed("red", 1, 0, 0), fixed("green", 0, 1, 0),
        fixed("blue", 0, 0, 1), fixed("cyan", 0, 1, 1), fixed("yellow", 1, 1, 0), fixed("magenta", 1, 0, 1),
        fixed("orange", 1, 0.5, 0), fixed("purple", 0.5, 0, 0.5), fixed("brown", 0.6, 0.4, 0.2),
        fixed("clear", 0, 0, 0, alpha: 0),
    ]
}
