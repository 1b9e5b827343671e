extension ThemeDocument {
    /// Calls `body` with every colour name the file refers to — in its palette, its
    /// `tintColor` and its presets' properties — with where each is written, in that order.
    /// None is kept: one buffer holds one expression's names at a time.
    package func forEachColorReference(_ body: (Located<String>) -> Void) {
        var scratch: [Located<String>] = []
        forEachColor { expression in
            scratch.removeAll(keepingCapacity: true)
            expression.appendReferences(to: &scratch)
            for reference in scratch { body(reference) }
        }
    }

    /// Every asset colour (`{ asset: NAME }`) the file writes, in source order of its colours.
    /// Walked in place: most themes write none, and three rules ask.
    package var assetColors: [ColorExpression] {
        var found: [ColorExpression] = []
        func add(_ expression: ColorExpression?) {
            guard let expression else { return }
            if case .literal = expression.kind { return }
            if case .named = expression.kind { return }
            found += expression.assetColors
        }
        for c in colors.indices { add(colors[c].value) }
        add(tintColor)
        for p in presets.indices {
            for b in presets[p].blocks.indices {
                for s in presets[p].blocks[b].settings.indices { add(presets[p].blocks[b].settings[s].value?.color) }
            }
            for setting in presets[p].unplacedSettings { add(setting.value?.color) }
        }
        return found
    }

    /// Calls `body` with every colour the file writes: the palette's, the tint, then the
    /// presets' settings (read in place: copying a preset or a block retains everything in it).
    private func forEachColor(_ body: (ColorExpression) -> Void) {
        for c in colors.indices { body(colors[c].value) }
        if let tintColor { body(tintColor) }
        for p in presets.indices {
            for b in presets[p].blocks.indices {
                for s in presets[p].blocks[b].settings.indices {
                    if let color = presets[p].blocks[b].settings[s].value?.color { body(color) }
                }
            }
            for setting in presets[p].unplacedSettings {
                if let color = setting.value?.color { body(color) }
            }
        }
    }
}
