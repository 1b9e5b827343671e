import ThemeSyntax

/// `undefined-color`: a colour name that is neither in the palette (of this file or its
/// imports) nor a system colour or keyword; an asset colour that no asset catalog read holds
/// (or, with no catalog read, that gives no fallback values).
package struct UndefinedColorRule: ValidationRule {
    package static let description = RuleDescription(
        id: .undefinedColor,
        name: "Undefined colour",
        summary: "a colour name that is not in the palette, its imports, or the system colours; an asset colour no asset catalog holds",
        rationale: """
            UIKit code would not compile with a misspelt colour; a theme must not silently fall back \
            to something else either. Define the colour under 'colors', import the file that defines \
            it, or use a system colour (systemGray4, secondarySystemGroupedBackground, ...). An asset \
            colour ({ asset: NAME }) must name a colour set of the asset catalogs the theme, \
            .themec.yml or --asset-catalog names, exactly as UIColor(named:) takes it \
            (Folder/Name inside a folder that provides a namespace); with no catalog read, it needs \
            fallback values ({ asset: NAME, light: ..., dark: ... }).
            """,
        stage: .validate,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
            presets:
              row:
                base: clear
                strokeColor: 1️⃣brnad
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                backgroundColor: { asset: 1️⃣Brand }
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: "#3366FF"
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """
        ])

    package init() {}

    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        let incomplete = Self.documentsMissingAnImport(in: program)
        for (index, references) in program.namesOutsidePalettes.enumerated() {
            // A name may be defined in an import that did not load: 'import-failed' says so.
            if program.scopes[index].contains(where: incomplete.contains) { continue }
            for reference in references {
                let name = reference.value
                guard SystemColor.all[name] == nil else { continue }
                let malformed = program.scopes[index].flatMap { program.documents[$0].malformedColorNames }
                if malformed.contains(name) { continue }  // its definition's error says it all
                let guess = Self.suggestion(for: name, from: index, in: program)
                diagnostics.report(.undefinedColor, undefinedMessage(name, guess), at: reference.location, suggestion: guess)
            }
        }
        let catalogs = program.assets
        for expressions in program.assetColors {
            for expression in expressions {
                guard case .asset(let name, let fallback) = expression.kind else { continue }
                if catalogs.isEmpty {
                    if fallback == nil { diagnostics.report(.undefinedColor, noCatalogMessage(name), at: expression.location) }
                } else if catalogs.colors[name] == nil {
                    let guess = Suggestion.nearest(to: name, in: catalogs.names)
                    diagnostics.report(.undefinedColor, missingAssetMessage(name, guess, catalogs.paths), at: expression.location, suggestion: guess)
                }
            }
        }
    }

    /// The name most likely meant by the undefined colour `name` written in document
    /// `index`: the nearest palette colour it sees (its file's and its imports'), system
    /// colour or keyword.
    static func suggestion(for name: String, from index: Int, in program: ThemeProgram) -> String? {
        let malformed = program.scopes[index].flatMap { program.documents[$0].malformedColorNames }
        return Suggestion.nearest(to: name, in: program.visibleColorNames(from: index) + malformed + SystemColor.names + ["tint"])
    }

    /// The documents with an `imports` entry that did not load (`import-failed`,
    /// `resource-limit`).
    static func documentsMissingAnImport(in program: ThemeProgram) -> Set<Int> {
        let loaded = Set(program.documents.map(\.path))
        return Set(
            program.documents.indices.filter { d in
                program.documents[d].imports.contains { !loaded.contains(SourceFiles.resolve($0.value, from: program.documents[d].path)) }
            })
    }
}

fileprivate func undefinedMessage(_ name: String, _ guess: String?) -> String {
    "undefined colour '\(name)'\(Suggestion.phrase(guess)) — define it under 'colors', import the file that defines it, or use a system colour such as 'systemGray4'"
}

fileprivate func noCatalogMessage(_ name: String) -> String {
    "the asset colour '\(name)' has no values: no asset catalog is read — name the app's catalog with 'assetCatalogs:' "
        + "(in the theme or .themec.yml) or --asset-catalog, or give fallback values: { asset: \(name), light: …, dark: … }"
}

fileprivate func missingAssetMessage(_ name: String, _ guess: String?, _ catalogs: [String]) -> String {
    "no colour set '\(name)' in the asset catalogs read (\(catalogs.joined(separator: ", ")))\(Suggestion.phrase(guess)) "
        + "— write the name exactly as UIColor(named:) takes it, with 'Folder/' for folders that provide a namespace"
}
