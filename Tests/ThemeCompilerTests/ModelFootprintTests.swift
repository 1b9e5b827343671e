import Testing
import ThemeSyntax

@testable import ThemeCompiler

/// What the decoded theme holds for each thing the author wrote (issue 23: peak memory must
/// follow the input). Structural facts only — sizes of records and the slack of arrays — never
/// a process's memory, which depends on the machine.
@Suite struct ModelFootprintTests {
    /// A setting is 48 bytes: the values larger than a colour expression (insets, a shadow, a
    /// custom view) are boxed, not stored inline in every setting. A block is 32 bytes: its
    /// selector is its atoms and where it is written, not a copy of its text.
    @Test func aSettingIsSmall() {
        #expect(MemoryLayout<PropertyValue?>.size <= 24)
        #expect(MemoryLayout<PropertySetting>.stride <= 48)
        // A theme has a block per state written: 30 000 at 10k presets.
        #expect(MemoryLayout<StateBlock>.stride <= 32)
        // A preset keeps what few have (a fallback style, misspelt states, unreadable values)
        // in a box of its own, allocated only when one is written; its blocks are a range of
        // the document's (16 bytes, where an array was 8 and an allocation of its own).
        #expect(MemoryLayout<PresetDeclaration>.stride <= 136)
    }

    /// Settings that name one colour share one expression (`ColorNames`): a `ColorExpression`
    /// kind is boxed, and a box per setting was 48 bytes each. The file is large enough to be
    /// decoded in pieces and batches, each by its own decoder, all sharing the table. (An
    /// indirect enum's value is its box's address: equal bytes, one box.)
    @Test func settingsThatNameOneColourShareItsExpression() throws {
        var lines = ["theme: Shared", "version: 1", "colors:", "  brand: \"#0A84FF\"", "presets:"]
        for i in 0..<3000 {
            lines += [
                "  row\(i):", "    base: listPlainCell", "    backgroundColor: brand", "    states: { selected: { backgroundColor: systemRed } }",
            ]
        }
        let loaded = try ThemeLoader().load(.bytes(Array((lines.joined(separator: "\n") + "\n").utf8), path: "shared.theme.yaml"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.prefix(3).map(\.message))")
        var boxes: [String: Set<[UInt8]>] = [:]
        for preset in loaded.program.root.presets {
            for block in preset.blocks {
                for setting in block.settings {
                    guard case .color(let expression)? = setting.value, case .named(let name) = expression.kind else { continue }
                    boxes[name, default: []].insert(withUnsafeBytes(of: expression.kind) { Array($0) })
                }
            }
        }
        #expect(boxes.keys.sorted() == ["brand", "systemRed"])
        #expect(boxes.values.map(\.count) == [1, 1])
        #expect(boxes["brand"] != boxes["systemRed"])
    }

    /// The presets' blocks are ranges of one buffer for the document, and the blocks' settings
    /// ranges of another, not an array apiece (none grown by doubling and left half empty).
    /// The boxed values read back as written.
    @Test func blocksHoldNoSlack() throws {
        let text = """
            theme: Footprint
            version: 1
            presets:
              card:
                base: listGroupedCell
                backgroundColor: systemBlue
                cornerRadius: 12
                backgroundInsets: { top: 1, leading: 2, bottom: 3, trailing: 4 }
                strokeWidth: 1
                strokeColor: separator
                shadowProperties: { color: black, opacity: 0.5, radius: 3, offset: { width: 0, height: 2 } }
                states:
                  selected: { backgroundColor: systemGray4, cornerRadius: 8, strokeWidth: 2 }
                  highlighted: { backgroundColor: systemGray5 }
                  dark: { customView: { image: Paper, contentMode: scaleAspectFill } }
              plain:
                extends: card
            """
        let loaded = try ThemeLoader().load(.bytes(Array(text.utf8), path: "footprint.theme.yaml"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let presets = loaded.program.root.presets
        #expect(presets.count == 2)
        #expect(presets.capacity == presets.count)
        let card = presets[0]
        #expect(card.blocks.map(\.settings.count) == [6, 3, 1, 1])
        #expect(presets.map(\.blocks.range) == [0..<4, 4..<5])
        let ranges = presets.flatMap { $0.blocks.map(\.settings.range) }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(ranges.first?.lowerBound == 0)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        #expect(card.blocks.map(\.selector.atoms.key) == ["normal", "selected", "highlighted", "dark"])
        #expect(presets[1].blocks.map(\.selector.atoms.key) == ["normal"] && presets[1].blocks[0].settings.isEmpty)
        #expect(card.blocks[0].settings[2].value == .insets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        guard case .shadow(let shadow)? = card.blocks[0].settings[5].value else {
            Issue.record("no shadow")
            return
        }
        #expect(shadow.opacity == 0.5 && shadow.radius == 3 && shadow.offset?.height == 2)
        #expect(card.blocks[3].settings[0].value == .customView(CustomViewSpec(image: "Paper", contentMode: "scaleAspectFill")))
    }

    /// A preset's rarely written fields read back as written, each beside the others, and
    /// a preset with none of them keeps no box.
    @Test func aPresetsRareFieldsReadBackAsWritten() {
        let here = SourceLocation(file: "rare.yaml", line: 3, column: 5)
        var preset = PresetDeclaration(name: Located("row", at: here))
        #expect(preset.fallback == nil && preset.unplacedSettings.isEmpty && preset.invalidProperties.isEmpty)
        preset.invalidProperties.insert(.cornerRadius)
        preset.fallback = Located(.filledButton, at: here)
        preset.invalidProperties.insert(.strokeWidth)
        let copy = preset
        preset.fallback = nil
        #expect(preset.fallback == nil && preset.invalidProperties == [.cornerRadius, .strokeWidth])
        #expect(copy.fallback?.value == .filledButton && copy.invalidProperties == [.cornerRadius, .strokeWidth], "a copy keeps its own")
        preset.invalidProperties = []
        #expect(preset.invalidProperties.isEmpty && copy.invalidProperties.count == 2)
    }

    /// The program keeps, of the colour names written, only what the colour rules ask: the
    /// palette colours named (a set) and the names no palette defines, in source order.
    @Test func theProgramKeepsOnlyTheNamesNoPaletteDefines() throws {
        let text = """
            theme: Names
            version: 1
            tintColor: brand
            colors:
              brand: "#3366FF"
              wash: { from: brand, alpha: 0.5 }
              edge: { light: systemGray4, dark: brnad }
            presets:
              card:
                base: listGroupedCell
                backgroundColor: wash
                strokeColor: separator
                strokeWidth: 1
                states:
                  selected: { backgroundColor: { from: edge, mix: systemRed, amount: 0.5 } }
            """
        let loaded = try ThemeLoader().load(.bytes(Array(text.utf8), path: "names.theme.yaml"))
        let program = loaded.program
        #expect(program.namesOutsidePalettes.count == 1)
        #expect(program.namesOutsidePalettes[0].map(\.value) == ["systemGray4", "brnad", "separator", "systemRed"])
        #expect(program.namesOutsidePalettes[0].map(\.location.line) == [7, 7, 12, 15])
        // brand, wash and edge, by position in the one document's palette.
        #expect(program.namedPaletteColors == [[true, true, true]])
    }

    /// A file of more presets than `parallelLookupThreshold` has its names looked up in parts,
    /// on every core: the same palette colours named, and the same names no palette defines and
    /// asset colours, in source order, as one walk of the whole file finds (palette colours
    /// named only in the last preset, names outside every palette and asset colours in both parts).
    @Test func aLargeFilesNamesLookedUpInPartsAreThoseOfOneWalk() throws {
        let presets = ThemeProgram.parallelLookupThreshold + 501
        var text = "theme: Names\nversion: 1\ncolors:\n  brand: \"#3366FF\"\n  late: \"#224466\"\n  unused: \"#010203\"\n"
        text += "presets:\n"
        // Three names outside every palette and two asset colours, in both halves.
        let outsideStride = presets / 3, assetStride = presets / 2
        for i in 0..<presets {
            let colour =
                i == presets - 1
                ? "late"
                : i % outsideStride == 0
                    ? "system\((i / outsideStride) % 2 == 0 ? "Red" : "Blue")" : i % assetStride == 1 ? "{ asset: Tint\(i) }" : "brand"
            text += "  p\(i):\n    base: listGroupedCell\n    backgroundColor: \(colour)\n"
        }
        let program = try ThemeLoader().load(.bytes(Array(text.utf8), path: "names.theme.yaml")).program
        var outside: [Located<String>] = []
        var assets: [ColorExpression] = []
        var named = Set<String>()
        program.documents[0].forEachColorReference(
            { reference in
                if program.colorPosition(named: reference.value, from: 0) != nil { named.insert(reference.value) } else { outside.append(reference) }
            }, asset: { assets.append($0) })
        #expect(named == ["brand", "late"])
        #expect(outside.map(\.value) == ["systemRed", "systemBlue", "systemRed"] && assets.count == 2)
        #expect(program.namesOutsidePalettes == [outside])
        #expect(program.assetColors == [assets])
        #expect(program.namesOutsidePalettes[0].map(\.location) == outside.map(\.location))
        let marked = program.root.colors.indices.filter { program.namedPaletteColors[0][$0] }
        #expect(Set(marked.map { program.root.colors[$0].name.value }) == named)
    }

    /// A finding's message is kept in storage of its own length, and reads as it was built,
    /// whatever its length and characters.
    @Test func aFindingKeepsItsMessageAsBuilt() {
        var collector = DiagnosticCollector()
        var built: [String] = []
        for length in 0..<48 {
            var message = ""
            for i in 0..<length { message += i % 7 == 3 ? "é" : i % 11 == 5 ? "—" : "a" }
            built.append(message)
            collector.report(.redundantOverride, message, at: SourceLocation(file: "m.yaml", line: length + 1, column: 1))
        }
        #expect(collector.diagnostics.map(\.message) == built)
        let composed = "the '" + "highlighted" + "' override — " + String(repeating: "x", count: 200)
        #expect(DiagnosticText(composed).copiedToFit.string == composed)
    }
}
