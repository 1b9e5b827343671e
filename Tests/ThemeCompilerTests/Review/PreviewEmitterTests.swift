import Foundation
import TestSupport
import Testing
import ThemeSyntax
@testable import ThemeCompiler

/// `themec preview`'s page, checked statically (the browser test, Scripts/preview-browser-test.py,
/// checks the rendering).
@Suite struct PreviewEmitterTests {
    /// Every `data-preset`/`data-state` pair of the page, in order.
    static func swatches(_ html: String) -> [(preset: String, state: String)] {
        let pattern = try! NSRegularExpression(pattern: #"data-preset="([^"]*)" data-state="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).map { match in
            (String(html[Range(match.range(at: 1), in: html)!]), String(html[Range(match.range(at: 2), in: html)!]))
        }
    }

    @Test(arguments: ShippedThemes.paths)
    func oneSwatchPerRowOfEveryShippedTheme(_ path: String) throws {
        let table = try ShippedThemes.table(path)
        let html = String(decoding: PreviewEmitter().emit([table], findings: []), as: UTF8.self)
        let found = Self.swatches(html)
        let rows = table.presets.flatMap { preset in preset.rows.map { (preset.name, $0.state.key) } }
        #expect(found.count == rows.count)
        // The matrix orders rows by appearance; the set is the table's.
        #expect(found.map { "\($0.preset) \($0.state)" }.sorted() == rows.map { "\($0.0) \($0.1)" }.sorted())
        // No other element has data-state, and each preset's states are unique.
        #expect(html.components(separatedBy: "data-state=").count - 1 == rows.count)
        for preset in table.presets {
            let states = found.filter { $0.preset == preset.name }.map(\.state)
            #expect(Set(states).count == states.count, "\(preset.name) repeats a data-state")
        }
    }

    @Test(arguments: ShippedThemes.paths)
    func noRemoteResourceAndNoScript(_ path: String) throws {
        let html = String(decoding: PreviewEmitter().emit([try ShippedThemes.table(path)], findings: []), as: UTF8.self)
        for forbidden in ["http:", "https:", "@import", "url(", "<script", "<link", "@font-face", " src="] {
            #expect(!html.contains(forbidden), "the page contains \(forbidden)")
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func swatchIsPaintedWithTheRowsColourAndRadius() throws {
        let (result, _) = try compileTheme(
            """
            theme: T
            version: 1
            presets:
              card:
                base: listGroupedCell
                backgroundColor: "#11223380"
                cornerRadius: 12.5
                states:
                  selected: { backgroundColor: "#445566" }
                  highlighted: { backgroundColor: "#778899" }
                  highlighted+selected: { backgroundColor: "#445566" }
            """)
        let table = try #require(result.table)
        let html = String(decoding: PreviewEmitter().emit([table], findings: []), as: UTF8.self)
        #expect(html.contains(#"data-preset="card" data-state="normal""#))
        #expect(html.contains("background-color: rgba(17, 34, 51, 0.502); border-radius: 12.5px;"))
        #expect(html.contains("background-color: rgba(68, 85, 102, 1); border-radius: 12.5px;"))
        // highlighted+selected looks like selected, as the style's own rows do: no mark.
        #expect(!html.contains("looks like "))
    }

    @Test func aRowThatLooksLikeTheRowWithoutItsStateIsMarkedWithThatRow() throws {
        let (result, _) = try compileTheme(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listGroupedCell
                backgroundColor: "#FF0000"
                states:
                  focused: { cornerRadius: 0 }
            """)
        let table = try #require(result.table)
        let matrix = PreviewMatrix(table.presets[0], lookAlikeThreshold: LookAlikes.defaultThreshold)
        // The style draws highlighted, selected and focused rows its own way; the red hides all
        // three (the tint, the stroke's default, adds dark). A highlighted+selected row is grey
        // in the style as a selected one is: not a twin.
        let keys = table.presets[0].rows.map(\.state.key)
        let twins = matrix.looksLike.enumerated().compactMap { r, twin in twin.map { "\(keys[r])→\(keys[$0])" } }
        #expect(
            twins == [
                "highlighted→normal", "selected→normal", "focused→normal", "highlighted+focused→highlighted", "highlighted+dark→dark",
                "selected+focused→selected", "selected+dark→dark", "focused+dark→dark", "highlighted+selected+focused→highlighted+selected",
                "highlighted+focused+dark→highlighted+dark", "selected+focused+dark→selected+dark",
                "highlighted+selected+focused+dark→highlighted+selected+dark",
            ])
    }

    @Test func darkRowsSitOnTheDarkListBackground() throws {
        let table = try ShippedThemes.table(packageRoot + "/Themes/Settings.theme.yaml")
        let html = String(decoding: PreviewEmitter().emit([table], findings: []), as: UTF8.self)
        // Inset-grouped: systemGroupedBackground, #F2F2F7 light and #000000 dark.
        #expect(html.contains(#"<td class="cell light" style="background-color: rgba(242, 242, 247, 1)">"#))
        #expect(html.contains(#"<td class="cell dark" style="background-color: rgba(0, 0, 0, 1)">"#))
        #expect(html.contains("<th scope=\"col\">dark, high contrast</th>"))
    }

    @Test func themeTextIsEscaped() throws {
        let (result, _) = try compileTheme(
            """
            theme: T
            version: 1
            description: "<script>alert('theme')</script> & more"
            deploymentTarget: { iOS: "15.0" }
            presets:
              row:
                base: clear
                description: "</dd><img src=x onerror=alert(1)> \\"quoted\\""
                image: "a\\"><script>x</script>"
            """)
        let table = try #require(result.table, "\(describe(result.diagnostics))")
        let html = String(decoding: PreviewEmitter().emit([table], findings: result.diagnostics), as: UTF8.self)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(&apos;theme&apos;)&lt;/script&gt; &amp; more"))
        #expect(html.contains("&lt;/dd&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;"))
    }

    @Test func hostileNamesAndTextStayInsideTheirElements() throws {
        let (result, _) = try compileTheme(HostileNamesTests.theme, name: "hostile.theme.json")
        let table = try #require(result.table, "\(describe(result.diagnostics))")
        let html = String(decoding: PreviewEmitter().emit([table], findings: result.diagnostics), as: UTF8.self)
        #expect(Self.swatches(html).count == table.presets.reduce(0) { $0 + $1.rows.count })
        #expect(!html.contains("\u{0}") && !html.contains("\"\"\""))
        #expect(html.contains("data-preset=\"self\"") && html.contains("image 'a&quot;b\\(c)*/' · scaleToFill"))
    }

    @Test func severalGenerationsSayTheirDesign() throws {
        let path = packageRoot + "/Themes/Settings.theme.yaml"
        let table = try ShippedThemes.table(path, design: .classic), glass = try ShippedThemes.table(path, design: .glass)
        let html = String(decoding: PreviewEmitter().emit([table, glass], findings: []), as: UTF8.self)
        let rows = table.presets.reduce(0) { $0 + $1.rows.count }
        #expect(html.components(separatedBy: #"data-design="classic""#).count - 1 == rows)
        #expect(html.components(separatedBy: #"data-design="glass""#).count - 1 == glass.presets.reduce(0) { $0 + $1.rows.count })
        #expect(html.contains("<caption>classic design</caption>") && html.contains("<caption>glass design</caption>"))
        let single = String(decoding: PreviewEmitter().emit([table], findings: []), as: UTF8.self)
        #expect(!single.contains("data-design"))
    }

    @Test func findingsAreShownInTheirPresetsSection() throws {
        let (result, path) = try compileTheme(ThemecFixtures.warning)
        let table = try #require(result.table)
        let location = SourceLocation(file: path, line: 4, column: 3)
        let html = String(
            decoding: PreviewEmitter(presetLocations: ["card": location]).emit([table], findings: result.diagnostics),
            as: UTF8.self)
        let section = try #require(html.range(of: "<section class=\"preset\" id=\"preset-0\">"))
        let finding = try #require(html.range(of: "redundant-override"))
        #expect(section.upperBound < finding.lowerBound)
        #expect(html.contains("<code>\(path):8:18</code> <b>warning</b>"))
    }
}

/// Which section a finding is shown in.
@Suite struct PreviewFindingsTests {
    @Test func findingsGoToThePresetTheyFallInOrToTheHeader() {
        func at(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(rule: .unusedColor, message: "m", location: SourceLocation(file: file, line: line, column: 3))
        }
        let locations = ["a": SourceLocation(file: "t.yaml", line: 10, column: 3), "b": SourceLocation(file: "t.yaml", line: 20, column: 3)]
        let grouped = PreviewFindings(
            [at("t.yaml", 2), at("t.yaml", 12), at("t.yaml", 25), at("other.yaml", 15)],
            presets: ["a", "b"], locations: locations, root: "t.yaml")
        #expect(grouped.byPreset["a"]?.map(\.location.line) == [12])
        #expect(grouped.byPreset["b"]?.map(\.location.line) == [25])
        #expect(grouped.general.map(\.location.description) == ["t.yaml:2:3", "other.yaml:15:3"])
    }
}

/// Small themes shared by the review tools' tests.
enum ThemecFixtures {
    /// One warning: a redundant override at 8:18.
    static let warning =
        "theme: Warn\nversion: 1\npresets:\n  card:\n    base: clear\n    cornerRadius: 12\n    states:\n      focused: { cornerRadius: 12 }\n"
}
