/// `invalid-asset-catalog`: an asset catalog, or a colour set in one, that themec cannot read.
package struct InvalidAssetCatalogRule: ThemeRule {
    package static let description: RuleDescription = {
        var d = RuleDescription(
            id: .invalidAssetCatalog,
            name: "Invalid asset catalog",
            summary: "an asset catalog that cannot be read, or a colour set whose Contents.json holds no colour iOS can use",
            rationale: """
                A theme that names its colours from the app's asset catalog ({ asset: NAME }) is judged, \
                previewed and tabled with the catalog's values, so a catalog themec cannot read would \
                leave every such colour unknown. Catalog paths in a theme are relative to the theme; \
                in .themec.yml to that file. A colour set is read as Xcode writes it: components as \
                "0.949", "242" or "0xF2"; the srgb, extended-srgb, extended-linear-srgb, display-p3, \
                gray-gamma-22 and extended-gray colour spaces; luminosity and contrast appearances; \
                the universal idiom, else the iphone one; references to system colours. A finding in \
                a colour set points at the line of its Contents.json that cannot be read.
                """,
            stage: .load,
            triggering: [
                """
                theme: Demo
                version: 1
                assetCatalogs: [1️⃣Missing.xcassets]
                presets:
                  row:
                    base: clear
                    backgroundColor: { asset: Brand, light: "#1F5FBF" }
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
                    backgroundColor: { asset: Brand }
                # file: Assets.xcassets/Contents.json
                { "info": { "author": "xcode", "version": 1 } }
                # file: Assets.xcassets/Brand.colorset/Contents.json
                { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
                  "components": { "red": "0x1F", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } } ] }
                """
            ])
        d.exampleKind = .themeWithFiles
        return d
    }()
}

extension InvalidAssetCatalogRule {
    /// A catalog path that names nothing readable.
    static func unreadable(_ entry: String, reason: String, lookedFor target: String) -> String {
        "cannot read the asset catalog '\(entry)': \(reason) (looked for '\(target)')"
    }

    static func noColors(_ set: String) -> String {
        "the colour set '\(set)' has no 'colors' list — save it again from Xcode's asset catalog editor"
    }

    static func noIOSColor(_ set: String) -> String {
        "the colour set '\(set)' has no entry iOS reads: add a 'universal' (or 'iphone') entry whose display gamut is sRGB"
    }

    static func expected(_ what: String, found: String, set: String) -> String {
        "the colour set '\(set)' needs \(what), found \(found)"
    }

    static func unknownAppearance(_ appearance: String, set: String) -> String {
        "the colour set '\(set)' has an appearance themec does not read ('\(appearance)'): themec reads 'luminosity: light', 'luminosity: dark' and 'contrast: high'"
    }

    static func unknownReference(_ reference: String, set: String) -> String {
        "the colour set '\(set)' refers to '\(reference)', which is not a system colour themec knows (systemBlueColor, labelColor, …)"
    }

    static func unknownColorSpace(_ space: String, set: String) -> String {
        let known = CatalogColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        return "the colour set '\(set)' is written in the colour space '\(space)', which themec does not read (\(known))"
    }

    static func missingComponent(_ key: String, space: CatalogColorSpace, set: String) -> String {
        "the colour set '\(set)' has no '\(key)' component, which a \(space.rawValue) colour needs"
    }

    static func badComponent(_ key: String, _ text: String, set: String) -> String {
        "the '\(key)' component of the colour set '\(set)' is '\(text)': write a number such as \"0.949\", \"242\" or \"0xF2\""
    }

    static func mixedReference(_ set: String) -> String {
        "the colour set '\(set)' mixes a system-colour reference with other values in its appearances, which themec does not read"
    }
}
