/// `unused-color` for the files of one lint run, decided once from all of them: a palette
/// colour of a linted file is unused when no linted program refers to it — neither the
/// file's own nor that of a linted file importing it. Each file's compile reports its share
/// through its own suppressions and configuration instead of running the rule on its
/// program alone.
enum UnusedColorsAcrossFiles {
    /// A palette colour, by the file that defines it.
    private struct Color: Hashable {
        var path: String
        var name: String
    }

    /// The decision for the compiled file of each program (nil: a file that could not be
    /// read, which uses nothing and gets nothing).
    static func decide(_ programs: [ThemeProgram?]) -> [ThemePipeline.UnusedColors] {
        let uses = programs.map { $0.map(usedColors) ?? [] }
        let usedByAny = uses.reduce(into: Set<Color>()) { $0.formUnion($1) }
        return zip(programs, uses).map { program, usedByItself in
            var decision = ThemePipeline.UnusedColors(findings: [], usedElsewhere: [])
            guard let root = program?.root else { return decision }
            for definition in root.colors {
                let color = Color(path: root.path, name: definition.name.value)
                if usedByItself.contains(color) { continue }
                if usedByAny.contains(color) {
                    decision.usedElsewhere.append(UnusedColorRule.finding(for: definition))
                } else {
                    decision.findings.append(UnusedColorRule.finding(for: definition))
                }
            }
            return decision
        }
    }

    /// The palette colours `program` refers to, in any of its files.
    private static func usedColors(in program: ThemeProgram) -> Set<Color> {
        Set(UnusedColorRule.usedColors(in: program).map { Color(path: program.documents[$0.document].path, name: $0.name) })
    }
}
