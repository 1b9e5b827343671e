/// What breaks code generated from the old theme: its `Preset` cases and palette colours are
/// names in the generated Swift, and a preset's kind decides which views it configures.
extension TableDiff {
    static func breakingChanges(
        of diff: TableDiff, oldPresets: [TableValue.Member], newPresets: [TableValue.Member],
        oldPalette: [TableValue.Member], newPalette: [TableValue.Member]
    ) -> [Breaking] {
        var result: [Breaking] = []
        for change in diff.header where change.name == "theme" {
            result.append(
                Breaking(
                    kind: "theme-renamed", name: change.change.old.compact,
                    message:
                        "the theme '\(change.change.old.compact)' is now '\(change.change.new.compact)': generated code moves to a new namespace — update its uses"
                ))
        }
        result += removedOrRenamed(
            diff.removedPresets, added: diff.addedPresets, old: oldPresets, new: newPresets, what: "preset",
            renamed: { "the preset '\($0)' is now '\($1)': code generated from the old theme uses '.\($0)' — rename its uses" },
            removed: { "the preset '\($0)' was removed: code generated from the old theme uses '.\($0)' — keep it, or remove its uses" })
        for preset in diff.changedPresets {
            for field in preset.fields where field.name == "kind" {
                result.append(
                    Breaking(
                        kind: "preset-kind-changed", name: preset.name,
                        message:
                            "the preset '\(preset.name)' changed kind from \(field.change.old.compact) to \(field.change.new.compact): views configured with it get a background of another kind"
                    ))
            }
        }
        result += removedOrRenamed(
            diff.removedColors, added: diff.addedColors, old: oldPalette, new: newPalette, what: "color",
            renamed: { "the palette colour '\($0)' is now '\($1)': code generated from the old theme uses it — rename its uses" },
            removed: { "the palette colour '\($0)' was removed: code generated from the old theme uses it — keep it, or remove its uses" })
        return result
    }

    /// A removed name is a rename when an added name has exactly its old value; otherwise a
    /// removal. `what` prefixes the kinds (`preset-renamed`, `color-removed`).
    private static func removedOrRenamed(
        _ removed: [String], added: [String], old: [TableValue.Member], new: [TableValue.Member], what: String,
        renamed: (String, String) -> String, removed removedMessage: (String) -> String
    ) -> [Breaking] {
        removed.map { name in
            let value = old.first { $0.key == name }?.value
            if let twin = added.first(where: { candidate in new.first { $0.key == candidate }?.value == value }) {
                return Breaking(kind: "\(what)-renamed", name: name, message: renamed(name, twin))
            }
            return Breaking(kind: "\(what)-removed", name: name, message: removedMessage(name))
        }
    }
}
