/// Where in the pipeline a rule is checked.
public enum RuleStage: String, Sendable {
    /// While reading bytes into nodes (`ThemeSyntax`).
    case source
    /// While decoding nodes into the typed model (`ThemeDecoder`).
    case decode
    /// While loading imports (`ThemeLoader`).
    case load
    /// By a `ValidationRule` over the linked program, or a `PresetValidationRule` over each
    /// resolved preset.
    case validate
}

/// What a rule is, for the catalogue, the docs and the tests that run its examples.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// A short human name ("Colour and transformer conflict").
    public var name: String
    /// One line: what fires the rule.
    public var summary: String
    /// Why it matters: the UIKit behaviour behind the rule.
    public var rationale: String
    /// The severity the contract gives the rule (declared with its id).
    public var defaultSeverity: Severity { id.defaultSeverity }
    public var stage: RuleStage
    /// Themes (YAML) that must trigger the rule.
    public var triggeringExamples: [String]
    /// Themes (YAML) that must not.
    public var nonTriggeringExamples: [String]
    /// What the examples are: themes (almost every rule) or `.themec.yml` configurations.
    public var exampleKind: ExampleKind = .theme

    /// The language of a rule's examples.
    public enum ExampleKind: Sendable {
        case theme, configuration
    }

    public init(id: RuleID, name: String, summary: String, rationale: String,
                stage: RuleStage, triggering: [String], nonTriggering: [String]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.stage = stage
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// A rule of the catalogue. Rules checked outside the validation stage only describe
/// themselves; their findings come from the stage named in `description.stage`.
public protocol ThemeRule: Sendable {
    static var description: RuleDescription { get }
}

/// A rule that checks the linked program once, before any preset is resolved: names,
/// cycles, availability, palette use — whatever needs the whole program. It never prints or
/// throws for a user mistake: it reports into the collector.
public protocol ValidationRule: ThemeRule {
    init()
    func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector)
}

/// A rule that checks one preset of the compiled file right after the cascade resolved it,
/// before its rows are emitted and dropped: whatever can be judged from the preset's own
/// rows, winners and declaration. The collector outlives the preset, so a rule that sees a
/// parent's block through each child reports it once with `DiagnosticCollector.isFirst`.
public protocol PresetValidationRule: ThemeRule {
    init()
    func check(_ preset: PresetValidationContext, into diagnostics: inout DiagnosticCollector)
}
