import Testing
import TestSupport

/// Asset-catalog colours through the binary: where the catalog comes from, and how every
/// command names the asset with its value.
@Suite struct AssetCatalogCommandTests {
    static let theme = "Tests/Fixtures/AssetCatalogs/Assets.theme.yaml"
    static let brand = """
        { "colors": [ { "idiom": "universal", "color": { "color-space": "srgb",
          "components": { "red": "0x1F", "green": "0x5F", "blue": "0xBF", "alpha": "1.000" } } } ] }
        """
    static let theme2 = "theme: Demo\nversion: 1\npresets:\n  row:\n    base: clear\n    backgroundColor: { asset: Brand }\n"

    @Test func explainNamesTheAssetItsCatalogAndItsColourSpace() throws {
        let run = try themec(["explain", Self.theme, "row", "selected"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("asset 'P3'"))
        #expect(run.stdout.contains("display-p3, converted to sRGB (clipped in light, lightHighContrast)"))
    }

    @Test func theCommandLineCatalogServesAThemeThatNamesNone() throws {
        let s = TemporaryDirectory("assets")
        s.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        let file = s.write("demo.theme.yaml", Self.theme2)
        let without = try themec(["lint", file], in: s.path)
        #expect(without.status == 1)
        #expect(without.stdout.contains("no asset catalog is read"))
        let with = try themec(["compile", "--asset-catalog", "App/Assets.xcassets", file], in: s.path)
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout.contains("\"asset\": \"Brand\""))
        let missing = try themec(["compile", "--asset-catalog", "Nope.xcassets", file], in: s.path)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("cannot read the asset catalog 'Nope.xcassets'"))
    }

    @Test func theConfigurationNamesCatalogsForEveryTheme() throws {
        let s = TemporaryDirectory("assets")
        s.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        s.write(".themec.yml", "assetCatalogs: [App/Assets.xcassets]\n")
        s.write("Themes/demo.theme.yaml", Self.theme2.replacingOccurrences(of: "Brand }", with: "Brnd }"))
        let run = try themec(["lint", "Themes"], in: s.path)
        #expect(run.stdout.contains("no colour set 'Brnd' in the asset catalogs read"))
        #expect(run.stdout.contains("did you mean 'Brand'?"))
    }

    @Test func diffAndPreviewNameTheAsset() throws {
        let s = TemporaryDirectory("assets")
        s.write("Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        s.write("Assets.xcassets/Accent.colorset/Contents.json", Self.brand.replacingOccurrences(of: "0x1F", with: "0xEE"))
        let header = "theme: Demo\nversion: 1\nassetCatalogs: [Assets.xcassets]\npresets:\n  row:\n    base: clear\n"
        let old = s.write("old.theme.yaml", header + "    backgroundColor: { asset: Brand }\n")
        let new = s.write("new.theme.yaml", header + "    backgroundColor: { asset: Accent }\n")
        let diff = try themec(["diff", old, new], in: s.path)
        #expect(diff.stdout.contains("#1F5FBFFF (asset 'Brand')"), "\(diff.stdout)")
        #expect(diff.stdout.contains("#EE5FBFFF (asset 'Accent')"))
        let preview = try themec(["preview", new, "-o", s.path + "/p.html"], in: s.path)
        #expect(preview.status == 0, "\(preview.stderr)")
        let page = try String(contentsOfFile: s.path + "/p.html", encoding: .utf8)
        #expect(page.contains("<code>#EE5FBFFF</code> asset &apos;Accent&apos;"))
    }
}
