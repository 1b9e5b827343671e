/// `import-cycle`: theme files that import each other, directly or through other files.
package struct ImportCycleRule: ThemeRule {
    package static let description = RuleDescription(
        id: .importCycle,
        name: "Import cycle",
        summary: "a theme file imports itself, directly or through other files; every step of the cycle is listed",
        rationale: """
            Imports make another file's colours and presets visible, and each file is compiled \
            in its own namespace; a cycle has no file to start from, and a tool that followed it \
            would never stop. The finding is at the `imports` entry that closes the cycle, with \
            the other entries of the cycle as related locations. Move what both files need into \
            a third file that imports neither, and import that one from both.
            """,
        stage: .load,
        triggering: [
            // The example is written as `example.theme.yaml`, so it imports itself.
            """
            theme: Demo
            version: 1
            imports:
              - 1️⃣example.theme.yaml
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            imports: [1️⃣"./example.theme.yaml"]
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
            imports: []
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """
        ])
}

extension ImportCycleRule {
    /// Files that import each other, the first repeated at the end.
    static func cycle(_ paths: [String]) -> String {
        "import cycle: \(paths.joined(separator: " → ")) — move what both files need into a third file that imports neither"
    }
}
