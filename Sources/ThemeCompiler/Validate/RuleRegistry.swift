import ThemeSyntax

/// Every rule of themec, in one explicit list (`entries`): the catalogue (`themec rules`,
/// docs/rules.md, SARIF's rule list) and the validation stage all read it, and each entry
/// says where the rule is checked. Adding a rule is its file, its id (`RuleID`), and one entry.
public enum RuleRegistry {
    /// A rule and where it is checked.
    package enum Entry: Sendable {
        /// Raised by a stage before validation (the parser, the decoder, the loader, the
        /// configuration reader, the suppression reader) or by a check across the files of a
        /// run, through the message factories of its file.
        case raised(any ThemeRule.Type)
        /// Checks the linked program once, before any preset is resolved.
        case program(any ValidationRule)
        /// Checks each preset right after it is resolved.
        case preset(any PresetValidationRule)

        /// The rule's type, whatever checks it.
        package var rule: any ThemeRule.Type {
            switch self {
            case .raised(let rule): rule
            case .program(let rule): type(of: rule)
            case .preset(let rule): type(of: rule)
            }
        }
    }

    /// Every rule, in catalogue order. The checking rules are instances, not found by casting
    /// types: a failed cast to a protocol scans every conformance the process has loaded, and
    /// 80 of them were a quarter of a small lint's instructions.
    package static let entries: [Entry] = [
        // Reading bytes into nodes.
        .raised(SyntaxRule.self), .raised(MultipleDocumentsRule.self), .raised(DuplicateKeyRule.self), .raised(ResourceLimitRule.self),
        .raised(UnquotedHexColorRule.self), .raised(UnusedSuppressionRule.self),
        // Decoding nodes into the model.
        .program(UnknownKeyRule()), .raised(MissingKeyRule.self), .raised(LegacyBackgroundPropertyRule.self),
        .raised(LegacyButtonPropertyRule.self), .raised(TypeMismatchRule.self),
        .raised(InvalidColorRule.self), .raised(InvalidNameRule.self), .raised(UnknownStateRule.self), .raised(ContradictorySelectorRule.self),
        .raised(DuplicateSelectorRule.self), .raised(BaseAndExtendsRule.self), .raised(UnquotedVersionRule.self),
        .raised(ImplausibleNumberRule.self),
        // Loading imports.
        .raised(ImportCycleRule.self), .raised(ImportFailedRule.self), .raised(PathOutsideRootRule.self), .raised(InvalidConfigRule.self),
        .raised(InvalidAssetCatalogRule.self),
        // Validating the linked, resolved theme.
        .program(UndefinedColorRule()), .program(UndefinedPresetRule()), .program(ColorCycleRule()), .program(InheritanceCycleRule()),
        .preset(ColorTransformerConflictRule()), .preset(AmbiguousOverrideRule()), .preset(UnreachableStateRule()),
        .preset(SelectionInvisibleRule()), .preset(CoveredBackgroundRule()), .program(TintFallbackRule()), .preset(StrokeInvisibleRule()),
        .preset(StrokeTintFallbackRule()), .program(UnavailableAPIRule()), .program(DeprecatedAPIRule()), .program(UnmodelledPlatformRule()),
        .program(UnusedColorRule()), .preset(RedundantOverrideRule()), .preset(TooManyStatesRule()), .preset(ShadowedOverrideRule()),
        .preset(MissingDarkVariantRule()), .program(GeneratedNameCollisionRule()), .program(AssetFallbackRule()), .program(AssetDriftRule()),
        .preset(CornerStyleOverridesRadiusRule()), .preset(LowContrastRule()), .preset(StateLookAlikeRule()),
        // Checking the files of one lint run together.
        .raised(ThemeTypeCollisionRule.self),
    ]

    /// Every rule, in catalogue order.
    public static let rules: [any ThemeRule.Type] = entries.map(\.rule)

    /// The rules that check the whole program once, in catalogue order.
    package static let validators: [any ValidationRule] = entries.compactMap {
        if case .program(let rule) = $0 { rule } else { nil }
    }

    /// The rules that check each preset right after it is resolved, in catalogue order.
    package static let presetValidators: [any PresetValidationRule] = entries.compactMap {
        if case .preset(let rule) = $0 { rule } else { nil }
    }

    private static let byID: [RuleID: RuleDescription] = Dictionary(
        rules.map { ($0.description.id, $0.description) }, uniquingKeysWith: { first, _ in first })

    /// The description of `id`, if it is a rule.
    public static func description(of id: RuleID) -> RuleDescription? { byID[id] }

    /// Runs every program-level rule over `context` but those in `skipped` (rules whose
    /// findings the caller decides from more than this program).
    package static func validate(
        _ context: ValidationContext, skipping skipped: Set<RuleID> = [], into collector: inout DiagnosticCollector
    ) {
        for rule in validators where !skipped.contains(type(of: rule).description.id) { rule.check(context, into: &collector) }
    }

    /// `validate(_:skipping:into:)` on `threads` threads, for a caller that waits for the
    /// rules (a compile writes no preset before their verdict): each thread takes the next
    /// rule not yet taken, the first with `context`, each other with one of its own
    /// (`makeContext`, called here: a resolver memoises for one thread). Each rule's findings
    /// are merged in the rules' order: the same findings, in the same order, as one thread's.
    package static func validate(
        _ context: ValidationContext, skipping skipped: Set<RuleID> = [], threads: Int, makeContext: () -> ValidationContext,
        into collector: inout DiagnosticCollector
    ) {
        let rules = validators.filter { !skipped.contains(type(of: $0).description.id) }
        let threads = min(threads, rules.count)
        guard threads > 1 else { return validate(context, skipping: skipped, into: &collector) }
        let shared = SharedFileRules(rules: rules, contexts: [context] + (1..<threads).map { _ in makeContext() })
        _ = parallelMap(threads) { shared.run(on: $0) }
        for i in rules.indices { collector.append(shared.found.take(i)) }
    }

    /// Runs every preset-level rule over one resolved preset.
    package static func validate(_ preset: PresetValidationContext, into collector: inout DiagnosticCollector) {
        for rule in presetValidators { rule.check(preset, into: &collector) }
    }
}

/// The program-level rules shared out between threads (`RuleRegistry.validate(_:skipping:threads:makeContext:into:)`).
private final class SharedFileRules: @unchecked Sendable {
    let rules: [any ValidationRule]
    /// One per thread, each used by its thread only.
    let contexts: [ValidationContext]
    /// Each rule's findings, by its index in `rules`.
    let found: Slots<DiagnosticCollector>
    private var next = 0
    private let lock = Lock()

    init(rules: [any ValidationRule], contexts: [ValidationContext]) {
        self.rules = rules
        self.contexts = contexts
        found = Slots(count: rules.count)
    }

    /// Runs rules on thread `thread` until none is left.
    func run(on thread: Int) {
        while let i = take() {
            var own = DiagnosticCollector()
            rules[i].check(contexts[thread], into: &own)
            found.set(i, own)
        }
    }

    /// The index of a rule no thread has taken yet.
    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < rules.count else { return nil }
        next += 1
        return next - 1
    }
}
