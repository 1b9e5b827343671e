import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The examples of `invalid-config`, which are configurations (theme rules' examples run in
/// RuleExampleTests), and behaviour of the lint rules beyond their examples: every marker
/// gets a finding of the rule, and nothing else of that rule is reported.
@Suite struct LintRuleExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var text: String
        var triggering: Bool
        var index: Int
        var testDescription: String { "\(rule) \(triggering ? "triggering" : "non-triggering") #\(index + 1)" }
    }

    static func examples(_ rules: [any ThemeRule.Type]) -> [Example] {
        rules.flatMap { rule -> [Example] in
            let d = rule.description
            return d.triggeringExamples.enumerated().map { Example(rule: d.id, text: $1, triggering: true, index: $0) }
                + d.nonTriggeringExamples.enumerated().map { Example(rule: d.id, text: $1, triggering: false, index: $0) }
        }
    }

    @Test(arguments: examples([InvalidConfigRule.self]))
    func configurationExample(_ example: Example) {
        let marked = Marked(example.text)
        let (_, findings) = ConfigurationLoader.parse(Array(marked.text.utf8), path: ".themec.yml")
        check(findings, markers: marked.ordered, example: example)
    }

    private func check(_ findings: [Diagnostic], markers: [Marked.Position], example: Example) {
        if !example.triggering {
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
            return
        }
        #expect(!markers.isEmpty, "a triggering example needs a marker")
        let found = Set(findings.map { "\($0.location.line):\($0.location.column)" })
        let expected = Set(markers.map(\.description))
        #expect(found == expected, "findings: \(findings.map { "\($0.location): \($0.message)" })")
    }

    @Test func shadowedOverridePointsAtTheRuleThatBeatsIt() {
        let text = Marked(ShadowedOverrideRule.description.triggeringExamples[0]).text
        let finding = LintTestSupport.compile(text).first { $0.rule == .shadowedOverride }
        // The 'focused' block decides the reachable part of 'focused+selected' (a header is never selected).
        #expect(finding?.related.first?.location.line == 7)
        #expect(finding?.message.contains("in the 'focused' state its 'focused' setting always applies") == true)
        #expect(finding?.severity == .warning)
    }

    @Test func missingDarkVariantSuggestsAVariantMap() {
        let text = Marked(MissingDarkVariantRule.description.triggeringExamples[0]).text
        let finding = LintTestSupport.compile(text).first { $0.rule == .missingDarkVariant }
        #expect(finding?.suggestion == "{ light: \"#DDDDDDFF\", dark: … }")
    }

    @Test func missingDarkVariantAcceptsADarkBlockForTheState() {
        let yaml = """
            theme: Demo
            version: 1
            colors:
              rowBackground: { light: "#FFFFFF", dark: "#1C1C1E" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: rowBackground
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: "#DDDDDD" }
                  dark+selected: { backgroundColor: "#3A3A3C" }
            """
        #expect(!LintTestSupport.compile(yaml).contains { $0.rule == .missingDarkVariant })
    }

    /// A block for a state the kind is never in shows in no row: `unreachable-state` says so,
    /// and a `dark+…` block, which is all `missing-dark-variant` could suggest, would never
    /// apply either.
    @Test func missingDarkVariantIgnoresStatesTheKindIsNeverIn() {
        let yaml = """
            theme: Demo
            version: 1
            precedence: [selected, highlighted]
            colors:
              rowBackground: { light: "#FFFFFF", dark: "#1C1C1E" }
            presets:
              header:
                base: listPlainHeaderFooter
                backgroundColor: rowBackground
                states:
                  selected: { backgroundColor: "#DDDDDD" }
                  disabled: { backgroundColor: "#EEEEEE" }
              row:
                base: listPlainCell
                backgroundColor: rowBackground
                states:
                  pinned: { backgroundColor: "#DDDDDD" }
            """
        let findings = LintTestSupport.compile(yaml)
        let dark = findings.filter { $0.rule == .missingDarkVariant }
        // Only the reachable 'disabled' block of the header is reported.
        #expect(dark.map(\.location.line) == [12])
        #expect(findings.filter { $0.rule == .unreachableState }.map(\.location.line) == [11, 17])
    }

    /// The finding is about what a dark row draws: a setting that a `dark` block beats in
    /// every dark row (by the theme's precedence) never shows in dark mode.
    @Test(arguments: [("[dark, selected, highlighted]", false), ("[selected, highlighted, dark]", true)])
    func missingDarkVariantFollowsWhoWinsTheDarkRows(precedence: String, fires: Bool) {
        // The rule's own example, its highlighted block a dark one.
        let yaml = Marked(MissingDarkVariantRule.description.triggeringExamples[0]).text
            .replacingOccurrences(of: "precedence: [selected, highlighted]", with: "precedence: \(precedence)")
            .replacingOccurrences(of: "highlighted: { backgroundColor: systemGray4 }", with: "dark: { backgroundColor: \"#2C2C2E\" }")
        #expect(yaml.contains("dark: { backgroundColor") && yaml.contains(precedence))
        let dark = LintTestSupport.compile(yaml).filter { $0.rule == .missingDarkVariant }
        #expect(dark.map(\.location.line) == (fires ? [12] : []))
    }
}

/// A child that re-declares its parent's state block replaces the inherited look on purpose:
/// `shadowed-override` stays quiet (the parent's own table still uses its block).
@Suite struct ShadowedOverrideInheritanceTests {
    @Test func aChildOverridingItsParentsStateIsNotShadowing() {
        let findings = LintTestSupport.compile(
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                customView: { image: linen }
                states:
                  highlighted: { customView: null }
                  selected: { customView: null }
              wideRow:
                extends: row
                customView: { image: canvas }
                states:
                  highlighted+selected: { cornerRadius: 4 }
            """)
        #expect(!findings.contains { $0.rule == .shadowedOverride }, "\(findings.map(\.message))")
    }
}
