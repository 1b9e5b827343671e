extension ThemeDocument {
    /// Calls `body` with every colour name the file refers to — in its palette, its
    /// `tintColor` and its presets' properties — with where each is written, in that order,
    /// and `asset` with every asset colour (`{ asset: NAME }`) it writes, nested ones included,
    /// in the same order. None is kept: one buffer holds one expression's names at a time.
    package func forEachColorReference(_ body: (Located<String>) -> Void, asset: (ColorExpression) -> Void) {
        forEachColorReference(inPalette: true, presets: presets.indices, body, asset: asset)
    }

    /// `forEachColorReference(_:asset:)` over part of the file: the palette and the tint when
    /// `inPalette`, then the presets of `range`. The parts of a file in order, each once, call
    /// `body` and `asset` as the whole file does.
    package func forEachColorReference(
        inPalette: Bool, presets range: Range<Int>, _ body: (Located<String>) -> Void, asset: (ColorExpression) -> Void
    ) {
        var scratch: [Located<String>] = []
        forEachColor(inPalette: inPalette, presets: range) { expression in
            scratch.removeAll(keepingCapacity: true)
            expression.appendReferences(to: &scratch)
            for reference in scratch { body(reference) }
            switch expression.kind {
            case .literal, .named: break
            default: for found in expression.assetColors { asset(found) }
            }
        }
    }

    /// Calls `body` with every colour the file writes: the palette's and the tint (when
    /// `inPalette`), then the settings of the presets of `range` (read in place: copying a
    /// preset or a block retains everything in it).
    private func forEachColor(inPalette: Bool, presets range: Range<Int>, _ body: (ColorExpression) -> Void) {
        if inPalette {
            for c in colors.indices { body(colors[c].value) }
            if let tintColor { body(tintColor) }
        }
        for p in range {
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
