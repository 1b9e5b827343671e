import ThemeSyntax

/// The settings of a `.themec.yml` (docs/lint.md): per-rule severities, which files a
/// directory run lints, a default deployment target, the design generation, the
/// `generate:` section, and the settings of a run (`run`: `strict`, `quiet`, `reporters`,
/// `baseline`). Every field is optional in the file; a missing file is `Configuration()`.
public struct Configuration: Sendable {
    /// The file's text as read, so reporters can quote the lines its findings point at.
    package var source: SourceFile?
    /// What a rule's severity is set to.
    public enum RuleSetting: Sendable, Hashable {
        /// The rule does not report.
        case off
        /// The rule reports at this severity.
        case severity(Severity)
    }

    /// The `generate:` section (read by `themec generate`, and so by the build-tool plugin,
    /// which cannot pass flags).
    public struct Generate: Sendable {
        /// Access level of generated declarations; nil when the file does not say.
        public var access: SwiftEmitter.AccessLevel?
        /// No access level set.
        public init() {}
    }

    /// The file this came from; nil for the defaults.
    public var path: String?
    /// The directory globs and relative paths are resolved against (absolute).
    public var directory: String
    /// `rules:`: the rules turned off or given another severity.
    public var rules: [RuleID: RuleSetting] = [:]
    /// Directory runs lint only files matching one of these (all when empty).
    package var include: [Glob] = []
    /// Directory runs skip files matching any of these.
    package var exclude: [Glob] = []
    /// Applies to themes that do not say `deploymentTarget`.
    public var deploymentTarget: [Platform: OSVersion]?
    /// The design generation tables resolve for (`design: classic|glass`); nil: the default
    /// for each theme's deployment target.
    public var design: DesignGeneration?
    /// The CIEDE2000 ΔE below which two rows' colours look alike (`LookAlikes`); nil: the
    /// default, a just-noticeable difference of 2.
    public var lookAlikeThreshold: Double?
    /// The WCAG contrast ratio a button's title needs on its fill (`minimumContrast:`); nil:
    /// WCAG 2's 4.5 (large buttons: two thirds of it).
    public var minimumContrast: Double?
    /// The `generate:` section.
    public var generate = Generate()
    /// `assetCatalogs:`: asset catalogs every theme under this configuration reads, relative
    /// to the configuration's directory (confined to the project root).
    package var assetCatalogs: [Located<String>] = []
    /// `strict`, `quiet`, `reporters` and `baseline`: how a run shows its findings and when
    /// they fail it.
    package var run = RunSettings()

    /// The defaults, as if the configuration file said nothing.
    /// - Parameters:
    ///   - path: The file it is read from; nil for the defaults.
    ///   - directory: The absolute directory relative paths and globs are resolved against
    ///     (default: the current directory).
    public init(path: String? = nil, directory: String = FilePaths.currentDirectory) {
        self.path = path
        self.directory = directory
    }

    /// The severity a finding of `rule` has under this configuration; nil when the rule is off.
    package func severity(of rule: RuleID, default severity: Severity) -> Severity? {
        switch rules[rule] {
        case nil: return severity
        case .off: return nil
        case .severity(let s): return s
        }
    }

    /// True when a file found in a directory run should be linted: it matches an
    /// `include` glob (or there are none) and no `exclude` glob. Paths are matched
    /// relative to the configuration's directory.
    package func includes(_ file: String) -> Bool {
        let relative = FilePaths.relative(FilePaths.absolute(file), to: directory)
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// Applies the rule settings to findings: severities changed, findings of rules that
    /// are off dropped.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !rules.isEmpty else { return diagnostics }
        return diagnostics.compactMap { d in
            guard let severity = severity(of: d.rule, default: d.severity) else { return nil }
            var d = d
            d.severity = severity
            return d
        }
    }

    /// True when `rule` may be turned off, lowered or suppressed: every rule except the
    /// errors found while reading, decoding and loading, past which the theme cannot be
    /// compiled (a table is never produced from a broken theme).
    package static func isAdjustable(_ rule: RuleID) -> Bool {
        guard let d = RuleRegistry.description(of: rule) else { return false }
        return d.defaultSeverity != .error || d.stage == .validate
    }
}
