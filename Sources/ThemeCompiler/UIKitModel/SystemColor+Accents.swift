/// The accent colours: "classic" is the HIG table
/// of iOS 13–18 ([HIG23]), "glass" the June 2025 one ([HIG25]); CONFIRMED unless a reason says
/// otherwise. Availability: §1.5 ([S-UIInterface]).
extension SystemColor {
    private static func v(_ l: RGBA, _ d: RGBA, _ hl: RGBA, _ hd: RGBA) -> ColorVariants {
        ColorVariants(light: l, dark: d, lightHighContrast: hl, darkHighContrast: hd)
    }

    private static func accent(
        _ name: String, _ availability: Availability, classic: ColorVariants, glass: ColorVariants,
        classicUncertainty: String? = nil
    ) -> SystemColor {
        SystemColor(
            name: name, classic: classic, glass: glass, classicUncertainty: classicUncertainty,
            glassUncertainty: nil, availability: availability)
    }

    static let accents: [SystemColor] = [
        accent(
            "systemBlue", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(0, 122, 255), RGBA(10, 132, 255), RGBA(0, 64, 221), RGBA(64, 156, 255)),
            glass: v(RGBA(0, 136, 255), RGBA(0, 145, 255), RGBA(30, 110, 244), RGBA(92, 184, 255))),
        accent(
            "systemRed", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(255, 59, 48), RGBA(255, 69, 58), RGBA(215, 0, 21), RGBA(255, 105, 97)),
            glass: v(RGBA(255, 56, 60), RGBA(255, 66, 69), RGBA(233, 21, 45), RGBA(255, 97, 101))),
        accent(
            "systemOrange", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(255, 149, 0), RGBA(255, 159, 10), RGBA(201, 52, 0), RGBA(255, 179, 64)),
            glass: v(RGBA(255, 141, 40), RGBA(255, 146, 48), RGBA(197, 83, 0), RGBA(255, 160, 86))),
        accent(
            "systemGreen", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(52, 199, 89), RGBA(48, 209, 88), RGBA(36, 138, 61), RGBA(48, 219, 91)),
            glass: v(RGBA(52, 199, 89), RGBA(48, 209, 88), RGBA(0, 137, 50), RGBA(74, 217, 104))),
        accent(
            "systemIndigo", .uiColor(iOS: 13, tvOS: 13),
            classic: v(RGBA(88, 86, 214), RGBA(94, 92, 230), RGBA(54, 52, 163), RGBA(125, 122, 255)),
            glass: v(RGBA(97, 85, 245), RGBA(109, 124, 255), RGBA(86, 74, 222), RGBA(167, 170, 255))),
        accent(
            "systemYellow", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(255, 204, 0), RGBA(255, 214, 10), RGBA(178, 80, 0), RGBA(255, 212, 38)),
            glass: v(RGBA(255, 204, 0), RGBA(255, 214, 0), RGBA(161, 106, 0), RGBA(254, 223, 67)),
            classicUncertainty: "sources disagree on the high-contrast light value (178,80,0 in the HIG, 160,90,0 in an iOS 13 dump)"),
        // The HIG alt-text's dark value (102,212,207) repeats the high-contrast dark one; the
        // iOS 13 dump and the pre-2025 HIG copy agree on 99,230,226, after Apple's December 2022
        // "corrected … system mint (Dark Mode)" entry.
        accent(
            "systemMint", .uiColor(iOS: 15, tvOS: 15),
            classic: v(RGBA(0, 199, 190), RGBA(99, 230, 226), RGBA(12, 129, 123), RGBA(102, 212, 207)),
            glass: v(RGBA(0, 200, 179), RGBA(0, 218, 195), RGBA(0, 133, 117), RGBA(84, 223, 203)),
            classicUncertainty: "sources disagree on the dark value (99,230,226 or 102,212,207)"),
        // systemTeal changed inside the classic era, with iOS 15 (when mint and cyan arrived).
        // The table uses the iOS 15–18 values, the HIG's; an iOS 13–14 device shows
        // 90,200,250 / 100,210,255 / 0,113,164 / 112,215,255 ([FLUT]).
        accent(
            "systemTeal", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(48, 176, 199), RGBA(64, 200, 224), RGBA(0, 130, 153), RGBA(93, 230, 255)),
            glass: v(RGBA(0, 195, 208), RGBA(0, 210, 224), RGBA(0, 129, 152), RGBA(59, 221, 236)),
            classicUncertainty: "the iOS 15–18 value; iOS 13 and 14 show 90,200,250 (dark 100,210,255)"),
        accent(
            "systemCyan", .uiColor(iOS: 15, tvOS: 15),
            classic: v(RGBA(50, 173, 230), RGBA(100, 210, 255), RGBA(0, 113, 164), RGBA(112, 215, 255)),
            glass: v(RGBA(0, 192, 232), RGBA(60, 211, 254), RGBA(0, 126, 174), RGBA(109, 217, 255))),
        accent(
            "systemPurple", .uiColor(iOS: 9, tvOS: 9),
            classic: v(RGBA(175, 82, 222), RGBA(191, 90, 242), RGBA(137, 68, 171), RGBA(218, 143, 255)),
            glass: v(RGBA(203, 48, 224), RGBA(219, 52, 242), RGBA(176, 47, 194), RGBA(234, 141, 255))),
        accent(
            "systemPink", .uiColor(iOS: 7, tvOS: 9),
            classic: v(RGBA(255, 45, 85), RGBA(255, 55, 95), RGBA(211, 15, 69), RGBA(255, 100, 130)),
            glass: v(RGBA(255, 45, 85), RGBA(255, 55, 95), RGBA(231, 18, 77), RGBA(255, 138, 196))),
        // The iOS alt-text says 165 for the light red channel; the macOS one and [FLUT] say 162.
        accent(
            "systemBrown", .uiColor(iOS: 13, tvOS: 13),
            classic: v(RGBA(162, 132, 94), RGBA(172, 142, 104), RGBA(127, 101, 69), RGBA(181, 148, 105)),
            glass: v(RGBA(172, 127, 94), RGBA(183, 138, 102), RGBA(149, 109, 81), RGBA(219, 166, 121)),
            classicUncertainty: "sources disagree on the light red channel (162 or 165)"),
    ]
}
