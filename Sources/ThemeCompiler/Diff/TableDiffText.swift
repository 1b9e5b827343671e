/// `themec diff` for a terminal (docs/diff.md): the same content as the Markdown, compact,
/// one change per line, `+` added, `-` removed, `~` changed, `!` breaking; coloured when
/// asked (the command asks on a terminal without `NO_COLOR`).
public struct TableDiffText: Sendable {
    /// Whether the text is coloured with ANSI escapes.
    public var color: Bool

    /// A text renderer; `color`: ANSI colours (a terminal).
    public init(color: Bool = false) { self.color = color }

    /// The report for `diffs`, each headed by its theme's path.
    public func render(_ diffs: [(title: String, diff: TableDiff)]) -> [UInt8] {
        var text = ""
        for (title, diff) in diffs { text += section(title, diff) }
        return Array(text.utf8)
    }

    private func section(_ title: String, _ diff: TableDiff) -> String {
        var lines = [paint("1", "\(title): \(diff.summary)")]
        for item in diff.breaking { lines.append(paint("1;31", "! breaking: \(item.message)")) }
        for change in diff.header { lines.append(paint("33", "~ \(change.name): \(change.change.old.compact) → \(change.change.new.compact)")) }
        for name in diff.addedPresets { lines.append(paint("32", "+ preset \(name)")) }
        for name in diff.removedPresets { lines.append(paint("31", "- preset \(name)")) }
        for name in diff.addedColors { lines.append(paint("32", "+ colour \(name)")) }
        for name in diff.removedColors { lines.append(paint("31", "- colour \(name)")) }
        for change in diff.changedColors {
            lines.append(paint("33", "~ colour \(change.name): ") + variants(change.change))
        }
        for preset in diff.changedPresets {
            lines.append(paint("33", "~ preset \(preset.name)"))
            for field in preset.fields {
                lines.append("    \(field.name): \(field.change.old.compact) → \(field.change.new.compact)")
            }
            for row in preset.addedRows { lines.append(paint("32", "    + row \(row)")) }
            for row in preset.removedRows { lines.append(paint("31", "    - row \(row)")) }
            for row in preset.changedRows {
                for (i, property) in row.properties.enumerated() {
                    let state = i == 0 ? row.state : String(repeating: " ", count: row.state.count)
                    lines.append("    \(state)  \(property.name): \(property.change.old.compact) → \(property.change.new.compact)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The variants of a palette colour that changed: `light #A → #B, dark …`.
    private func variants(_ change: TableDiff.Change) -> String {
        let changed = change.new.members.compactMap { member -> String? in
            let before = change.old[member.key] ?? .null
            return before == member.value ? nil : "\(member.key) \(before.compact) → \(member.value.compact)"
        }
        return changed.joined(separator: ", ")
    }

    private func paint(_ code: String, _ text: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
