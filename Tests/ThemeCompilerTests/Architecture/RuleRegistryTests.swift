import Testing

@testable import ThemeCompiler

/// `RuleRegistry` lists the validating rules by hand (casting the catalogue is slow at start-up):
/// the lists must hold exactly the catalogue's rules of each kind, in catalogue order.
@Suite struct RuleRegistryTests {
    @Test func theProgramRulesAreTheCataloguesInItsOrder() {
        let expected = RuleRegistry.rules.filter { $0 is any ValidationRule.Type }.map { $0.description.id }
        #expect(RuleRegistry.validators.map { type(of: $0).description.id } == expected)
    }

    @Test func thePresetRulesAreTheCataloguesInItsOrder() {
        let expected = RuleRegistry.rules.filter { $0 is any PresetValidationRule.Type }.map { $0.description.id }
        #expect(RuleRegistry.presetValidators.map { type(of: $0).description.id } == expected)
    }

    @Test func everyRuleIsInTheCatalogueOnce() {
        let ids = RuleRegistry.rules.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(RuleID.all))
    }
}
