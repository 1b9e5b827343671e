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
    /// The rule's id.
    public var id: RuleID
    /// A short human name ("Colour and transformer conflict").
    public var name: String
    /// One line: what fires the rule.
    public var summary: String
    /// Why it matters: the UIKit behaviour behind the rule.
    public var rationale: String
    /// The severity the contract gives the rule (declared with its id).
    public var defaultSeverity: Severity { id.defaultSeverity }
    /// The stage that checks it.
    public var stage: RuleStage
    /// Themes (YAML) that must trigger the rule.
    public var triggeringExamples: [String]
    /// Themes (YAML) that must not.
    public var nonTriggeringExamples: [String]
    /// What the examples are: themes (almost every rule) or `.themec.yml` configurations.
    public var exampleKind: ExampleKind = .theme

    /// The language of a rule's examples.
    public enum ExampleKind: Sendable {
        /// One theme.
        case theme
        /// A `.themec.yml`.
        case configuration
        /// Several theme files linted together, each starting with a `# file: NAME` line.
        case themeSet
        /// One theme, then the files it reads (an asset catalog's `Contents.json` …), each
        /// starting with a `# file: PATH` line (`RuleDescription.splitFiles`).
        case themeWithFiles
    }

    package init(
        id: RuleID, name: String, summary: String, rationale: String,
        stage: RuleStage, triggering: [String], nonTriggering: [String]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.stage = stage
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// A rule of the catalogue: its description, examples and (in an extension in the same file)
/// its message factories. A rule checked while decoding lives in `Decode/Rules/` so the
/// decoder can call its messages; one checked by the loader or the configuration reader
/// lives in `Validate/Rules/`, which those later layers may use.
public protocol ThemeRule: Sendable {
    static var description: RuleDescription { get }
}

extension RuleDescription {
    /// A `.themeWithFiles` example split into its theme (the text before the first
    /// `# file: PATH` line) and its files, path → text.
    package static func splitFiles(_ example: String) -> (theme: String, files: [String: String]) {
        var theme: [Substring] = []
        var files: [String: String] = [:]
        var current: String?
        for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") {
                current = String(line.dropFirst(8))
                files[current!] = ""
            } else if let path = current {
                files[path]! += line + "\n"
            } else {
                theme.append(line)
            }
        }
        return (theme.joined(separator: "\n"), files)
    }
}
