import ThemeSyntax

/// `asset-drift`: an asset colour whose fallback values in the theme no longer match its
/// colour set in the catalog.
package struct AssetDriftRule: ValidationRule {
    package static let description: RuleDescription = {
        var d = RuleDescription(
            id: .assetDrift,
            name: "Asset fallback drifted",
            summary: "an asset colour's fallback values look different from its colour set in the asset catalog",
            rationale: """
                Fallback values ({ asset: NAME, light: ..., dark: ... }) are a copy of the colour set, \
                for runs where no catalog is read. When the designer changes the colour set, the copy \
                goes stale: a run without the catalog then judges and previews a colour the app no \
                longer shows. The catalog's values are used whenever it is read; the copy has drifted \
                when, in an appearance it writes (light, and dark and the high-contrast ones when \
                written), the two colours would not look alike: the look-alike test lint and the \
                preview use for rows (CIEDE2000 ΔE of at least 2, `lookAlikeThreshold` in \
                .themec.yml), over both a white and a black background so that a change of alpha \
                counts too. Update the fallback values, or drop them and always read the catalog.
                """,
            stage: .validate,
            triggering: [
                """
                theme: Demo
                version: 1
                assetCatalogs: [Assets.xcassets]
                presets:
                  row:
                    base: clear
                    backgroundColor: { asset: 1️⃣Brand, light: "#1F5FBF" }
                # file: Assets.xcassets/Brand.colorset/Contents.json
                { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
                  "components": { "red": "0x4A", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } } ] }
                """
            ],
            nonTriggering: [
                """
                theme: Demo
                version: 1
                assetCatalogs: [Assets.xcassets]
                presets:
                  row:
                    base: clear
                    backgroundColor: { asset: Brand, light: "#1F5FBF" }
                # file: Assets.xcassets/Brand.colorset/Contents.json
                { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
                  "components": { "red": "0.122", "green": "0.373", "blue": "0.749", "alpha": "1.000" } } } ] }
                """
            ])
        d.exampleKind = .themeWithFiles
        return d
    }()

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program, colors = context.resolver.colors
        for d in program.documents.indices {
            for expression in program.assetColors[d] {
                guard case .asset(let name, let fallback?) = expression.kind, let set = program.assets.colors[name],
                    let catalog = colors.catalogValues(name), let copy = colors.resolve(fallback, from: d)
                else { continue }
                let written = Self.written(fallback)
                let drifted = Self.appearances.filter {
                    written.contains($0.name)
                        && Self.difference(catalog[$0.traits], copy[$0.traits]) >= context.lookAlikeThreshold
                }
                guard !drifted.isEmpty else { continue }
                let values = drifted.map {
                    let (a, b) = (catalog[$0.traits], copy[$0.traits])
                    return "\($0.name) \(a.hexString) in the catalog, \(b.hexString) in the theme (ΔE \(Self.formatted(Self.difference(a, b))))"
                }
                diagnostics.report(
                    .assetDrift, Self.message(name, values: values, file: set.location.file), at: expression.location,
                    related: [RelatedLocation(set.location, "the colour set '\(name)'")])
            }
        }
    }

    private static let appearances: [(name: String, traits: ColorTraits)] = [
        ("light", ColorTraits()), ("dark", ColorTraits(dark: true)),
        ("lightHighContrast", ColorTraits(highContrast: true)), ("darkHighContrast", ColorTraits(dark: true, highContrast: true)),
    ]

    /// How different two colours look, the larger of their CIEDE2000 ΔE over white and over
    /// black: alike on both, they look alike on any background a view is drawn on.
    static func difference(_ a: RGBA, _ b: RGBA) -> Double {
        max(
            ColorDifference.deltaE(a.composited(over: .white), b.composited(over: .white)),
            ColorDifference.deltaE(a.composited(over: .black), b.composited(over: .black)))
    }

    /// A ΔE with one decimal.
    private static func formatted(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The appearances a fallback map writes itself (the others only fall back to them).
    private static func written(_ fallback: ColorExpression) -> Set<String> {
        guard case .variants(_, let d, let lh, let dh) = fallback.kind else { return Set(appearances.map(\.name)) }
        var names: Set<String> = ["light"]
        if d != nil { names.insert("dark") }
        if lh != nil { names.insert("lightHighContrast") }
        if dh != nil { names.insert("darkHighContrast") }
        return names
    }

    static func message(_ name: String, values: [String], file: String) -> String {
        "the fallback values of the asset colour '\(name)' have drifted from its colour set (\(file)): "
            + values.joined(separator: "; ") + " — themec uses the catalog's; update the copy in the theme or drop it"
    }
}
