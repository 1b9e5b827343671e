import ArgumentParser
import ThemeCompiler
import ThemeSyntax

/// The settings of a `.themec.yml` that shape a run rather than its findings: `strict`,
/// `quiet`, `reporters` and `baseline`. The library keeps them unread
/// (`Configuration.commandLineSettings`); they are read here, each bad value an
/// `invalid-config` finding at its location. Relative paths are resolved against the
/// configuration's directory. A setting the file does not give (or gives wrongly) is nil.
struct RunSettings {
    var strict: Bool?
    var quiet: Bool?
    var reporters: [ReporterSetting]?
    var baseline: String?
    /// The problems in the values read.
    private(set) var diagnostics: [Diagnostic] = []
    /// Report and baseline paths that a configuration inside the project root names outside
    /// it: the run must stop before anything is read or written (SECURITY.md).
    private(set) var escapes: [String] = []

    /// Reads the run settings of `configuration`. When the configuration file lies inside
    /// `root` (it may come from a pull request), every path it names must too.
    init(_ configuration: Configuration, root: ProjectRoot) {
        let confined = configuration.path.map { root.contains($0) } ?? false
        for pair in configuration.commandLineSettings {
            let value = pair.value
            switch pair.key.scalar?.text {
            case "strict": strict = bool(value, "strict")
            case "quiet": quiet = bool(value, "quiet")
            case "reporters":
                reporters = reporters(value, relativeTo: configuration.directory)
                for case let (setting, path?) in (reporters ?? []).map({ ($0, $0.path) }) where confined && !root.contains(path) {
                    escapes.append(Self.escape(configuration, "reporters", "'\(setting.kind.rawValue):\(path)'", root))
                }
            case "baseline":
                if let file = path(value, "baseline") { baseline = FilePaths.resolve(file, against: configuration.directory) }
                if let baseline, confined, !root.contains(baseline) {
                    escapes.append(Self.escape(configuration, "baseline", "'\(baseline)'", root))
                }
            default: continue  // ConfigurationLoader.commandLineKeys holds only the four above
            }
        }
    }

    /// The findings in the run settings of every configuration `resolver` has read.
    static func diagnostics(in resolver: ConfigurationResolver, root: ProjectRoot) -> [Diagnostic] {
        resolver.configurations.flatMap { RunSettings($0, root: root).diagnostics }
    }

    /// Stops the run (a usage failure) when a configuration names a path outside the root.
    func checkConfinement() throws(CommandFailure) {
        guard !escapes.isEmpty else { return }
        throw CommandFailure(.usage, messages: escapes)
    }

    private static func escape(_ configuration: Configuration, _ setting: String, _ value: String, _ root: ProjectRoot) -> String {
        "'\(SourceFiles.displayPath(configuration.path ?? ".themec.yml"))' sets '\(setting)' to \(value), outside the project root "
            + "'\(root.path)'; a configuration inside the project may only name files inside it, so nothing was read or written — "
            + "use a path inside the project, or give the path on the command line instead"
    }

    private mutating func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        diagnostics.append(
            Diagnostic(rule: .invalidConfig, severity: .error, message: message, location: location, suggestion: suggestion))
    }

    private mutating func reporters(_ node: SyntaxNode, relativeTo directory: String) -> [ReporterSetting]? {
        let items = node.items.map(Array.init) ?? (node.scalar != nil && !node.isNull ? [node] : nil)
        guard let items else {
            report(
                InvalidConfigRule.expected("a list of reporters ('xcode', 'sarif:report.sarif' ...)", found: node.kindDescription), at: node.location)
            return nil
        }
        var result: [ReporterSetting] = []
        for item in items {
            guard let text = item.scalar?.text, var setting = ReporterSetting(parsing: text) else {
                let kinds = ReporterKind.allCases.map(\.rawValue)
                let name = item.scalar.map { String($0.text.split(separator: ":", maxSplits: 1).first ?? "") }
                let suggestion = name.flatMap { Suggestion.nearest(to: $0, in: kinds) }
                report(
                    InvalidConfigRule.expected(
                        "a reporter (\(kinds.joined(separator: ", "))), optionally ':FILE'", found: item.kindDescription, suggestion: suggestion),
                    at: item.location, suggestion: suggestion)
                continue
            }
            setting.path = setting.path.map { FilePaths.resolve($0, against: directory) }
            result.append(setting)
        }
        return result
    }

    private mutating func bool(_ node: SyntaxNode, _ name: String) -> Bool? {
        if let s = node.scalar, s.style == .plain, s.text == "true" || s.text == "false" { return s.text == "true" }
        report(InvalidConfigRule.expected("true or false for '\(name)'", found: node.kindDescription), at: node.location)
        return nil
    }

    private mutating func path(_ node: SyntaxNode, _ name: String) -> String? {
        if let s = node.scalar, !node.isNull, !s.text.isEmpty { return s.text }
        report(InvalidConfigRule.expected("a file path for '\(name)'", found: node.kindDescription), at: node.location)
        return nil
    }
}
