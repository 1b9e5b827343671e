import ThemeSyntax

/// `multiple-documents`: a well-formed YAML stream holds more than one document.
package struct MultipleDocumentsRule: ThemeRule {
    package static let description = RuleDescription(
        id: .multipleDocuments,
        name: "Multiple documents",
        summary: "a YAML file holds a second '---' document; a theme file is one document",
        rationale: """
            YAML lets one file hold several documents separated by `---`, but a theme file is \
            one theme: which document would be compiled, and which imported? themec reads the \
            first document and reports the start of the second, so nothing in it is silently \
            ignored. Move the second document to its own `.theme.yaml` file (and `imports:` it \
            if the first needs its colours), or delete it. This is separate from `syntax`: the \
            file parses, it just holds more than a theme.
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
            1️⃣---
            theme: Other
            version: 1
            presets: {}
            """
        ],
        nonTriggering: [
            """
            ---
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
            """
        ])
}

extension MultipleDocumentsRule {
    /// The message at the start of the second document.
    static let message = "a theme file holds one YAML document; remove this second document or move it to its own file"
}
