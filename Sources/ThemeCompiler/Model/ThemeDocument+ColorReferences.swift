extension ThemeDocument {
    /// Calls `body` with every colour name the file refers to — in its palette, its
    /// `tintColor` and its presets' properties — with where each is written, in that order,
    /// and `asset` with every asset colour (`{ asset: NAME }`) it writes, nested ones included,
    /// in the same order. None is kept: one buffer holds one expression's names at a time.
    package func forEachColorReference(_ body: (Located<String>) -> Void, asset: (ColorExpression) -> Void) {
        var scratch: [Located<String>] = []
        forEachColor { expression in
            scratch.removeAll(keepingCapacity: true)
            expression.appendReferences(to: &scratch)
            for reference in scratch { body(reference) }
            switch expression.kind {
            case .literal, .named: break
            default: for found in expression.assetColors { asset(found) }
            }
        }
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
