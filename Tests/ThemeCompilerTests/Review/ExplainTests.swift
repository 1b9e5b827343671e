import Foundation
import TestSupport
import Testing
import ThemeSyntax
@testable import ThemeCompiler

/// `themec explain` gives the resolver's own answer, with the cascade's own reasons.
@Suite struct ExplainTests {
    /// The explainer of the theme at `path` (as `compile` loads it).
    static func explainer(_ path: String) throws -> ThemeExplainer {
        ThemeExplainer(program: try ThemeLoader().load(.file(path)).program)
    }

    @Test(arguments: ShippedThemes.paths)
    func winnerAgreesWithProvenanceOnEveryRow(_ path: String) throws {
        let table = try ShippedThemes.table(path)
        let explainer = try Self.explainer(path)
        var rows = 0
        for preset in table.presets {
            let resolution = try #require(explainer.resolution(of: preset.name))
            for row in preset.rows {
                let e = try #require(explainer.explain(resolution, state: row.state))
                #expect(e.state == row.state && e.ignored.isEmpty)
                for p in e.properties {
                    switch row.appearance.provenance[p.property.index] {
                    case .theme(let location): #expect(p.winner?.location == location, "\(preset.name) \(row.state.key) \(p.property)")
                    case .systemDefault(let style):
                        #expect(p.winner == nil && style == preset.defaultsStyle, "\(preset.name) \(row.state.key) \(p.property)")
                    }
                    // Every loser applies to the row and lost to the winner by the resolver's own ranking.
                    let rules = resolution.chain.rules.filter { $0.property == p.property }
                    for loser in p.overridden {
                        #expect(!loser.reason.isEmpty && loser.decision != .none)
                        let w = try #require(rules.first { $0.keyLocation == p.winner?.location })
                        let l = try #require(rules.first { $0.keyLocation == loser.setting.location })
                        #expect(l.selector.atoms.isSubset(of: row.state))
                        #expect(w.compare(l, order: explainer.resolver.order) == (true, loser.decision))
                    }
                }
                rows += 1
            }
        }
        #expect(rows == table.presets.reduce(0) { $0 + $1.rows.count })
    }

    static let theme = """
        theme: T
        version: 1
        tintColor: "#0A6CFF"
        precedence: [selected, highlighted]
        colors:
          ink: { light: "#000000", dark: "#FFFFFF" }
          soft: { from: ink, alpha: 0.5 }
        presets:
          row:
            base: listGroupedCell
            backgroundColor: soft
            cornerRadius: 4
            states:
              selected: { backgroundColor: "#00FF00" }
              highlighted: { backgroundColor: "#FF0000" }
          card:
            extends: row
            cornerRadius: 8
        """

    static func explain(_ preset: String, _ atoms: [StateAtom]) throws -> Explanation {
        let directory = TemporaryDirectory()
        let explainer = try explainer(directory.write("t.theme.yaml", theme))
        let resolution = try #require(explainer.resolution(of: preset))
        return try #require(explainer.explain(resolution, state: StateSet(atoms)))
    }

    @Test func reasonsNameTheCriterionThatDecided() throws {
        let e = try Self.explain("card", [.highlighted, .selected])
        let background = e.properties[Property.backgroundColor.index]
        #expect(background.winner?.selector == "selected" && background.winner?.preset == "row")
        #expect(background.overridden.map(\.decision) == [.specificity, .precedence])
        #expect(
            background.overridden.map(\.reason) == [
                "fewer atoms: 'normal' has 0, 'selected' has 1",
                "later in the theme's precedence: 'highlighted' ranks after 'selected'",
            ])
        let radius = e.properties[Property.cornerRadius.index]
        #expect(radius.winner?.preset == "card" && radius.winner?.location.line == 18 && radius.winner?.location.column == 5)
        #expect(radius.overridden.map(\.reason) == ["shallower preset: 'row' is an ancestor of 'card'"])
        let insets = e.properties[Property.backgroundInsets.index]
        #expect(insets.winner == nil && insets.overridden.isEmpty)
    }

    @Test func colourResolutionChainFollowsPaletteVariantAndDerivation() throws {
        let e = try Self.explain("row", [.dark])
        let steps = e.properties[Property.backgroundColor.index].colorSteps
        #expect(steps.count == 5)
        #expect(steps[0].hasPrefix("'soft' (") && steps[1].hasPrefix("'ink' ("))
        #expect(Array(steps[2...]) == ["variant dark", "#FFFFFFFF", "alpha × 0.5 → #FFFFFF80"])
        #expect(e.properties[Property.strokeColor.index].colorSteps == ["no colour: the tint #0A6CFFFF"])
    }

    @Test func stateThatIsNotAnAxisIsExplainedAsTheRowItShares() throws {
        let e = try Self.explain("row", [.focused, .selected])
        #expect(e.state == StateSet([.selected]))
        #expect(e.ignored.map(\.atom) == [.focused])
        let text = String(decoding: ExplanationText().render(e), as: UTF8.self)
        #expect(
            text.contains(
                "note: 'focused' is not an axis of 'row': no setting names it and 'listGroupedCell' does not vary over it, so it looks like 'selected'"
            ))
    }

    @Test func textPutsLocationsFirstAndJSONFollowsTheContract() throws {
        let e = try Self.explain("card", [.selected])
        let text = String(decoding: ExplanationText().render(e), as: UTF8.self).split(separator: "\n")
        let located = text.filter { $0.contains(": wins:") || $0.contains(": overridden:") }
        #expect(!located.isEmpty && located.allSatisfy { $0.hasPrefix("/") && $0.contains(".theme.yaml:") })
        #expect(text.count < 40)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ExplanationJSON().render(e))) as? [String: Any])
        #expect(json["preset"] as? String == "card" && json["state"] as? String == "selected")
        let properties = try #require(json["properties"] as? [String: [String: Any]])
        #expect(properties.count == 14)
        let radius = try #require(properties["cornerRadius"])
        #expect(radius["value"] as? Int == 8)
        #expect((radius["winner"] as? [String: Any])?["selector"] as? String == "normal")
        #expect((radius["overridden"] as? [[String: Any]])?.first?["reason"] as? String == "shallower preset: 'row' is an ancestor of 'card'")
        #expect((properties["backgroundInsets"]?["winner"] as? [String: String]) == ["default": "listGroupedCell"])
        let background = try #require(properties["backgroundColor"]?["value"] as? [String: Any])
        #expect(background["rgba"] as? String == "#00FF00FF" && background["name"] is NSNull)
    }

    /// A partial `precedence` list is completed in the default order, and the text says so
    /// even in a row where no tie came up.
    @Test func aPartialPrecedenceListIsShownCompleted() throws {
        let e = try Self.explain("card", [.dark])
        #expect(e.precedenceWritten == 2)
        #expect(Array(e.precedence.prefix(4)) == [.selected, .highlighted, .disabled, .focused])
        #expect(e.precedence.count == StateAtom.all.count)
        let text = String(decoding: ExplanationText().render(e), as: UTF8.self)
        #expect(
            text.contains("precedence (the theme's list, completed in the default order): selected, highlighted, disabled, focused, editing, swiped,")
        )
    }
}
