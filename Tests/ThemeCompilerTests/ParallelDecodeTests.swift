import Testing
import ThemeSyntax

@testable import ThemeCompiler

/// A file with many presets decodes them in batches on every core (`ThemeDecoder`); the
/// declarations and the findings are those of one decoder, in the same order.
@Suite struct ParallelDecodeTests {
    /// `count` presets, every `mistakeEvery`-th with decoding findings (an unknown key, a
    /// wrong type, a bad colour, an unknown state, a reserved name) at different places, and
    /// every hundredth followed by one whose name is not an identifier (not decoded).
    static func theme(count: Int, mistakeEvery: Int) -> String {
        let mistakes = [
            "cornerRadus: 4", "cornerRadius: wide", "backgroundColor: \"#12345\"",
            "states: { selectd: { cornerRadius: 2 } }", "strokeWidth: [1]",
        ]
        var lines = ["theme: Many", "version: 1", "presets:"]
        for i in 0..<count {
            lines.append("  row\(i):")
            lines.append("    base: listPlainCell")
            lines.append("    cornerRadius: \(i % 9)")
            if i % mistakeEvery == 0 { lines.append("    " + mistakes[(i / mistakeEvery) % mistakes.count]) }
            lines.append("    states: { selected: { backgroundColor: systemBlue } }")
            // A preset that does not decode, in every batch: the batches after it close up.
            if i % 100 == 50 { lines.append("  \(i)bad: { base: listPlainCell }") }
        }
        lines.append("  1bad: { base: listPlainCell }")
        return lines.joined(separator: "\n") + "\n"
    }

    private func decode(_ text: String, parallelFrom threshold: Int) -> (presets: String, diagnostics: [Diagnostic]) {
        let parsed = SourceParser.parse(Array(text.utf8), path: "many.theme.yaml", format: .yaml, limits: ParseLimits())
        var decoder = ThemeDecoder(path: "many.theme.yaml")
        decoder.parallelPresets = threshold
        let (document, diagnostics) = decoder.decode(parsed.root)
        return (document.presets.map(Self.describe).joined(separator: "\n"), diagnostics)
    }

    /// Every field of `preset`, its blocks' settings read through their ranges (a block's
    /// store is the document's: dumping it would print every setting of the file).
    static func describe(_ preset: PresetDeclaration) -> String {
        Mirror(reflecting: preset).children.map { child in
            guard child.label == "blocks" else { return "\(child.label ?? ""): \(String(reflecting: child.value))" }
            return preset.blocks.map { block in
                "block \(String(reflecting: block.selector)): " + block.settings.map { String(reflecting: $0) }.joined(separator: "; ")
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test func batchesDecodeWhatOneDecoderDoes() {
        let text = Self.theme(count: 3 * ThemeDecoder.presetBatch + 17, mistakeEvery: 37)
        let one = decode(text, parallelFrom: .max)
        #expect(one.diagnostics.count > 15)
        #expect(one.presets.contains("row784"))
        #expect(one.diagnostics.filter { $0.message.contains("50bad") }.count == 8)
        let many = decode(text, parallelFrom: 0)
        #expect(many.diagnostics == one.diagnostics)
        #expect(many.presets == one.presets)
    }

    @Test func aFileDecodesInBatchesOnlyFromSeveralBatchesOfPresets() {
        #expect(ThemeDecoder(path: "t.theme.yaml").parallelPresets > ThemeDecoder.presetBatch)
    }
}
