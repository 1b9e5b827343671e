import Foundation
import Testing
import TestSupport
@testable import ThemeCompiler

/// The one definition of "looks alike" (issue 18): CIEDE2000 after compositing over the
/// list's background, textures covering colour, and the rows `selection-invisible` names
/// being exactly the rows the preview marks.
@Suite struct LookAlikeTests {
    // MARK: - Colour difference

    /// Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 25 with their ΔE00.
    @Test(arguments: [
        (ColorDifference.Lab(50, 2.6772, -79.7751), ColorDifference.Lab(50, 0, -82.7485), 2.0425),
        (ColorDifference.Lab(50, 0, 0), ColorDifference.Lab(50, -1, 2), 2.3669),
        (ColorDifference.Lab(50, 2.5, 0), ColorDifference.Lab(73, 25, -18), 27.1492),
        (ColorDifference.Lab(60.2574, -34.0099, 36.2677), ColorDifference.Lab(60.4626, -34.1751, 39.4387), 1.2644),
    ])
    func ciede2000MatchesThePublishedTestData(_ a: ColorDifference.Lab, _ b: ColorDifference.Lab, _ expected: Double) {
        #expect(abs(ColorDifference.deltaE(a, b) - expected) < 0.0001)
        #expect(abs(ColorDifference.deltaE(b, a) - expected) < 0.0001)
    }

    /// The generated table (Scripts/generate-transfer-table.py) holds the formula's values:
    /// the bits `pow` gives here (glibc's, which generated it), or within one unit in the last
    /// place where another C library's `pow` rounds the other way.
    @Test func theTransferTableHoldsTheFormulasValues() {
        func curve(_ i: Int) -> Double {
            let v = Double(i) / 4096
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        #expect(ColorDifference.linearTable.count == 4097)
        for (i, value) in ColorDifference.linearTable.enumerated() {
            #expect(abs(value - curve(i)) <= curve(i).ulp, "entry \(i): \(value), the formula \(curve(i))")
            #if os(Linux)
                #expect(value.bitPattern == curve(i).bitPattern, "entry \(i): \(value), glibc's pow \(curve(i))")
            #endif
        }
    }

    @Test func theTabulatedTransferCurveFollowsTheFormula() {
        for step in 0...1000 {
            let v = Double(step) / 1000
            let exact = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            #expect(abs(ColorDifference.linear(v) - exact) < 1e-6, "\(v)")
        }
    }

    /// `areClose` answers `deltaE(a, b) < threshold` exactly, where its luminance and
    /// lightness bounds decide and where they do not: a grid of colours, each also beside
    /// colours a little lighter or of another hue, at thresholds around the differences and
    /// around where the luminance bound starts to decide.
    @Test func areCloseIsDeltaEBelowTheThreshold() {
        let steps: [Double] = [0, 0.25, 0.5, 0.75, 1]
        var colours: [RGBA] = []
        for r in steps { for g in steps { for b in steps { colours.append(RGBA(red: r, green: g, blue: b)) } } }
        var pairs: [(RGBA, RGBA)] = []
        for a in colours {
            for b in colours { pairs.append((a, b)) }
            for d in [0.002, 0.01, 0.03] {
                pairs.append((a, RGBA(red: min(a.red + d, 1), green: min(a.green + d, 1), blue: min(a.blue + d, 1))))
                pairs.append((a, RGBA(red: a.red, green: max(a.green - d, 0), blue: min(a.blue + d, 1))))
            }
        }
        var wrong: [String] = []
        for (a, b) in pairs {
            let difference = ColorDifference.deltaE(a, b)
            let luminanceBound = 116 * abs(ColorDifference.luminance(a) - ColorDifference.luminance(b)) / 3.001 / 1.75
            for threshold in [
                0, 0.5, 1, 2, 3.5, 10, difference, difference.nextUp, difference.nextDown, luminanceBound, luminanceBound.nextUp,
                luminanceBound.nextDown, luminanceBound * 0.999,
            ] {
                if ColorDifference.areClose(a, b, threshold: threshold) != (difference < threshold) {
                    wrong.append("\(a.hexString) \(b.hexString) at \(threshold)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test func nearWhiteIsBelowAJustNoticeableDifferenceAndGray4IsNot() {
        #expect(ColorDifference.deltaE(RGBA(hex: "#FEFEFE")!, .white) < 1)
        #expect(ColorDifference.deltaE(RGBA(hex: "#D1D1D6")!, .white) > 5)
        #expect(ColorDifference.deltaE(.white, .white) == 0)
    }

    @Test func translucentColoursAreSeenOverTheList() {
        let wash = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(wash.composited(over: .white) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(RGBA.clear.composited(over: .white) == .white)
    }

    // MARK: - Lint and preview agree

    static let themes: [String] = [
        // A preset-level colour with no overrides.
        """
        theme: T
        version: 1
        presets:
          row:
            base: listPlainCell
            backgroundColor: systemBlue
        """,
        // An override indistinguishable in dark mode only.
        """
        theme: T
        version: 1
        colors:
          card: { light: "#FFFFFF", dark: "#2C2C2E" }
        presets:
          card:
            base: listGroupedCell
            backgroundColor: card
            states:
              highlighted: { backgroundColor: systemGray4 }
              selected: { backgroundColor: systemGray5 }
              highlighted+selected: { backgroundColor: systemGray4 }
        """,
        // A texture over the system's own selection colour.
        """
        theme: T
        version: 1
        presets:
          row:
            base: listPlainCell
            customView: { image: linen }
        """,
        // A well-written brand row: nothing looks alike.
        """
        theme: T
        version: 1
        colors:
          brand: { light: "#1F5FBF", dark: "#4A8FE7" }
          pressed: { from: brand, mix: black, amount: 0.2 }
        presets:
          row:
            base: listPlainCell
            backgroundColor: brand
            states:
              highlighted: { backgroundColor: pressed }
              selected: { backgroundColor: pressed }
              highlighted+selected: { backgroundColor: pressed }
        """,
        // Disabled rows drawn like selected ones (state-look-alike).
        """
        theme: T
        version: 1
        precedence: [selected, highlighted, disabled]
        presets:
          row:
            base: listPlainCell
            backgroundColor: systemBackground
            states:
              highlighted: { backgroundColor: systemGray3 }
              selected: { backgroundColor: systemGray5 }
              disabled: { backgroundColor: systemGray5 }
        """,
    ]

    /// Every row the preview marks is named by a `selection-invisible` or `state-look-alike`
    /// finding and every row a finding names is marked, with the row it looks like.
    @Test(arguments: LookAlikeTests.themes)
    func everyMarkedRowIsNamedInAFindingAndViceVersa(_ text: String) throws {
        let (result, _) = try compileTheme(text)
        let table = try #require(result.table, "\(describe(result.diagnostics))")
        let html = String(decoding: PreviewEmitter(declaredIn: result.program).emit([table], findings: []), as: UTF8.self)
        let keys = Set(table.presets[0].rows.states.map(\.key))
        var marked = Set<String>()
        for figure in html.components(separatedBy: "<figure>").dropFirst() {
            let key = try #require(Self.firstMatch(#"data-state="([^"]+)""#, in: figure))
            guard let twin = Self.firstMatch(#"looks like ([A-Za-z+]+)<"#, in: figure) else { continue }
            marked.insert(key)
            // The twin is a row of the table: the same row without one of its atoms, or a
            // disabled row's twin, the same row enabled with a feedback atom.
            let atoms = Set(key.split(separator: "+")), twinAtoms = Set(twin.split(separator: "+"))
            let enabled = atoms.subtracting(["disabled"])
            #expect(
                keys.contains(twin) || twin == "normal",
                "\(key) looks like \(twin)")
            #expect(
                twinAtoms.isStrictSubset(of: atoms) || twin == "normal"
                    || atoms.contains("disabled") && twinAtoms.subtracting(enabled).count == 1 && enabled.isSubset(of: twinAtoms),
                "\(key) looks like \(twin)")
        }
        var named = Set<String>()
        for finding in result.diagnostics where [.selectionInvisible, .stateLookAlike].contains(finding.rule) {
            let list = try #require(Self.firstMatch(#"the rows? ((?:'[A-Za-z+]+'(?:, )?)+)"#, in: finding.message))
            for key in list.split(separator: ",") where key.contains("'") {
                named.insert(key.trimmingCharacters(in: CharacterSet(charactersIn: " '")))
            }
        }
        #expect(marked == named, "marked \(marked.sorted()), named \(named.sorted())\n\(describe(result.diagnostics))")
    }

    /// The first capture group of `pattern` in `text`.
    static func firstMatch(_ pattern: String, in text: String) -> String? {
        let regex = try! NSRegularExpression(pattern: pattern)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }

    @Test func theCardsSelectedDarkRowLooksLikeItsDarkRow() throws {
        let (result, _) = try compileTheme(Self.themes[1])
        let rows = try #require(result.table?.presets[0].rows)
        let twins = try #require(rows.lookAlikes(threshold: LookAlikes.defaultThreshold)).twins
        #expect(twins.map { "\(rows.states[$0.row].key)→\(rows.states[$0.twin].key)" } == ["selected+dark→dark"])
    }

    @Test func aLowerThresholdTellsNearWhiteApart() throws {
        let theme = """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: "#FFFFFF"
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: "#FEFEFE" }
                  highlighted+selected: { backgroundColor: systemGray4 }
            """
        let (result, _) = try compileTheme(theme)
        let rows = try #require(result.table?.presets[0].rows)
        #expect(rows.lookAlikes(threshold: 2)?.twins.count == 2)  // selected, selected+dark
        #expect(rows.lookAlikes(threshold: 0.1)?.twins.isEmpty == true)
    }

    @Test func aTextureKeptInBothRowsCoversTheColourUnderIt() throws {
        let covered = """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                customView: { image: linen }
                states:
                  selected: { backgroundColor: systemRed }
            """
        let (result, _) = try compileTheme(covered)
        let rows = try #require(result.table?.presets[0].rows)
        let twins = try #require(rows.lookAlikes(threshold: 2)).twins
        #expect(twins.contains { rows.states[$0.row] == StateSet([.selected]) })
        let shown = covered.replacingOccurrences(of: "systemRed }", with: "systemRed, customView: null }")
        let (uncovered, _) = try compileTheme(shown)
        let shownRows = try #require(uncovered.table?.presets[0].rows)
        #expect(try #require(shownRows.lookAlikes(threshold: 2)).twins.allSatisfy { shownRows.states[$0.row].contains(.highlighted) })
    }

    @Test func aSidebarHighlightIsNotAskedOfATheme() throws {
        // The sidebar style draws no highlight of its own (clear, like its normal row).
        let (result, _) = try compileTheme(
            """
            theme: T
            version: 1
            presets:
              side:
                base: listSidebarCell
                states:
                  highlighted: { cornerRadius: 10 }
            """)
        let rows = try #require(result.table?.presets[0].rows)
        #expect(try #require(rows.lookAlikes(threshold: 2)).twins.isEmpty)
        #expect(!result.diagnostics.contains { $0.rule == .selectionInvisible }, "\(describe(result.diagnostics))")
    }

    /// `SystemDefaults.statefulDefaults` is the whole of what changes with the state: every
    /// other default is the same in every state of every style (the analysis compares only it).
    @Test func disabledRowsDrawnLikeSelectedOnesAreTwinsOnlyWhereTheSelectionShows() throws {
        let (result, _) = try compileTheme(Self.themes[4])
        let rows = try #require(result.table?.presets[0].rows)
        let twins = rows.disabledLookAlikes(threshold: LookAlikes.defaultThreshold)
        #expect(twins.map { "\(rows.states[$0.row].key)→\(rows.states[$0.twin].key)" } == ["disabled→selected", "disabled+dark→selected+dark"])
        let finding = try #require(result.diagnostics.first { $0.rule == .stateLookAlike })
        #expect(
            finding.message
                == "in 'row' the rows 'disabled', 'disabled+dark' look like the rows 'selected', 'selected+dark': in light mode the 'disabled' colour systemGray5 (#E5E5EA) is the same as the 'selected' row's systemGray5 (#E5E5EA), so a user reads an unavailable row as selected — give 'disabled' a look of its own (the normal colour dimmed, or no colour), or give 'selected' another colour"
        )
        #expect("\(finding.location.line):\(finding.location.column)" == "11:19")
        // A selection drawn like the normal row is selection-invisible's: every row looks
        // alike, and a disabled row drawn like it tells nothing new.
        let (invisible, _) = try compileTheme(
            Self.themes[4].replacingOccurrences(
                of: "selected: { backgroundColor: systemGray5 }", with: "selected: { backgroundColor: systemBackground }"
            )
            .replacingOccurrences(of: "disabled: { backgroundColor: systemGray5 }", with: "disabled: { backgroundColor: systemBackground }"))
        #expect(!invisible.diagnostics.contains { $0.rule == .stateLookAlike }, "\(describe(invisible.diagnostics))")
        // A dimmed disabled colour is a look of its own.
        let (dimmed, _) = try compileTheme(
            Self.themes[4].replacingOccurrences(of: "disabled: { backgroundColor: systemGray5 }", with: "disabled: { backgroundColor: systemGray6 }"))
        #expect(!dimmed.diagnostics.contains { $0.rule == .stateLookAlike }, "\(describe(dimmed.diagnostics))")
    }

    /// `LookAlikes.drawTheSame` answers for two rows without building their looks: only
    /// where the same settings decide both and each default that differs between the two
    /// states is overridden. A highlighted cell takes its style's colour, a swiped glass cell
    /// is rounded by its style, and a pinned plain header blurred: the same winners are not
    /// enough there, unless the theme sets the colour, the radius or the effect. Wherever it
    /// says yes, the two looks are the same.
    @Test(arguments: [DesignGeneration.classic, .glass])
    func rowsSaidToDrawTheSameHaveTheSameLook(design: DesignGeneration) throws {
        let body = """
              cell:
                base: listPlainCell
                backgroundColor: "#FFFFFF"
                states:
                  highlighted+swiped: { strokeWidth: 1 }
              roundedCell:
                extends: cell
                cornerRadius: 8
              styleColoured:
                base: listPlainCell
                states:
                  highlighted+swiped: { strokeWidth: 1 }
              header:
                base: listPlainHeaderFooter
                backgroundColor: "#FFFFFF"
                states:
                  focused+pinned: { strokeWidth: 1 }
              blurredHeader:
                extends: header
                visualEffect: systemMaterial
            """
        let table = try DesignGenerationTests.compile(body, header: "deploymentTarget: { iOS: \"26.0\" }\n", design: design)
        func rows(_ name: String) throws -> WinnerRows {
            try #require(table.presets.first { $0.name == name }?.rows.source as? WinnerRows)
        }
        func same(_ preset: String, _ a: String, _ b: String) throws -> Bool {
            let rows = try rows(preset)
            let r = try #require(rows.states.firstIndex { $0.key == a }), t = try #require(rows.states.firstIndex { $0.key == b })
            return LookAlikes.drawTheSame(r, t, rows)
        }
        #expect(try same("cell", "swiped", "normal") == (design == .classic))
        #expect(try same("roundedCell", "swiped", "normal"))
        #expect(try !same("header", "pinned", "normal"))
        #expect(try same("blurredHeader", "pinned", "normal"))
        #expect(try !same("cell", "highlighted+swiped", "swiped"))
        // The style's own highlight: a background no setting decides.
        #expect(try !same("styleColoured", "highlighted", "normal"))
        #expect(try same("cell", "highlighted", "normal"))
        for preset in table.presets {
            let rows = try #require(preset.rows.source as? WinnerRows)
            for r in rows.states.indices {
                for t in rows.states.indices where ColorTraits(rows.states[r]) == ColorTraits(rows.states[t]) {
                    guard LookAlikes.drawTheSame(r, t, rows) else { continue }
                    let list = rows.styleDefaults.list.color(for: ColorTraits(rows.states[r]))
                    #expect(
                        rows.look(row: r, over: list).looksAlike(rows.look(row: t, over: list), threshold: 1e-12),
                        "\(preset.name): \(rows.states[r].key) and \(rows.states[t].key)")
                }
            }
        }
    }

    @Test func onlyTheStatefulDefaultsChangeWithTheState() {
        let stateful: Set<Property> = [.backgroundColor, .cornerRadius, .visualEffect]
        for style in SystemStyle.allCases {
            for design in DesignGeneration.allCases {
                for bits in 0..<UInt16(1 << 13) where bits.nonzeroBitCount <= 3 {
                    let state = StateSet(bits: bits)
                    for property in Property.all where !stateful.contains(property) {
                        #expect(
                            SystemDefaults.value(of: property, style: style, in: state, design: design)
                                == SystemDefaults.value(of: property, style: style, in: StateSet(), design: design))
                    }
                }
            }
        }
    }
}
