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
        for name in diff.removedPresets {
            let body = oldPresets.first { $0.key == name }?.value
            if let twin = diff.addedPresets.first(where: { added in newPresets.first { $0.key == added }?.value == body }) {
                result.append(
                    Breaking(
                        kind: "preset-renamed", name: name,
                        message: "the preset '\(name)' is now '\(twin)': code generated from the old theme uses '.\(name)' — rename its uses"))
            } else {
                result.append(
                    Breaking(
                        kind: "preset-removed", name: name,
                        message: "the preset '\(name)' was removed: code generated from the old theme uses '.\(name)' — keep it, or remove its uses"))
            }
        }
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
        for name in diff.removedColors {
            let variants = oldPalette.first { $0.key == name }?.value
            if let twin = diff.addedColors.first(where: { added in newPalette.first { $0.key == added }?.value == variants }) {
                result.append(
                    Breaking(
                        kind: "color-renamed", name: name,
                        message: "the palette colour '\(name)' is now '\(twin)': code generated from the old theme uses it — rename its uses"))
            } else {
                result.append(
                    Breaking(
                        kind: "color-removed", name: name,
                        message: "the palette colour '\(name)' was removed: code generated from the old theme uses it — keep it, or remove its uses"))
            }
        }
        return result
    }
}
