/// `themec diff --format markdown` (docs/diff.md): a pull-request comment. A one-line
/// summary, then breaking changes and presets added and removed, then a table per changed
/// preset (state | property | old | new); colours as hex with their palette name; long
/// sections folded in `<details>`. Theme-provided text is escaped for Markdown and HTML.
public struct TableDiffMarkdown: Sendable {
    /// Sections with more lines than this are folded.
    public var foldAfter: Int

    /// A Markdown renderer that folds a preset's rows after `foldAfter` of them.
    public init(foldAfter: Int = 12) { self.foldAfter = foldAfter }

    /// The comment for `diffs`, each titled by its theme's path.
    public func render(_ diffs: [(title: String, diff: TableDiff)]) -> [UInt8] {
        var text = ""
        for (title, diff) in diffs { text += section(title, diff) }
        return Array(text.utf8)
    }

    private func section(_ title: String, _ diff: TableDiff) -> String {
        var md = "### `\(code(title))`: \(escape(diff.summary))\n\n"
        guard !diff.isEmpty else { return md }
        if !diff.breaking.isEmpty {
            md += "**Breaking changes**\n\n"
            for item in diff.breaking { md += "- ⚠️ \(escape(item.message))\n" }
            md += "\n"
        }
        if !diff.addedPresets.isEmpty { md += fold("**Presets added:** ", diff.addedPresets) }
        if !diff.removedPresets.isEmpty { md += fold("**Presets removed:** ", diff.removedPresets) }
        if !diff.header.isEmpty {
            md += "**Theme**\n\n| field | old | new |\n| --- | --- | --- |\n"
            for change in diff.header { md += "| `\(change.name)` | \(cell(change.change.old)) | \(cell(change.change.new)) |\n" }
            md += "\n"
        }
        if !diff.addedColors.isEmpty { md += fold("**Palette colours added:** ", diff.addedColors) }
        if !diff.removedColors.isEmpty { md += fold("**Palette colours removed:** ", diff.removedColors) }
        if !diff.changedColors.isEmpty {
            var table = "| colour | old | new |\n| --- | --- | --- |\n"
            for change in diff.changedColors { table += "| `\(code(change.name))` | \(cell(change.change.old)) | \(cell(change.change.new)) |\n" }
            let count = diff.changedColors.count
            md += details("Palette: \(count) colour\(count == 1 ? "" : "s") changed", table, lines: count)
        }
        for preset in diff.changedPresets { md += presetSection(preset) }
        return md
    }

    private func presetSection(_ preset: TableDiff.PresetChange) -> String {
        var table = ""
        if !preset.fields.isEmpty {
            table += "| field | old | new |\n| --- | --- | --- |\n"
            for field in preset.fields { table += "| `\(field.name)` | \(cell(field.change.old)) | \(cell(field.change.new)) |\n" }
            table += "\n"
        }
        if !preset.addedRows.isEmpty { table += "Rows added: " + preset.addedRows.map { "`\($0)`" }.joined(separator: ", ") + "\n\n" }
        if !preset.removedRows.isEmpty { table += "Rows removed: " + preset.removedRows.map { "`\($0)`" }.joined(separator: ", ") + "\n\n" }
        if !preset.changedRows.isEmpty {
            table += "| state | property | old | new |\n| --- | --- | --- | --- |\n"
            for row in preset.changedRows {
                for property in row.properties {
                    table += "| `\(row.state)` | `\(property.name)` | \(cell(property.change.old)) | \(cell(property.change.new)) |\n"
                }
            }
        }
        let rows = preset.changedRows.count + preset.addedRows.count + preset.removedRows.count
        return details(
            "<code>\(code(preset.name))</code>: \(rows) row\(rows == 1 ? "" : "s") changed", table,
            lines: TableDiff.lineCount(preset))
    }

    /// A heading and its content, folded in `<details>` when longer than `foldAfter` lines.
    private func details(_ heading: String, _ content: String, lines: Int) -> String {
        guard lines > foldAfter else { return "#### \(heading)\n\n\(content)\n" }
        return "<details><summary>\(heading)</summary>\n\n\(content)\n</details>\n\n"
    }

    /// A list of names on one line, folded when long.
    private func fold(_ label: String, _ names: [String]) -> String {
        let list = names.map { "`\(code($0))`" }.joined(separator: ", ")
        guard names.count > foldAfter else { return label + list + "\n\n" }
        return "<details><summary>\(label)\(names.count)</summary>\n\n\(list)\n\n</details>\n\n"
    }

    /// A table cell: a colour as `` `#RRGGBBAA` name ``, other values in code spans.
    private func cell(_ value: TableValue) -> String {
        if case .string(let rgba)? = value["rgba"] {
            if case .string(let name)? = value["name"] { return "`\(rgba)` \(escape(name))" }
            return "`\(rgba)`"
        }
        // A palette colour's variants: each hex in its own code span.
        let members = value.members
        if !members.isEmpty, members.allSatisfy({ if case .string = $0.value { return true } else { return false } }) {
            return members.map { "\($0.key) `\(code($0.value.compact))`" }.joined(separator: ", ")
        }
        return "`\(code(value.compact))`"
    }

    /// Text inside a code span in a table: pipes and backticks cannot appear raw.
    private func code(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|": out += "\\|"
            case "`": out += "'"
            case "\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// Text outside code spans: no HTML, no table breaks.
    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "|": out += "\\|"
            case "\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
