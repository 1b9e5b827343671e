import TestSupport
import Testing
@testable import ThemeCompiler
import ThemeSyntax

/// `AppearanceJSON` writes a row from fragments: keys with `null` or `0` after them, the zero
/// insets and the default shadow whole, numbers it formatted before, a scratch that grows.
/// Whatever the appearance, its bytes must be those of the walk's value (`TableValue`) written
/// back member by member: checked here on seeded random appearances, with and without
/// `--provenance`, including every shortcut's near misses (a -0, an opacity of 0 with a
/// colour that is not the default's, insets with one side set, a content mode, corner style
/// or size other than UIKit's default) and strings that need escaping or outgrow the scratch.
@Suite struct AppearanceJSONTests {
    @Test(arguments: [false, true])
    func randomRowsAreTheWalksBytes(provenance: Bool) throws {
        let (result, _) = try compileTheme(TableValueTests.theme)
        let compiled = try #require(result.table)
        var random = SplitMix(seed: provenance ? 23 : 7)
        var everything = ""
        for _ in 0..<8 {
            var table = compiled
            for p in table.presets.indices {
                let style = table.presets[p].defaultsStyle
                let rows = table.presets[p].rows.states.map {
                    ResolvedRow(state: $0, appearance: Self.appearance(using: &random, style: style))
                }
                table.presets[p].rows = PresetRows(rows)
            }
            let (written, value) = TableValueTests.bytesAndValue(of: table, provenance: provenance)
            #expect(written == value)
            everything += written
        }
        // The shortcuts and the slow paths were all taken.
        for text in [
            "\"top\": 0,", "\"opacity\": 0,", "\"opacity\": 0.5", "\\\"", "\\n", "1e-05", "null", "-3", "2500000.25",
            "\"imageContentMode\": \"scaleToFill\"", "\"imageContentMode\": \"c1\"", "\"cornerStyle\": \"dynamic\"",
            "\"cornerStyle\": \"black\"", "\"buttonSize\": \"medium\"", "\"buttonSize\": \"\"",
        ] {
            #expect(everything.contains(text), "no \(text)")
        }
    }

    /// Numbers a row may hold: zeros of both signs, small integers, fractions, large values.
    static let numbers: [Double] = [0, -0.0, 0, 0, 1, -3, 0.5, 1e-05, 0.1 + 0.2, 999_999, 1_000_000, -2_500_000.25, 123.456]

    /// Strings: plain, to escape, non-ASCII, empty, and longer than the scratch.
    static let strings: [String] = [
        "c1", "black", "brand.primary", "with \"quotes\" and \\ and\nnewline\t", "ünïcödé ✓", "",
        String(repeating: "long-name-", count: 700),
    ]

    static func appearance(using random: inout SplitMix, style: SystemStyle) -> Appearance {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func chance(_ n: UInt64) -> Bool { random.next() % n == 0 }
        func number() -> Double { pick(numbers) }
        func channel() -> Double { pick([0, 1, 0.2, 0.5, 0.49999999999999994, 1.7, -0.5, Double(random.next() % 256) / 255]) }
        func rgba() -> RGBA { RGBA(red: channel(), green: channel(), blue: channel(), alpha: channel()) }
        func color() -> ResolvedColor {
            ResolvedColor(rgba: rgba(), name: chance(3) ? nil : pick(strings), asset: chance(2) ? nil : pick(strings))
        }
        func optionalColor() -> ResolvedColor? { chance(3) ? nil : color() }
        func string() -> String? { chance(2) ? nil : pick(strings) }
        let shadow =
            chance(2)
            ? WinnerRows.noShadow
            : ResolvedShadow(
                color: chance(3) ? ResolvedColor(rgba: .black, name: "black", asset: chance(2) ? "Shadow" : nil) : color(),
                opacity: number(), radius: number(), offsetWidth: number(), offsetHeight: number())
        let button =
            chance(3)
            ? ButtonAppearance(
                cornerStyle: chance(2) ? "dynamic" : pick(strings), buttonSize: chance(2) ? "medium" : pick(strings),
                baseBackgroundColor: optionalColor(),
                baseForegroundColor: optionalColor(), resolvedForegroundColor: rgba())
            : nil
        let properties = button == nil ? Property.background : Property.all
        return Appearance(
            backgroundColor: optionalColor(),
            backgroundColorTransformer: chance(2) ? nil : pick(ColorTransformer.allCases),
            cornerRadius: number(),
            backgroundInsets: chance(2) ? .zero : EdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number()),
            edgesAddingLayoutMarginsToBackgroundInsets: Set(Edge.allCases.filter { _ in chance(2) }),
            strokeColor: optionalColor(),
            strokeColorTransformer: chance(2) ? nil : pick(ColorTransformer.allCases),
            strokeWidth: number(),
            strokeOutset: number(),
            visualEffect: string(),
            shadowProperties: shadow,
            image: string(),
            imageContentMode: chance(2) ? "scaleToFill" : pick(strings),
            customView: chance(2) ? nil : CustomViewSpec(image: pick(strings), contentMode: pick(strings)),
            resolvedBackgroundColor: rgba(),
            resolvedStrokeColor: rgba(),
            customizedSet: PropertySet(properties.filter { _ in chance(2) }),
            provenance: properties.map { _ in
                chance(2) ? .systemDefault(style) : .theme(SourceLocation(file: pick(strings), line: 3, column: 7))
            },
            button: button)
    }
}
