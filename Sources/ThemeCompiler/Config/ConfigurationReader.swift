import ThemeSyntax

/// Reads the settings of a configuration's top-level mapping, its run settings too
/// (`ConfigurationReader+RunSettings`), reporting every problem as an `invalid-config` finding.
struct ConfigurationReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    mutating func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        diagnostics.append(
            Diagnostic(
                rule: .invalidConfig, severity: .error, message: message,
                location: location, suggestion: suggestion))
    }

    mutating func read(key: String, pair: SyntaxPair, into config: inout Configuration) {
        let value = pair.value
        switch key {
        case "rules": readRules(value, into: &config)
        case "include": config.include = globs(value, "include")
        case "exclude": config.exclude = globs(value, "exclude")
        case "deploymentTarget": config.deploymentTarget = deploymentTarget(value)
        case "design": config.design = design(value)
        case "lookAlikeThreshold": config.lookAlikeThreshold = lookAlikeThreshold(value)
        case "minimumContrast": config.minimumContrast = minimumContrast(value)
        case "generate": readGenerate(value, into: &config)
        case "assetCatalogs": config.assetCatalogs = paths(value, "assetCatalogs")
        case _ where ConfigurationLoader.runSettingKeys.contains(key): readRunSetting(key, value, into: &config)
        default:
            let suggestion = Suggestion.nearest(to: key, in: ConfigurationLoader.topLevelKeys)
            report(
                InvalidConfigRule.unknownSetting(key, suggestion: suggestion, known: ConfigurationLoader.topLevelKeys),
                at: pair.key.location, suggestion: suggestion)
        }
    }

    // MARK: - Sections

    private mutating func readRules(_ node: SyntaxNode, into config: inout Configuration) {
        guard let pairs = mapping(node, "'rules' (rule id → off, note, warning or error)") else { return }
        for pair in pairs {
            guard let id = pair.key.scalar?.text else { continue }
            guard let rule = RuleID(rawValue: id) else {
                let suggestion = RuleID.nearest(to: id)?.rawValue
                report(InvalidConfigRule.unknownRule(id, suggestion: suggestion), at: pair.key.location, suggestion: suggestion)
                continue
            }
            let levels = ["off", "note", "warning", "error"]
            guard let text = pair.value.scalar?.text, levels.contains(text) else {
                let found = pair.value.scalar?.text
                let suggestion = found.flatMap { Suggestion.nearest(to: $0, in: levels) }
                report(
                    InvalidConfigRule.expected(
                        "'off', 'note', 'warning' or 'error' for rule '\(id)'", found: pair.value.kindDescription, suggestion: suggestion),
                    at: pair.value.location, suggestion: suggestion)
                continue
            }
            let setting: Configuration.RuleSetting = text == "off" ? .off : .severity(Severity(rawValue: text)!)
            if !Configuration.isAdjustable(rule), setting != .severity(.error) {
                report(
                    InvalidConfigRule.cannotAdjust(id, to: text),
                    at: pair.value.location)
                continue
            }
            config.rules[rule] = setting
        }
    }

    private mutating func readGenerate(_ node: SyntaxNode, into config: inout Configuration) {
        guard let pairs = mapping(node, "'generate' (access)") else { return }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            guard key == "access" else {
                let suggestion = Suggestion.nearest(to: key, in: ["access"])
                report(
                    InvalidConfigRule.unknownGenerateSetting(key, suggestion: suggestion),
                    at: pair.key.location, suggestion: suggestion)
                continue
            }
            let names = SwiftEmitter.AccessLevel.allCases.map(\.rawValue)
            guard let text = pair.value.scalar?.text, let access = SwiftEmitter.AccessLevel(rawValue: text) else {
                let suggestion = pair.value.scalar.flatMap { Suggestion.nearest(to: $0.text, in: names) }
                report(
                    InvalidConfigRule.expected("'public' or 'internal' for 'access'", found: pair.value.kindDescription, suggestion: suggestion),
                    at: pair.value.location, suggestion: suggestion)
                continue
            }
            config.generate.access = access
        }
    }

    private mutating func deploymentTarget(_ node: SyntaxNode) -> [Platform: OSVersion]? {
        guard let pairs = mapping(node, "'deploymentTarget' (platform → \"major.minor\")") else { return nil }
        var result: [Platform: OSVersion] = [:]
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            guard let platform = Platform(rawValue: name) else {
                let suggestion = Suggestion.nearest(to: name, in: Platform.allCases.map(\.rawValue))
                report(
                    InvalidConfigRule.unknownPlatform(name, suggestion: suggestion),
                    at: pair.key.location, suggestion: suggestion)
                continue
            }
            guard let scalar = pair.value.scalar, !scalar.isNull, let version = OSVersion(parsing: scalar.text) else {
                report(
                    InvalidConfigRule.expected(
                        "a quoted version \"major.minor\" for '\(name)'", found: pair.value.kindDescription,
                        hint: " — until it is fixed, each theme's own deploymentTarget (else iOS 14.0) applies"),
                    at: pair.value.location)
                continue
            }
            // As in a theme: the number is usable, so warn and use it (`unquoted-version`).
            if scalar.style == .plain {
                diagnostics.append(
                    Diagnostic(
                        rule: .unquotedVersion, severity: RuleID.unquotedVersion.defaultSeverity,
                        message: UnquotedVersionRule.yamlNumber(scalar.text), location: pair.value.location))
            }
            result[platform] = version
        }
        return result.isEmpty ? nil : result
    }

    // MARK: - Scalars

    /// A list of paths (`assetCatalogs:`), each kept where it is written.
    private mutating func paths(_ node: SyntaxNode, _ name: String) -> [Located<String>] {
        strings(node, name, expected: "a list of paths", each: "a path (a string such as 'App/Assets.xcassets')", acceptsOne: false)
    }

    private mutating func globs(_ node: SyntaxNode, _ name: String) -> [Glob] {
        strings(
            node, name, expected: "a glob or a list of globs", each: "a glob (a string such as 'Themes/**/*.theme.yaml')", acceptsOne: true
        ).map { Glob($0.value) }
    }

    /// The non-empty strings of a list (or a single string, when `acceptsOne`), each where it
    /// is written; every other item is an `invalid-config` finding.
    private mutating func strings(
        _ node: SyntaxNode, _ name: String, expected: String, each: String, acceptsOne: Bool
    ) -> [Located<String>] {
        if acceptsOne, let scalar = node.scalar, !node.isNull { return [Located(scalar.text, at: node.location)] }
        guard let items = node.items else {
            report(InvalidConfigRule.expected("\(expected) for '\(name)'", found: node.kindDescription), at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalar?.text, !item.isNull, !text.isEmpty else {
                report(InvalidConfigRule.expected("\(each) in '\(name)'", found: item.kindDescription), at: item.location)
                return nil
            }
            return Located(text, at: item.location)
        }
    }

    private mutating func design(_ node: SyntaxNode) -> DesignGeneration? {
        let names = DesignGeneration.allCases.map(\.rawValue)
        if let s = node.scalar, !node.isNull, let design = DesignGeneration(rawValue: s.text) { return design }
        let suggestion = node.scalar.flatMap { Suggestion.nearest(to: $0.text, in: names) }
        report(
            "expected 'classic' or 'glass' for 'design', found \(node.kindDescription)\(Suggestion.phrase(suggestion))",
            at: node.location, suggestion: suggestion)
        return nil
    }

    /// A CIEDE2000 ΔE: a plain number above 0 and at most 100 (the distance from black to white).
    private mutating func lookAlikeThreshold(_ node: SyntaxNode) -> Double? {
        if let s = node.scalar, s.style == .plain, let value = Double(s.text), value > 0, value <= 100 { return value }
        report(
            InvalidConfigRule.expected(
                "a number above 0 and at most 100 for 'lookAlikeThreshold' (a CIEDE2000 ΔE; 2 is a just-noticeable difference)",
                found: node.scalar.map { "'\($0.text)'" } ?? node.kindDescription),
            at: node.location)
        return nil
    }

    /// A WCAG contrast ratio: a plain number from 1 to 21.
    private mutating func minimumContrast(_ node: SyntaxNode) -> Double? {
        if let s = node.scalar, s.style == .plain, let value = Double(s.text), value >= 1, value <= 21 { return value }
        report(
            InvalidConfigRule.expected(
                "a number from 1 to 21 for 'minimumContrast' (a WCAG contrast ratio; 4.5 is WCAG 2's minimum for text)",
                found: node.scalar.map { "'\($0.text)'" } ?? node.kindDescription),
            at: node.location)
        return nil
    }

    private mutating func mapping(_ node: SyntaxNode, _ what: String) -> SyntaxNode.Pairs? {
        if let pairs = node.pairs { return pairs }
        report(InvalidConfigRule.expected("a mapping for \(what)", found: node.kindDescription), at: node.location)
        return nil
    }
}
