import Foundation
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

    /// A large theme's presets decoded piece by piece as the file is read
    /// (`SourceParser.parse(_:path:format:limits:cores:decodingPresets:)`,
    /// `ThemeDecoder.presetPiece`): the declarations and findings of one decoder of the whole
    /// tree, a top-level finding still before the presets' ones. (A key repeated in a preset
    /// is a syntax issue, which makes the file read whole: those mistakes are written apart.)
    @Test func piecesDecodedAsReadDecodeWhatOneDecoderDoes() throws {
        let text = Self.theme(count: 4000, mistakeEvery: 37)
            .replacingOccurrences(of: "version: 1\n", with: "version: 1\ndescripton: typo\n")
            .replacingOccurrences(of: "    cornerRadius: wide\n", with: "    strokeWidth: wide\n")
            .replacingOccurrences(of: "    states: { selectd:", with: "    stats: { selected:")
        let one = decode(text, parallelFrom: .max)
        #expect(one.diagnostics.first?.rule == .unknownKey)
        let (parsed, split) = SourceParser.parse(
            Array(text.utf8), path: "many.theme.yaml", format: .yaml, limits: ParseLimits(), cores: 4,
            decodingPresets: { [names = ColorNames()] in ThemeDecoder.presetPiece($0, path: "many.theme.yaml", colorNames: names) })
        let pieces = try #require(split)
        #expect(pieces.decoded.count >= 4)
        #expect(pieces.readTime > .zero && pieces.decodeTime > .zero)
        var decoder = ThemeDecoder(path: "many.theme.yaml")
        decoder.presetPieces = pieces.decoded
        let (document, diagnostics) = decoder.decode(parsed.root)
        #expect(diagnostics == one.diagnostics)
        #expect(document.presets.map(Self.describe).joined(separator: "\n") == one.presets)
    }

    /// The time a file took to be read into nodes, when its presets were decoded as it was
    /// read, is shared between parse and decode as the pieces' own times were.
    @Test func readingTimeIsSharedAsThePiecesSpentIt() {
        var timings = StageTimings()
        timings.addReading(.milliseconds(100), of: PresetPieces<Int>?.none)
        #expect(timings.parse == .milliseconds(100) && timings.decode == .zero)
        timings = StageTimings()
        timings.addReading(.milliseconds(100), of: PresetPieces(decoded: [1, 2], readTime: .milliseconds(90), decodeTime: .milliseconds(30)))
        #expect(timings.parse == .milliseconds(75) && timings.decode == .milliseconds(25))
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
