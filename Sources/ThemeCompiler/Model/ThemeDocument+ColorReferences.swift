extension ThemeDocument {
    /// Every colour name the file refers to — in its palette, its `tintColor` and its
    /// presets' properties — with where each is written.
    public var colorReferences: [Located<String>] { colorExpressions.flatMap(\.references) }

    /// Every asset colour (`{ asset: NAME }`) the file writes, in source order of its colours.
    public var assetColors: [ColorExpression] { colorExpressions.flatMap(\.assetColors) }

    /// Every colour the file writes: the palette's, the tint, then the presets' settings.
    private var colorExpressions: [ColorExpression] {
        var references: [ColorExpression] = []
        for c in colors.indices { references.append(colors[c].value) }
        if let tintColor { references.append(tintColor) }
        // Settings read in place: copying a preset or a block retains everything in it.
        for p in presets.indices {
            for b in presets[p].blocks.indices {
                for s in presets[p].blocks[b].settings.indices {
                    guard let value = presets[p].blocks[b].settings[s].value else { continue }
                    references += value.colors
                }
            }
            for setting in presets[p].unplacedSettings {
                references += setting.value?.colors ?? []
            }
        }
        return references
    }
}
