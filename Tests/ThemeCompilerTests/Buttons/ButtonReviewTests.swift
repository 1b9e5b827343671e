import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// The review tools on button presets: the preview draws buttons (shape from the corner
/// style, fill, sample title, contrast), `diff` and `explain` cover the button fields.
@Suite struct ButtonReviewTests {
    static let theme = """
        theme: B
        version: 1
        deploymentTarget: { iOS: "15.0" }
        presets:
          primary:
            base: filledButton
            cornerStyle: capsule
            baseBackgroundColor: "#1F4FBF"
            baseForegroundColor: white
          square:
            base: grayButton
            cornerStyle: fixed
            cornerRadius: 6
            baseForegroundColor: label

        """

    static func table(_ text: String) throws -> ResolvedTable {
        let (result, _) = try compileTheme(text)
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    @Test func theSwatchIsAButtonWithItsShapeFillTitleAndContrast() throws {
        let html = String(decoding: PreviewEmitter().emit([try Self.table(Self.theme)], findings: []), as: UTF8.self)
        // A capsule in the 44-point frame: half its height.
        #expect(html.contains("background-color: rgba(31, 79, 191, 1); border-radius: 22px;"))
        // A fixed corner style draws the radius as written.
        #expect(html.contains("border-radius: 6px;"))
        // The sample title in the resolved foreground colour, and the contrast on hover.
        #expect(html.contains(#"<span class="title" style="color: rgba(255, 255, 255, 1)">Title</span>"#))
        let white = Contrast.ratio(.white, RGBA(hex: "#1F4FBF")!)
        #expect(html.contains("contrast \(PreviewCSS.number((white * 100).rounded(.down) / 100)):1 on the fill"))
        // A button's facts name its style's defaults, not a list it is not in.
        #expect(!html.contains("<dt>list environment</dt>"))
        #expect(html.contains("<dt>defaults</dt><dd>of filledButton</dd>"))
    }

    @Test func diffListsAChangedButtonField() throws {
        let old = try Self.table(Self.theme)
        let new = try Self.table(Self.theme.replacingOccurrences(of: "cornerStyle: capsule", with: "cornerStyle: large"))
        let diff = TableDiff(old: old, new: new)
        let primary = try #require(diff.changedPresets.first { $0.name == "primary" })
        let normal = try #require(primary.changedRows.first { $0.state == "normal" })
        #expect(normal.properties.map(\.name) == ["cornerStyle"])
        #expect(!diff.changedPresets.contains { $0.name == "square" })
    }

    @Test func explainNamesTheButtonFieldsAndTheDerivedFill() throws {
        let (result, _) = try compileTheme(Self.theme)
        let explainer = ThemeExplainer(program: result.program)
        let resolution = try #require(explainer.resolution(of: "primary"))
        let e = try #require(explainer.explain(resolution, state: StateSet([.highlighted])))
        #expect(e.properties.map(\.property) == Property.all)
        #expect(e.properties[Property.cornerStyle.index].winner != nil)
        #expect(e.properties[Property.backgroundColor.index].colorSteps[0].hasPrefix("no colour: the style's fill"))
        let text = String(decoding: ExplanationText().render(e), as: UTF8.self)
        #expect(text.contains("baseBackgroundColor"))
    }
}
