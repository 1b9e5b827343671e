import Testing

@testable import ThemeCompiler

/// `RuleRegistry.entries` is the one list of rules: the catalogue, the program rules and the
/// preset rules all derive from it, and every rule id has exactly one entry.
@Suite struct RuleRegistryTests {
    @Test func eachEntrySaysHowItsRuleIsChecked() {
        // An entry's case must match what the rule's type can do: a checking rule is never
        // listed as raised (it would never run), nor a raised one as checking.
        for entry in RuleRegistry.entries {
            switch entry {
            case .raised(let rule):
                #expect(!(rule is any ValidationRule.Type) && !(rule is any PresetValidationRule.Type), "\(rule) checks: list it as such")
            case .program, .preset: continue
            }
        }
    }

    @Test func theCheckingListsAreTheCataloguesInItsOrder() {
        let program = RuleRegistry.rules.filter { $0 is any ValidationRule.Type }.map { $0.description.id }
        #expect(RuleRegistry.validators.map { type(of: $0).description.id } == program)
        let preset = RuleRegistry.rules.filter { $0 is any PresetValidationRule.Type }.map { $0.description.id }
        #expect(RuleRegistry.presetValidators.map { type(of: $0).description.id } == preset)
    }

    @Test func everyRuleIsInTheCatalogueOnce() {
        let ids = RuleRegistry.rules.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(RuleID.all))
    }
}
