/// Every rule of themec, in one explicit list: the catalogue (`themec rules`, docs) and
/// the validation stage both read it.
public enum RuleRegistry {
    /// Every rule, in catalogue order.
    public static let rules: [any ThemeRule.Type] = [
        // Reading bytes into nodes.
        SyntaxRule.self, MultipleDocumentsRule.self, DuplicateKeyRule.self, ResourceLimitRule.self, UnquotedHexColorRule.self,
        UnusedSuppressionRule.self,
        // Decoding nodes into the model.
        UnknownKeyRule.self, MissingKeyRule.self, LegacyBackgroundPropertyRule.self, LegacyButtonPropertyRule.self, TypeMismatchRule.self,
        InvalidColorRule.self, InvalidNameRule.self, UnknownStateRule.self, ContradictorySelectorRule.self,
        DuplicateSelectorRule.self, BaseAndExtendsRule.self, UnquotedVersionRule.self, ImplausibleNumberRule.self,
        // Loading imports.
        ImportCycleRule.self, ImportFailedRule.self, PathOutsideRootRule.self, InvalidConfigRule.self, InvalidAssetCatalogRule.self,
        // Validating the linked, resolved theme.
        UndefinedColorRule.self, UndefinedPresetRule.self, ColorCycleRule.self, InheritanceCycleRule.self,
        ColorTransformerConflictRule.self, AmbiguousOverrideRule.self, UnreachableStateRule.self,
        SelectionInvisibleRule.self, CoveredBackgroundRule.self, TintFallbackRule.self, StrokeInvisibleRule.self,
        StrokeTintFallbackRule.self, UnavailableAPIRule.self, DeprecatedAPIRule.self, UnmodelledPlatformRule.self, UnusedColorRule.self,
        RedundantOverrideRule.self, TooManyStatesRule.self, ShadowedOverrideRule.self, MissingDarkVariantRule.self,
        GeneratedNameCollisionRule.self, AssetFallbackRule.self, AssetDriftRule.self,
        CornerStyleOverridesRadiusRule.self, LowContrastRule.self, StateLookAlikeRule.self,
        // Checking the files of one lint run together.
        ThemeTypeCollisionRule.self,
    ]

    /// The rules that check the whole program once, in `rules` order. Listed, not found by
    /// casting `rules`: a failed cast to a protocol scans every conformance the process has
    /// loaded, and 80 of them were a quarter of a small lint's instructions (`RuleRegistryTests`
    /// checks the lists against `rules`).
    public static let validators: [any ValidationRule] = [
        UnknownKeyRule(), UndefinedColorRule(), UndefinedPresetRule(), ColorCycleRule(), InheritanceCycleRule(), TintFallbackRule(),
        UnavailableAPIRule(), DeprecatedAPIRule(), UnmodelledPlatformRule(), UnusedColorRule(), GeneratedNameCollisionRule(),
        AssetFallbackRule(), AssetDriftRule(),
    ]

    /// The rules that check each preset right after it is resolved, in `rules` order.
    public static let presetValidators: [any PresetValidationRule] = [
        ColorTransformerConflictRule(), AmbiguousOverrideRule(), UnreachableStateRule(), SelectionInvisibleRule(),
        CoveredBackgroundRule(), StrokeInvisibleRule(), StrokeTintFallbackRule(), RedundantOverrideRule(),
        TooManyStatesRule(), ShadowedOverrideRule(), MissingDarkVariantRule(), CornerStyleOverridesRadiusRule(), LowContrastRule(),
        StateLookAlikeRule(),
    ]

    private static let byID: [RuleID: RuleDescription] = Dictionary(
        rules.map { ($0.description.id, $0.description) }, uniquingKeysWith: { first, _ in first })

    /// The description of `id`, if it is a rule.
    public static func description(of id: RuleID) -> RuleDescription? { byID[id] }

    /// Runs every program-level rule over `context` but those in `skipped` (rules whose
    /// findings the caller decides from more than this program).
    public static func validate(
        _ context: ValidationContext, skipping skipped: Set<RuleID> = [], into collector: inout DiagnosticCollector
    ) {
        for rule in validators where !skipped.contains(type(of: rule).description.id) { rule.check(context, into: &collector) }
    }

    /// Runs every preset-level rule over one resolved preset.
    public static func validate(_ preset: PresetValidationContext, into collector: inout DiagnosticCollector) {
        for rule in presetValidators { rule.check(preset, into: &collector) }
    }
}
