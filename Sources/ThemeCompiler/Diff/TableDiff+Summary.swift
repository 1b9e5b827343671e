/// The one-line summary every format of `themec diff` starts with.
extension TableDiff {
    /// `2 presets changed (5 rows), 1 preset added, palette: 1 changed — 1 breaking change`,
    /// or `no difference in the compiled table`.
    package var summary: String {
        let folded = foldedCount == 0 ? "" : "; \(foldedCount) invisible change\(foldedCount == 1 ? "" : "s") folded (--all shows them)"
        guard !isEmpty else { return (foldedCount == 0 ? "no difference" : "no visible difference") + " in the compiled table" + folded }
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        if !changedPresets.isEmpty {
            let rows = changedPresets.reduce(0) { $0 + $1.changedRows.count + $1.addedRows.count + $1.removedRows.count }
            parts.append(count(changedPresets.count, "preset") + " changed (\(count(rows, "row")))")
        }
        if !addedPresets.isEmpty { parts.append(count(addedPresets.count, "preset") + " added") }
        if !removedPresets.isEmpty { parts.append(count(removedPresets.count, "preset") + " removed") }
        var palette: [String] = []
        if !addedColors.isEmpty { palette.append("\(addedColors.count) added") }
        if !removedColors.isEmpty { palette.append("\(removedColors.count) removed") }
        if !changedColors.isEmpty { palette.append("\(changedColors.count) changed") }
        if !palette.isEmpty { parts.append("palette: " + palette.joined(separator: ", ")) }
        if !header.isEmpty { parts.append(header.map(\.name).joined(separator: ", ") + " changed") }
        var text = parts.joined(separator: ", ")
        if !breaking.isEmpty { text += " — " + count(breaking.count, "breaking change") }
        return text + folded
    }

    /// How many lines a preset's change takes in a table (fields, rows added, removed and
    /// each changed property).
    static func lineCount(_ preset: PresetChange) -> Int {
        preset.fields.count + preset.addedRows.count + preset.removedRows.count
            + preset.changedRows.reduce(0) { $0 + $1.properties.count }
    }
}
