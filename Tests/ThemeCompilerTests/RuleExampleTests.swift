import Testing
@testable import ThemeCompiler
import TestSupport

/// Every rule is registered once, named in kebab-case, documented, and its own examples
/// trigger (exactly at their markers) or stay clean.
@Suite struct RuleExampleTests {
    static let ruleIDs: [String] = RuleRegistry.rules.map { $0.description.id.rawValue }
    /// Rules whose examples are themes (`invalid-config`'s are configurations: LintRuleExampleTests).
    static let themeRuleIDs: [String] = RuleRegistry.rules.filter { [.theme, .themeWithFiles].contains($0.description.exampleKind) }
        .map { $0.description.id.rawValue }

    /// Compiles an example: a theme, then the files it reads (`RuleDescription.splitFiles`).
    static func compileExample(_ example: String) throws -> (text: String, result: ThemePipeline.Result) {
        let (theme, files) = RuleDescription.splitFiles(example)
        return (theme, try compileTheme(theme, extraFiles: files).0)
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
        for id in Self.ruleIDs {
            #expect(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(id)")
        }
    }

    @Test func everyContractRuleIsRegistered() {
        let contract = [
            "syntax", "duplicate-key", "unknown-key", "legacy-background-property", "type-mismatch", "invalid-color",
            "undefined-color", "undefined-preset", "color-cycle", "inheritance-cycle", "import-cycle",
            "base-and-extends", "unknown-state", "contradictory-selector", "duplicate-selector",
            "color-transformer-conflict", "ambiguous-override", "unreachable-state", "selection-invisible",
            "tint-fallback", "stroke-invisible", "stroke-tint-fallback", "unavailable-api", "deprecated-api",
            "unquoted-hex-color", "unused-color", "redundant-override", "unquoted-version", "too-many-states",
        ]
        for id in contract { #expect(Self.ruleIDs.contains(id), "\(id) is not registered") }
    }

    @Test func everyDeclaredIDHasExactlyOneRule() {
        // RuleID.all (ids and default severities) and the registry (checks and docs) agree.
        #expect(Self.ruleIDs.sorted() == RuleID.all.map(\.rawValue).sorted())
        #expect(RuleID(rawValue: "no-such-rule") == nil)
        #expect(RuleID(rawValue: "unused-color")?.defaultSeverity == .note)
    }

    @Test func everyRuleHasExamplesAndText() {
        for rule in RuleRegistry.rules {
            let d = rule.description
            #expect(!d.summary.isEmpty && !d.rationale.isEmpty && !d.name.isEmpty, "\(d.id)")
            // A `\\` left at a line's end in a multi-line literal prints as a stray backslash.
            #expect(!(d.summary + d.rationale).contains("\\"), "\(d.id) has a stray backslash")
            #expect(!d.triggeringExamples.isEmpty, "\(d.id) has no triggering example")
            #expect(!d.nonTriggeringExamples.isEmpty, "\(d.id) has no non-triggering example")
        }
    }

    @Test(arguments: RuleExampleTests.themeRuleIDs)
    func triggeringExamplesFireAtTheirMarkers(_ id: String) throws {
        let description = RuleRegistry.description(of: RuleID(rawValue: id)!)!
        for example in description.triggeringExamples {
            let marked = Marked(example)
            let markers = marked.ordered
            let (text, result) = try Self.compileExample(marked.text)
            let found = result.diagnostics.filter { $0.rule.rawValue == id }
            let positions = found.map { "\($0.location.line):\($0.location.column)" }.sorted()
            let expected = markers.map { "\($0.line):\($0.column)" }.sorted()
            #expect(positions == expected, "\(id):\n\(text)\nfound:\n\(describe(result.diagnostics))")
            #expect(found.allSatisfy { $0.severity == description.defaultSeverity })
        }
    }

    @Test(arguments: RuleExampleTests.themeRuleIDs)
    func nonTriggeringExamplesAreClean(_ id: String) throws {
        let description = RuleRegistry.description(of: RuleID(rawValue: id)!)!
        for example in description.nonTriggeringExamples {
            let (_, result) = try Self.compileExample(example)
            #expect(result.diagnostics.isEmpty, "\(id):\n\(example)\nfound:\n\(describe(result.diagnostics))")
            #expect(result.table != nil)
        }
    }
}
