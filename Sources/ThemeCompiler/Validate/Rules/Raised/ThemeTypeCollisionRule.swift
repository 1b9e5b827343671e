import ThemeSyntax

/// `theme-type-collision`: two theme files, linted or built together, whose `theme:` names
/// become the same Swift type in generated code (`Linen`, `linen` and `LinenTheme` are all
/// `LinenTheme`). A check across files: `ThemeLinter` runs it over every file it linted, and
/// `themec generate --built-with` (the build-tool plugin) over the themes of one target.
package struct ThemeTypeCollisionRule: ThemeRule {
    package static let description: RuleDescription = {
        var d = RuleDescription(
            id: .themeTypeCollision,
            name: "Theme type collision",
            summary: "two themes linted or built together whose 'theme' names map to the same Swift type",
            rationale: """
                Generated code puts each theme in an enum named after it: the name with an upper-case \
                first letter and 'Theme' appended unless it already ends so. 'linen', 'Linen' and \
                'LinenTheme' all become 'LinenTheme', so two such files in one target make the \
                generated code fail with "invalid redeclaration". Rename one of the themes.
                """,
            stage: .validate,
            triggering: [
                """
                # file: Linen.theme.yaml
                theme: Linen
                version: 1
                presets: {}
                # file: LinenDark.theme.yaml
                theme: 1️⃣linen
                version: 1
                presets: {}
                """
            ],
            nonTriggering: [
                """
                # file: Linen.theme.yaml
                theme: Linen
                version: 1
                presets: {}
                # file: LinenDark.theme.yaml
                theme: LinenDark
                version: 1
                presets: {}
                """
            ])
        d.exampleKind = .themeSet
        return d
    }()

    /// A linted theme: its `theme:` name and where it is written.
    package typealias Theme = Located<String>

    /// One finding per theme whose type an earlier theme (by file, line) already takes.
    package static func check(_ themes: [Theme]) -> [Diagnostic] {
        var first: [String: Theme] = [:]
        var diagnostics: [Diagnostic] = []
        for theme in themes.sorted(by: { $0.location < $1.location }) {
            let type = SwiftIdentifier.namespaceName(forTheme: theme.value)
            guard let earlier = first[type] else {
                first[type] = theme
                continue
            }
            diagnostics.append(
                Diagnostic(
                    rule: .themeTypeCollision, severity: description.defaultSeverity,
                    message: collision(theme.value, earlier, type), location: theme.location,
                    related: [RelatedLocation(earlier.location, "theme '\(earlier.value)' is defined here")]))
        }
        return diagnostics
    }
}

extension ThemeTypeCollisionRule {
    /// The findings for `theme` against the other themes of its target: one at `theme` for
    /// each other theme whose type is the same.
    package static func check(_ theme: Theme, builtWith others: [Theme]) -> [Diagnostic] {
        let type = SwiftIdentifier.namespaceName(forTheme: theme.value)
        return others.filter { $0.location.file != theme.location.file && SwiftIdentifier.namespaceName(forTheme: $0.value) == type }
            .sorted { $0.location < $1.location }
            .map { other in
                Diagnostic(
                    rule: .themeTypeCollision, severity: description.defaultSeverity,
                    message: collision(theme.value, other, type), location: theme.location,
                    related: [RelatedLocation(other.location, "theme '\(other.value)' is defined here")])
            }
    }
}

fileprivate func collision(_ name: String, _ earlier: Located<String>, _ type: String) -> String {
    "theme '\(name)' and theme '\(earlier.value)' in '\(earlier.location.file)' both generate the Swift type '\(type)' — code generated from both does not compile (invalid redeclaration); rename one of the themes"
}
