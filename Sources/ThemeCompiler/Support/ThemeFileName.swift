/// What makes a file a theme file: its extension (docs/language.md). The loader lists a
/// directory's themes by it, and a lint run's directory walk finds them by it.
package enum ThemeFileName {
    /// The theme file extensions.
    package static let extensions = [".theme.yaml", ".theme.yml", ".theme.json"]

    /// True when `path` names a theme file.
    package static func isThemeFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return extensions.contains { lower.hasSuffix($0) }
    }
}
