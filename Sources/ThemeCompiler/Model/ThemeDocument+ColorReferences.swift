extension ThemeDocument {
    /// Every colour name the file refers to — in its palette, its `tintColor` and its
    /// presets' properties — with where each is written.
    public var colorReferences: [Located<String>] {
        var expressions = colors.map(\.value)
        if let tintColor { expressions.append(tintColor) }
        for preset in presets {
            for block in preset.blocks {
                for setting in block.settings { expressions += setting.value?.colors ?? [] }
            }
        }
        return expressions.flatMap(\.references)
    }
}
