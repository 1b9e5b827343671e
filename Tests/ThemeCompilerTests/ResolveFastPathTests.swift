import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The resolving and validating round after issue 18 replaced slow paths with fast ones; each
/// must answer what the slow one did: a setting's colour kept in a slot per expression
/// (`SettingColors`) against resolving its expression, the high-contrast question walked
/// without collecting references against the old scan (asked in the same order, since a
/// colour cycle's answers depend on it), and the single-edge cycle finder against the general
/// one.
@Suite struct ResolveFastPathTests {
    /// Palette colours that reach high-contrast variants directly, through references, and
    /// through cycles entered at different points.
    static let theme = """
        theme: Demo
        version: 1
        colors:
          plain: { light: "#102030", dark: "#304050" }
          contrasted: { light: "#FFFFFF", dark: "#000000", lightHighContrast: "#EEEEEE" }
          mixed: { from: plain, mix: contrasted, amount: 0.5 }
          faded: { from: mixed, alpha: 0.5 }
          loopA: { light: loopB, dark: "#000000" }
          loopB: { from: loopA, mix: contrasted, amount: 0.3 }
          loopC: { from: loopB, alpha: 0.4 }
          pair: { light: plain, dark: faded, darkHighContrast: plain }
        presets:
          a: { base: listPlainCell, backgroundColor: loopB }
          b: { base: listPlainCell, backgroundColor: plain, strokeColor: loopC, strokeWidth: 1 }
          c: { extends: b, backgroundColor: loopA, states: { selected: { backgroundColor: faded } } }
          d: { extends: c, strokeColor: mixed }
          e: { base: listPlainCell, backgroundColor: pair, states: { highlighted: { backgroundColor: "#112233" } } }
          f: { extends: a, shadowProperties: { color: loopC, opacity: 0.5, radius: 2 } }
          g: { base: listPlainCell, backgroundColor: { light: loopC, dark: plain } }
          h: { extends: e, backgroundColor: tint }
        """

    @Test func settingColorsAreTheColoursOfTheirExpressions() throws {
        let (result, _) = try compileTheme(Self.theme)
        let program = result.program
        let resolver = ThemeResolver(program: program)
        var colors = SettingColors()
        for index in program.root.presets.indices {
            let chain = try #require(PresetChain.build(for: .init(document: 0, index: index), in: program, order: resolver.order))
            // Asked twice: the second time every expression's slot is known.
            for _ in 0..<2 {
                let slots = colors.slots(of: SettingColors.keys(of: chain), count: chain.rules.count) { resolver.ruleColor($0, from: $1) }
                for (i, rule) in chain.rules.enumerated() {
                    guard let expression = rule.value?.color else {
                        #expect(slots[i] == SettingColors.none)
                        continue
                    }
                    let expected = resolver.ruleColor(expression, from: rule.document)
                    let found = colors.colors[Int(slots[i])]
                    #expect(found.variants == expected.variants && found.name == expected.name && found.asset == expected.asset)
                }
            }
        }
    }

    /// Many distinct expressions, met in an order that repeats some: each gets a slot of its
    /// own, kept as the table of slots grows past its first sizes (64, then by doubling), and
    /// an expression met again gets its first slot back.
    @Test func everyDistinctExpressionKeepsItsOwnSlotAsTheTableGrows() throws {
        let presets = (0..<300).map { i in
            "  p\(i): { base: listPlainCell, backgroundColor: \"#\(format6(i))\", strokeColor: \"#\(format6(i / 3))\", strokeWidth: 1 }"
        }
        let (result, _) = try compileTheme("presets:\n" + presets.joined(separator: "\n") + "\n")
        let program = result.program
        let resolver = ThemeResolver(program: program)
        var colors = SettingColors()
        var slotOf: [String: Int32] = [:]
        // Twice: the second time, every expression is looked up in the grown table.
        for index in Array(program.root.presets.indices) + Array(program.root.presets.indices) {
            let chain = try #require(PresetChain.build(for: .init(document: 0, index: index), in: program, order: resolver.order))
            let slots = colors.slots(of: SettingColors.keys(of: chain), count: chain.rules.count) { resolver.ruleColor($0, from: $1) }
            for (i, rule) in chain.rules.enumerated() {
                guard let expression = rule.value?.color, case .literal(let rgba) = expression.kind else { continue }
                let hex = rgba.hexString
                if let known = slotOf[hex] { #expect(slots[i] == known, "\(hex) met again") } else { slotOf[hex] = slots[i] }
                #expect(colors.colors[Int(slots[i])].variants == resolver.ruleColor(expression, from: rule.document).variants)
            }
        }
        #expect(slotOf.count == 300, "one slot per distinct colour")
        #expect(Set(slotOf.values).count == slotOf.count)
        #expect(colors.colors.count == slotOf.count)
    }

    /// Six hex digits of `n`, the same in red, green and blue order every time.
    private func format6(_ n: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<6).map { digits[(n >> (4 * (5 - $0))) & 0xF] })
    }

    /// A setting's "resolves to nothing", read from the colour its slot keeps
    /// (`WinnerRows.hasUnresolvedColor(setting:)`), is what resolving its expression again says
    /// (`PresetValidationContext.hasUnresolvedColor`): colours on cycles as a colour, a stroke and a
    /// shadow's colour, and colours that resolve.
    @Test func anUnresolvedColourIsReadFromItsSlot() throws {
        let (result, _) = try compileTheme(Self.theme)
        let resolver = ThemeResolver(program: result.program)
        var unresolved = 0
        for index in result.program.root.presets.indices {
            let rows = try #require(resolver.resolve(presetAt: index)?.rows)
            for (i, rule) in rows.rules.enumerated() {
                let expected = rule.value?.colors.contains { resolver.colors.resolve($0, from: rule.document) == nil } ?? false
                #expect(rows.hasUnresolvedColor(setting: i) == expected, "\(rule.property) of preset \(index)")
                if expected { unresolved += 1 }
            }
        }
        #expect(unresolved >= 3, "the theme has colours that resolve to nothing")
    }

    /// Two settings of the same colour value show the same only when their names and assets
    /// match too (`WinnerRows.showsTheSame` compares those where they are kept).
    @Test func aColourOfTheSameValueShowsTheSameOnlyUnderTheSameName() throws {
        let (result, _) = try compileTheme(
            """
            theme: Demo
            version: 1
            colors:
              ink: "#112233"
              twin: "#112233"
            presets:
              row:
                base: listPlainCell
                backgroundColor: ink
                states:
                  selected: { backgroundColor: ink }
                  highlighted: { backgroundColor: twin }
                  focused: { backgroundColor: "#112233" }
            """)
        let resolution = try #require(ThemeResolver(program: result.program).resolve(presetAt: 0))
        let rows = try #require(resolution.rows)
        func verdict(_ atom: StateAtom) throws -> Bool {
            let r = try #require(rows.rules.firstIndex { $0.selector.atoms == StateSet([atom]) })
            let row = try #require(rows.states.firstIndex(of: StateSet([atom])))
            let base = try #require(rows.rules.firstIndex { $0.selector.atoms.isEmpty && $0.property == .backgroundColor })
            return rows.showsTheSame(.backgroundColor, row: row, winner: Int32(r), alternative: Int32(base))
        }
        #expect(try verdict(.selected), "the same name and value")
        #expect(try !verdict(.highlighted), "another name of the same value")
        #expect(try !verdict(.focused), "a literal of the same value has no name")
    }

    /// A worker's resolver reads the palette its caller's resolved once (`ColorResolver
    /// .init(sharingPaletteOf:)`): every palette colour, cycles and colours that reach one
    /// included, reads as a resolver of its own finds it, whatever order that one met them in.
    @Test func aResolverSharingAPaletteFindsWhatAResolverOfItsOwnFinds() throws {
        let (result, _) = try compileTheme(Self.theme)
        let program = result.program
        let names = program.root.colors.map(\.name.value)
        let shared = ColorResolver(sharingPaletteOf: ColorResolver(program: program, design: .classic))
        var generator = SplitMix(seed: 23)
        for _ in 0..<40 {
            let own = ColorResolver(program: program, design: .classic)
            for name in names.shuffled(using: &generator) {
                let expression = ColorExpression(.named(name), at: SourceLocation(file: "t.yaml", line: 1, column: 1))
                #expect(own.resolve(expression, from: 0) == shared.resolve(expression, from: 0), "\(name)")
            }
        }
        let loopA = ColorExpression(.named("loopA"), at: SourceLocation(file: "t.yaml", line: 1, column: 1))
        #expect(shared.resolve(loopA, from: 0) == nil, "a colour on a cycle resolves to nothing")
    }

    @Test func theHighContrastQuestionAnswersAsTheScanOfReferencesDid() throws {
        let (result, _) = try compileTheme(Self.theme)
        let program = result.program
        // Every palette colour and setting expression, in several orders, each order from fresh memos.
        var expressions = program.root.colors.map { ColorExpression(.named($0.name.value), at: $0.name.location) }
        for preset in program.root.presets {
            for block in preset.blocks { expressions += block.settings.compactMap { $0.value?.color } }
        }
        var generator = SplitMix(seed: 18)
        for _ in 0..<40 {
            let order = expressions.shuffled(using: &generator)
            let fast = ColorResolver(program: program, design: .classic)
            var slow = ScanningResolver(program: program)
            for expression in order {
                #expect(fast.usesHighContrastVariant(expression, from: 0) == slow.uses(expression, from: 0))
            }
        }
    }

    @Test func theSingleEdgeCycleFinderFindsWhatTheGeneralOneFinds() {
        var generator = SplitMix(seed: 23)
        for _ in 0..<500 {
            let count = generator.int(0...30)
            let successors: [Int?] = (0..<count).map { _ in generator.int(0...3) == 0 ? nil : generator.int(0...max(count - 1, 0)) }
            let general = CycleFinder.cycles(nodeCount: count) { successors[$0].map { [$0] } ?? [] }
            #expect(CycleFinder.cycles(nodeCount: count) { successors[$0] } == general)
        }
    }
}

/// `ColorResolver.usesHighContrastVariant` as it was before it walked expressions in place:
/// every asset colour and reference collected first, then asked in order.
private struct ScanningResolver {
    let program: ThemeProgram
    var memo: [String: Bool] = [:]

    mutating func uses(_ expression: ColorExpression, from document: Int) -> Bool {
        if expression.hasHighContrastVariant { return true }
        if expression.assetColors.contains(where: {
            if case .asset(let name, _) = $0.kind { program.assets.colors[name]?.hasHighContrastAppearance ?? false } else { false }
        }) {
            return true
        }
        return expression.references.contains { reference in
            guard let found = program.color(named: reference.value, from: document) else { return false }
            let key = "\(found.document)/\(reference.value)"
            if let known = memo[key] { return known }
            memo[key] = false
            let result = uses(found.definition.value, from: found.document)
            memo[key] = result
            return result
        }
    }
}
