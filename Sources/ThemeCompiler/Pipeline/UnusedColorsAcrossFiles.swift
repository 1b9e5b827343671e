/// `unused-color` for the files of one lint run, decided once from all of them: a palette
/// colour of a linted file is unused when no linted program refers to it — neither the
/// file's own nor that of a linted file importing it. Each file's compile reports its share
/// through its own suppressions and configuration instead of running the rule on its
/// program alone.
enum UnusedColorsAcrossFiles {
    /// The decision for the compiled file of each program (nil: a file that could not be
    /// read, which uses nothing and gets nothing).
    ///
    /// Colours are marked by position (`UnusedColorRule.usedColors(in:)`), not gathered in
    /// sets by path and name: those hashed every palette colour's path and name, 5.6 M
    /// instructions of the 10k-preset lint, on one core between the parse and the checks. A
    /// file is matched across programs by its path, and each colour another program uses by
    /// its name: at its position when the name is there (the same file read the same), else
    /// looked up.
    static func decide(_ programs: [ThemeProgram?]) -> [ThemePipeline.UnusedColors] {
        let uses = programs.map { $0.map(UnusedColorRule.usedColors) ?? [] }
        // Where each file is read: the programs and documents, by path (none when one file is
        // linted alone, which most runs are).
        var readAt: [String: [(program: Int, document: Int)]] = [:]
        if programs.count > 1 {
            for (p, program) in programs.enumerated() {
                guard let program else { continue }
                for d in program.documents.indices { readAt[program.documents[d].path, default: []].append((p, d)) }
            }
        }
        return programs.indices.map { p in
            var decision = ThemePipeline.UnusedColors(findings: [], usedElsewhere: [])
            guard let program = programs[p] else { return decision }
            let root = program.root
            var usedElsewhere = [Bool](repeating: false, count: root.colors.count)
            for place in readAt[root.path] ?? [] where place.program != p {
                let other = programs[place.program]!.documents[place.document]
                for (j, isUsed) in uses[place.program][place.document].enumerated() where isUsed {
                    let name = other.colors[j].name.value
                    if j < root.colors.count, root.colors[j].name.value == name {
                        usedElsewhere[j] = true
                    } else if let (d, i) = program.colorPosition(named: name, from: 0), d == 0 {
                        usedElsewhere[i] = true
                    }
                }
            }
            for (i, definition) in root.colors.enumerated() where !uses[p][0][i] {
                if usedElsewhere[i] {
                    decision.usedElsewhere.append(UnusedColorRule.finding(for: definition))
                } else {
                    decision.findings.append(UnusedColorRule.finding(for: definition))
                }
            }
            return decision
        }
    }
}
