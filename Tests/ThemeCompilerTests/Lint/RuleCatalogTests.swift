import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// The catalogue behind `themec rules` and `docs/rules.md`.
@Suite struct RuleCatalogTests {
    @Test func committedDocsMatchTheRegistry() throws {
        let path = packageRoot + "/docs/rules.md"
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            committed == RuleCatalog.markdown(),
            "docs/rules.md is out of date — regenerate it with: \(RuleCatalog.regenerateCommand)")
    }

    @Test func listingHasEveryRuleOnALine() {
        let lines = RuleCatalog.listing().split(separator: "\n")
        #expect(lines.count == RuleRegistry.rules.count)
        #expect(lines.contains { $0.hasPrefix("shadowed-override ") && $0.contains("warning") })
    }

    @Test func explanationShowsBadAndFixedExamplesWithoutMarkers() throws {
        let text = try #require(RuleCatalog.explanation(of: "unknown-key"))
        #expect(text.contains("Bad:"))
        #expect(text.contains("Fixed:"))
        #expect(text.contains("cornerRadious: 12"))
        #expect(!text.contains("\u{20E3}"))
    }

    @Test func unknownRuleHasNoExplanationButANearestID() {
        #expect(RuleCatalog.explanation(of: "shadowed-overide") == nil)
        #expect(RuleID.nearest(to: "shadowed-overide") == .shadowedOverride)
    }

    @Test func stripMarkersKeepsOtherDigits() {
        #expect(RuleCatalog.stripMarkers("a: 1️⃣12\nb: 2\u{20E3}3") == "a: 12\nb: 3")
    }
}
