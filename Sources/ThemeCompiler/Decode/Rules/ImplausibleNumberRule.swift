import ThemeSyntax

/// `implausible-number`: a length larger than any screen, almost always a slip (an extra
/// digit, a pasted exponent) rather than a look anyone meant.
package struct ImplausibleNumberRule: ThemeRule {
    /// The longest side of the largest screen UIKit lays lists out on, in points: the 13-inch
    /// iPad Pro (2024), 1032 × 1376 pt. A corner radius, stroke, outset, inset or shadow
    /// beyond it covers or leaves no visible row.
    package static let largestScreenSide = 1376.0

    package static let description = RuleDescription(
        id: .implausibleNumber,
        name: "Implausible number",
        summary: "a corner radius, stroke width or outset, inset or shadow radius or offset larger than any screen (over 1376 points either way)",
        rationale: """
            Lengths in a background configuration are points, and a list row is at most as wide \
            as the largest screen: 1376 points, the long side of the 13-inch iPad Pro. A value \
            beyond that ('strokeWidth: 1e23', 'cornerRadius: 1e300', an inset of -5000 that puts \
            the background far outside its view) draws nothing anyone meant — it is an extra \
            digit or a pasted exponent. UIKit takes it without a word; themec warns and keeps \
            the value. Write a length between -1376 and 1376 points (0 to 1376 where it cannot \
            be negative).
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 1️⃣1e300
                backgroundInsets: { top: 0, leading: 2️⃣-5000, bottom: 0, trailing: 0 }
            """
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
                backgroundInsets: { top: 4, leading: -16, bottom: 4, trailing: 16 }
            """
        ])

    /// The message at a length whose magnitude is beyond any screen.
    static func message(_ what: String, found text: String, nonNegative: Bool) -> String {
        let range = nonNegative ? "0 to 1376" : "-1376 to 1376"
        return
            "\(what) is \(text) points, larger than any screen (the largest lays out 1376 points across) — a plausible value is \(range); check for an extra digit or exponent"
    }
}
