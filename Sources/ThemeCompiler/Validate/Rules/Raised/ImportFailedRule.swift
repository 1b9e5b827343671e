/// `import-failed`: an `imports` entry that names a file that cannot be read.
package struct ImportFailedRule: ThemeRule {
    package static let description = RuleDescription(
        id: .importFailed,
        name: "Import failed",
        summary: "an 'imports' entry names a file that does not exist, is a directory or cannot be read",
        rationale: """
            Import paths are relative to the importing file, not to the working directory, so the \
            same theme compiles the same way from Xcode, a build plugin and the command line. An \
            import that cannot be read would leave colours and presets undefined further down, \
            so themec reports the root cause at the `imports` entry, with the path it looked for. \
            Fix the path (relative to this file), or add the missing file.
            """,
        stage: .load,
        triggering: [
            """
            theme: Demo
            version: 1
            imports:
              - 1️⃣missing.theme.yaml
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            imports: [1️⃣"Shared/palette.theme.yaml"]
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """
        ])
}

extension ImportFailedRule {
    /// An `imports` entry whose file cannot be read.
    static func unreadable(_ entry: String, reason: String, lookedFor target: String) -> String {
        "cannot import '\(entry)': \(reason) (looked for '\(target)', relative to the importing file)"
    }
}
