extension ThemeDocument {
    /// Every colour name the file refers to — in its palette, its `tintColor` and its
    /// presets' properties — with where each is written.
    public var colorReferences: [Located<String>] {
        var references: [Located<String>] = []
        for c in colors.indices { references += colors[c].value.references }
        if let tintColor { references += tintColor.references }
        // Settings read in place: copying a preset or a block retains everything in it.
        for p in presets.indices {
            for b in presets[p].blocks.indices {
                for s in presets[p].blocks[b].settings.indices {
                    guard let value = presets[p].blocks[b].settings[s].value else { continue }
                    for expression in value.colors { references += expression.references }
                }
            }
            for setting in presets[p].unplacedSettings {
                for expression in setting.value?.colors ?? [] { references += expression.references }
            }
        }
        return references
    }
}
