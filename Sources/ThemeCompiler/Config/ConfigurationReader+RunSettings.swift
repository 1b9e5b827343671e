import ThemeSyntax

/// The run settings (`strict`, `quiet`, `reporters`, `baseline`): read into
/// `Configuration.run` with the rest of the file, each bad value an `invalid-config` finding.
extension ConfigurationReader {
    /// Reads run setting `key` (one of `ConfigurationLoader.runSettingKeys`).
    mutating func readRunSetting(_ key: String, _ value: SyntaxNode, into config: inout Configuration) {
        config.run.order.append(key)
        config.run.locations[key] = value.location
        switch key {
        case "strict": config.run.strict = bool(value, "strict")
        case "quiet": config.run.quiet = bool(value, "quiet")
        case "reporters": config.run.reporters = reporters(value, relativeTo: config.directory)
        default: config.run.baseline = path(value, "baseline").map { FilePaths.resolve($0, against: config.directory) }
        }
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
