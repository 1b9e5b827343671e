import ThemeSyntax

/// Reads a `.themec.yml`. It is validated like a theme: parsed with `SourceParser`, so
/// every problem — a syntax error, an unknown key (with did-you-mean), an unknown rule id
/// (with did-you-mean over the registry), a bad value — is an `invalid-config` finding at
/// its location. The valid parts still apply.
public enum ConfigurationLoader {
    /// The file names searched for, nearest directory first.
    public static let fileNames = [".themec.yml", ".themec.yaml"]

    /// The run settings (`Configuration.run`).
    static let runSettingKeys = ["strict", "quiet", "reporters", "baseline"]

    static let topLevelKeys =
        ["rules", "include", "exclude", "deploymentTarget", "design", "lookAlikeThreshold", "minimumContrast", "assetCatalogs"]
        + runSettingKeys + ["generate"]

    /// Reads and validates `path`.
    /// - Parameter path: A `.themec.yml` file.
    /// - Returns: The configuration (its valid parts) and its `invalid-config` findings.
    /// - Throws: `ThemeInputError` only when the file cannot be read (or is over 1 MiB).
    public static func load(_ path: String) throws(ThemeInputError) -> (Configuration, [Diagnostic]) {
        let read = try SourceFiles.read(path, maxBytes: 1 << 20)
        guard let bytes = read.bytes else {
            throw ThemeInputError(path: path, reason: "a configuration file of \(read.size) bytes is over the 1 MiB limit")
        }
        return parse(bytes, path: path)
    }

    /// Validates the configuration in `bytes`, read from `path` (for locations and to
    /// resolve relative paths).
    /// - Returns: The configuration (its valid parts) and its `invalid-config` findings.
    public static func parse(_ bytes: [UInt8], path: String) -> (Configuration, [Diagnostic]) {
        let directory = FilePaths.directory(of: FilePaths.absolute(path))
        var config = Configuration(path: path, directory: directory)
        config.source = SourceFile(path: path, bytes: bytes)
        var reader = ConfigurationReader(path: path)
        let parsed = SourceParser.parse(
            bytes, path: path, format: .yaml, limits: ParseLimits(maxInputBytes: 1 << 20, maxDepth: 32, maxNodes: 100_000))
        let consequence = parsed.root == nil ? "none of its settings apply until it parses" : "the rest of the configuration still applies"
        for issue in parsed.issues {
            reader.report(InvalidConfigRule.unparsable(issue.message, consequence: consequence), at: issue.location)
        }
        guard let root = parsed.root, !root.isNull else { return (config, reader.diagnostics) }
        guard let pairs = root.pairs else {
            reader.report(
                InvalidConfigRule.expected(
                    "a mapping of settings (rules, include, exclude, deploymentTarget, strict, quiet, reporters, baseline, generate)",
                    found: root.kindDescription), at: root.location)
            return (config, reader.diagnostics)
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                reader.report(InvalidConfigRule.expected("a setting name", found: pair.key.kindDescription), at: pair.key.location)
                continue
            }
            reader.read(key: key, pair: pair, into: &config)
        }
        return (config, reader.diagnostics)
    }
}
