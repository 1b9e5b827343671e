import Foundation
import Testing
import TestSupport

/// Issue 19: `generate` as the build plugin runs it for each theme of a target — the other
/// themes passed as `--built-with` count for `unused-color` and `theme-type-collision` — and
/// `generate` to standard output.
@Suite struct GenerateTargetTests {
    /// A palette-only file, and a theme of the same target that imports it and uses `brandWash`.
    static func target() -> (TemporaryDirectory, palette: String, cards: String) {
        let s = TemporaryDirectory("target")
        let palette = s.write(
            "Palette.theme.yaml",
            """
            theme: Palette
            version: 1
            colors:
              brand: { light: "#1F5FBF", dark: "#4A8FE7" }
              brandWash: { from: brand, alpha: 0.3 }
              stale: "#000000"

            """)
        let cards = s.write(
            "Cards.theme.yaml",
            """
            theme: Cards
            version: 1
            imports: [Palette.theme.yaml]
            presets:
              card:
                base: listGroupedCell
                states:
                  selected: { backgroundColor: brandWash }

            """)
        return (s, palette, cards)
    }

    /// The `unused-color` findings of a run, by colour.
    static func unusedColors(_ run: CLIRun) -> [String] {
        run.stderr.split(separator: "\n").filter { $0.hasSuffix("[unused-color]") }
            .compactMap { $0.split(separator: "'").dropFirst().first.map(String.init) }
    }

    @Test func siblingsUsesOfAPaletteCountForUnusedColor() throws {
        let (s, palette, cards) = Self.target()
        let alone = try themec(["generate", palette, "-o", s.path + "/Palette.swift", "--reporter", "xcode"], in: s.path)
        #expect(alone.status == 0)
        #expect(Self.unusedColors(alone) == ["brandWash", "stale"], "\(alone.stderr)")
        let built = try themec(
            ["generate", palette, "-o", s.path + "/Palette.swift", "--reporter", "xcode", "--built-with", cards], in: s.path)
        #expect(built.status == 0)
        #expect(Self.unusedColors(built) == ["stale"], "a colour the sibling uses is not reported: \(built.stderr)")
        let sibling = try themec(["generate", cards, "-o", s.path + "/Cards.swift", "--reporter", "xcode", "--built-with", palette], in: s.path)
        #expect(sibling.status == 0 && Self.unusedColors(sibling).isEmpty, "\(sibling.stderr)")
        // The palette alone is generated: no presets, no warning (PaletteOnlyThemeTests compiles it).
        let code = try String(contentsOfFile: s.path + "/Palette.swift", encoding: .utf8)
        #expect(code.contains("public enum Palette {") && !code.contains("enum Preset"))
    }

    /// A sibling is read for its name, not compiled: its own errors are its own command's to
    /// report, and its name still collides.
    @Test func aSiblingWithErrorsStillNamesItsType() throws {
        let s = TemporaryDirectory("target")
        let a = s.write("A.theme.yaml", "theme: Cards\nversion: 1\n")
        let b = s.write("B.theme.yaml", "theme: cards\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n    backgroundColor: nowhere\n")
        let run = try themec(["generate", a, "-o", s.path + "/A.swift", "--built-with", b, "--reporter", "xcode"], in: s.path)
        #expect(run.status == 1)
        #expect(run.stderr.contains("A.theme.yaml:1:8: error: theme 'Cards' and theme 'cards'"), "\(run.stderr)")
        #expect(!run.stderr.contains("nowhere"), "B's undefined colour is B's command's finding")
    }

    @Test func withoutOutputTheCodeGoesToStandardOutput() throws {
        let run = try themec(["generate", "Themes/Linen.theme.yaml"])
        #expect(run.status == 0)
        let golden = try String(contentsOfFile: packageRoot + "/Tests/ThemeCompilerTests/Fixtures/Generated/Linen.swift", encoding: .utf8)
        #expect(run.stdout == golden)
        #expect(run.stderr.isEmpty)
    }

    @Test func checkNeedsAFile() throws {
        let run = try themec(["generate", "Themes/Linen.theme.yaml", "--check"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--check compares with a file: give it as -o FILE"))
        #expect(run.stdout.isEmpty)
    }
}
