import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// Asset catalogs: every form Xcode writes (Tests/Fixtures/AssetCatalogs/Forms.xcassets), how
/// names are found, and the findings of `{ asset: NAME }` colours.
@Suite struct AssetCatalogTests {
    static let fixtures = SwiftToolchain.root.appendingPathComponent("Tests/Fixtures/AssetCatalogs").path
    static let forms = fixtures + "/Forms.xcassets"

    /// The colour sets of the fixture catalog.
    static func catalog() -> (AssetCatalogs, [Diagnostic]) {
        let loaded = AssetCatalogLoader(limits: CompilerLimits(), source: FileSystemSource())
            .load(documents: [], extra: [AssetCatalogPath(path: forms)])
        return (loaded.catalogs, loaded.diagnostics.diagnostics)
    }

    static func components(_ name: String) -> ColorVariants? {
        if case .components(let v)? = catalog().0.colors[name]?.value { return v }
        return nil
    }

    @Test func readsTheFixtureWithoutFindings() {
        let (catalog, findings) = Self.catalog()
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(
            catalog.names == [
                "Colors/Brand/Blurple", "Contrast", "Extended", "Float", "Gamut", "Gray", "Hex", "Idiom", "Inner", "Integer",
                "Name With Spaces.v2", "P3", "System",
            ])
    }

    @Test func floatEightBitAndHexComponentsAgree() {
        #expect(Self.components("Float")?.light.hexString == "#F2F2F7FF")
        #expect(Self.components("Float")?.dark.hexString == "#1C1C1EFF")
        #expect(Self.components("Integer")?.light.hexString == "#F2F2F7FF")
        #expect(Self.components("Hex")?.light.hexString == "#F2F2F780")
        // Without a dark appearance, dark falls back to light.
        #expect(Self.components("Integer")?.dark.hexString == "#F2F2F7FF")
    }

    @Test func displayP3IsConvertedWithTheStandardMatrixAndClippingIsRecorded() throws {
        let p3 = try #require(Self.catalog().0.colors["P3"])
        // P3 (1, 0, 0) lies outside sRGB: clipped to pure red. P3 (0.2, 0.4, 0.6) is inside.
        #expect(Self.components("P3")?.light.hexString == "#FF0000FF")
        #expect(Self.components("P3")?.dark.hexString == "#1B689DFF")
        #expect(p3.colorSpace == .displayP3)
        #expect(p3.clippedAppearances == ["light", "lightHighContrast"])
        #expect(p3.origin == "display-p3, converted to sRGB (clipped in light, lightHighContrast)")
    }

    @Test func extendedSRGBIsClippedAndGraysUseGamma22() throws {
        #expect(Self.components("Extended")?.light.hexString == "#FF8000FF")
        #expect(Self.catalog().0.colors["Extended"]?.clippedAppearances.contains("light") == true)
        #expect(Self.components("Gray")?.light.hexString == "#808080FF")
        #expect(Self.components("Gray")?.dark.hexString == "#303030CC")
    }

    @Test func appearancesFillEveryVariant() throws {
        let v = try #require(Self.components("Contrast"))
        // `luminosity: light` beats the any-appearance entry in light mode.
        #expect([v.light, v.dark, v.lightHighContrast, v.darkHighContrast].map(\.hexString) == ["#405060FF", "#708090FF", "#010203FF", "#A0B0C0FF"])
        #expect(Self.catalog().0.colors["Contrast"]?.hasHighContrastAppearance == true)
    }

    @Test func iOSTakesUniversalElseIPhoneAndTheSRGBGamut() {
        #expect(Self.components("Idiom")?.light.hexString == "#112233FF")
        #expect(Self.components("Gamut")?.light.hexString == "#112233FF")
    }

    @Test func systemReferencesAndNamespaces() {
        let (catalog, _) = Self.catalog()
        #expect(catalog.colors["System"]?.value == .system("systemBlue"))
        #expect(catalog.colors["Colors/Brand/Blurple"] != nil)
        #expect(catalog.colors["Blurple"] == nil)
        // A folder without `provides-namespace` adds nothing to the name.
        #expect(catalog.colors["Inner"] != nil)
    }

    @Test func componentNotations() {
        #expect(AssetColorSetDecoder.number("0xF2", isAlpha: false) == 242.0 / 255)
        #expect(AssetColorSetDecoder.number("242", isAlpha: false) == 242.0 / 255)
        #expect(AssetColorSetDecoder.number("0.949", isAlpha: false) == 0.949)
        #expect(AssetColorSetDecoder.number("1", isAlpha: true) == 1)
        #expect(AssetColorSetDecoder.number("red", isAlpha: false) == nil)
    }

    /// A theme in a scratch project with a catalog of one colour set written as `contents`.
    static func compile(
        _ theme: String, colorSet contents: String? = nil, name: String = "Brand", lookAlikeThreshold: Double? = nil
    ) throws -> ThemePipeline.Result {
        var files: [String: String] = [:]
        if let contents { files["Assets.xcassets/\(name).colorset/Contents.json"] = contents }
        var configuration = Configuration()
        configuration.lookAlikeThreshold = lookAlikeThreshold
        return try compileTheme(theme, extraFiles: files, configuration: configuration).0
    }

    static let brand = """
        { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
          "components": { "red": "0x1F", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } } ] }
        """

    @Test func aBadComponentIsReportedAtItsLineAndColumn() throws {
        let bad = """
            { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
              "components": { "red": "lots", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } } ] }
            """
        let result = try Self.compile(
            "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand }\n",
            colorSet: bad)
        let finding = try #require(result.diagnostics.first { $0.rule == .invalidAssetCatalog })
        #expect(finding.location.file.hasSuffix("Brand.colorset/Contents.json"))
        #expect("\(finding.location.line):\(finding.location.column)" == "2:26")
        #expect(finding.message.contains("'red' component"))
        #expect(result.table == nil)
    }

    @Test func anUnknownNameIsAnErrorWithDidYouMean() throws {
        let result = try Self.compile(
            "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brnd }\n",
            colorSet: Self.brand)
        let finding = try #require(result.diagnostics.first { $0.rule == .undefinedColor })
        #expect(finding.suggestion == "Brand")
        #expect(finding.message.contains("no colour set 'Brnd'"))
        #expect("\(finding.location.line):\(finding.location.column)" == "7:31")
    }

    @Test func theCatalogWinsOverFallbackValuesAndTheTableNamesTheAsset() throws {
        let result = try Self.compile(
            "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand, light: \"#1F5FBE\" }\n",
            colorSet: Self.brand)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let color = try #require(result.table?.presets[0].rows[0].appearance.backgroundColor)
        #expect(color == ResolvedColor(rgba: RGBA(hex: "#1F5FBF")!, name: nil, asset: "Brand"))
    }

    @Test func aDriftedCopyShowsBothValues() throws {
        let result = try Self.compile(
            "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand, light: \"#FF0000\" }\n",
            colorSet: Self.brand)
        let finding = try #require(result.diagnostics.first { $0.rule == .assetDrift })
        #expect(finding.message.contains("light #1F5FBFFF in the catalog, #FF0000FF in the theme"))
        #expect(finding.severity == .warning)
    }

    /// Drift is the look-alike test's: a copy a just-noticeable difference away has drifted,
    /// one that no one can tell from the colour set has not, and a change of alpha counts.
    @Test func aCopyHasDriftedWhenItNoLongerLooksLikeTheColourSet() throws {
        let header = "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n"
        func drift(_ copy: String, threshold: Double? = nil) throws -> Diagnostic? {
            try Self.compile(
                header + "    backgroundColor: { asset: Brand, light: \"\(copy)\" }\n", colorSet: Self.brand, lookAlikeThreshold: threshold
            )
            .diagnostics.first { $0.rule == .assetDrift }
        }
        #expect(try drift("#215FBF") == nil)  // ΔE below 1
        let visible = try #require(try drift("#2F6FCF"))
        #expect(visible.message.contains("light #1F5FBFFF in the catalog, #2F6FCFFF in the theme (ΔE "))
        #expect(try drift("#1F5FBF80") != nil)  // the same colour at half its alpha
        #expect(try drift("#2F6FCF", threshold: 20) == nil)  // a looser lookAlikeThreshold
    }

    @Test func fallbackValuesWithoutLightSayWhatIsMissing() throws {
        let result = try Self.compile(
            "theme: Demo\nversion: 1\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand, dark: \"#000000\" }\n")
        let finding = try #require(result.diagnostics.first { $0.rule == .invalidColor })
        #expect(finding.message.hasPrefix("the fallback values of the asset colour 'Brand' need 'light'"))
        #expect("\(finding.location.line):\(finding.location.column)" == "6:22")
    }

    @Test func onlyTheAppearancesTheCopyWritesCanDrift() throws {
        let dark = """
            { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
              "components": { "red": "0x1F", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } },
              { "idiom": "universal", "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
                "color": { "color-space": "srgb", "components": { "red": "0x00", "green": "0x00", "blue": "0x00", "alpha": "1.000" } } } ] }
            """
        let header = "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n"
        let lightOnly = try Self.compile(header + "    backgroundColor: { asset: Brand, light: \"#1F5FBF\" }\n", colorSet: dark)
        #expect(!lightOnly.diagnostics.contains { $0.rule == .assetDrift })
        let both = try Self.compile(header + "    backgroundColor: { asset: Brand, light: \"#1F5FBF\", dark: \"#FFFFFF\" }\n", colorSet: dark)
        let finding = try #require(both.diagnostics.first { $0.rule == .assetDrift })
        #expect(finding.message.contains("dark #000000FF in the catalog, #FFFFFFFF in the theme"))
        #expect(!finding.message.contains("light #"))
    }

    @Test func withoutACatalogFallbacksServeWithANote() throws {
        let result = try Self.compile(
            "theme: Demo\nversion: 1\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand, light: \"#FF0000\" }\n")
        #expect(result.diagnostics.map(\.rule) == [.assetFallback])
        #expect(result.table?.presets[0].rows[0].appearance.backgroundColor?.rgba.hexString == "#FF0000FF")
        #expect(result.table?.presets[0].rows[0].appearance.backgroundColor?.asset == "Brand")
    }

    @Test func aCatalogOutsideTheProjectRootIsRefused() throws {
        let outside = TemporaryDirectory()
        outside.write("Elsewhere.xcassets/Brand.colorset/Contents.json", Self.brand)
        let result = try Self.compile(
            "theme: Demo\nversion: 1\nassetCatalogs: [\"\(outside.path)/Elsewhere.xcassets\"]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand, light: \"#1F5FBF\" }\n"
        )
        #expect(result.diagnostics.contains { $0.rule == .pathOutsideRoot && $0.location.line == 3 })
        #expect(result.table == nil)
    }

    @Test func aColourSetLinkedOutsideTheRootIsRefused() throws {
        let outside = TemporaryDirectory()
        outside.write("Brand.colorset/Contents.json", Self.brand)
        let project = TemporaryDirectory()
        project.write("Assets.xcassets/Contents.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: project.path + "/Assets.xcassets/Brand.colorset", withDestinationPath: outside.path + "/Brand.colorset")
        let theme = project.write(
            "demo.theme.yaml",
            "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand }\n")
        let result = try ThemePipeline(source: FileSystemSource(root: ProjectRoot(project.path))).compile(.file(theme))
        #expect(result.diagnostics.contains { $0.rule == .pathOutsideRoot })
        #expect(!result.program.assets.colors.keys.contains("Brand"))
    }

    @Test func configurationAndCommandLineCatalogsAreRead() throws {
        let project = TemporaryDirectory()
        project.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        let theme = project.write(
            "demo.theme.yaml", "theme: Demo\nversion: 1\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand }\n")
        var configuration = Configuration(directory: project.path)
        configuration.assetCatalogs = [Located("App/Assets.xcassets", at: SourceLocation(file: "x/.themec.yml", line: 1, column: 1))]
        let fromConfig = try ThemePipeline(configuration: configuration, source: FileSystemSource(root: ProjectRoot(project.path))).compile(
            .file(theme))
        #expect(fromConfig.diagnostics.isEmpty, "\(fromConfig.diagnostics.map(\.message))")
        var pipeline = ThemePipeline(source: FileSystemSource(root: ProjectRoot(project.path)))
        pipeline.assetCatalogs = [project.path + "/App/Assets.xcassets"]
        let fromCommandLine = try pipeline.compile(.file(theme))
        #expect(fromCommandLine.table?.presets[0].rows[0].appearance.backgroundColor?.rgba.hexString == "#1F5FBFFF")
    }

    @Test func aMissingDarkAppearanceIsFixedInTheCatalog() throws {
        let theme = """
            theme: Demo
            version: 1
            assetCatalogs: [Assets.xcassets]
            presets:
              row:
                base: listCell
                backgroundColor: { light: "#FFFFFF", dark: "#000000" }
                states:
                  highlighted: { backgroundColor: { asset: Brand } }
                  selected: { backgroundColor: { asset: Brand } }
            """
        let result = try Self.compile(theme, colorSet: Self.brand)
        let finding = try #require(result.diagnostics.first { $0.rule == .missingDarkVariant })
        #expect(finding.message.contains("the asset 'Brand' (#1F5FBFFF), which has no dark appearance"))
        #expect(finding.message.contains("add a dark appearance to the colour set 'Brand'"))
        #expect(finding.suggestion == nil)
    }
}
