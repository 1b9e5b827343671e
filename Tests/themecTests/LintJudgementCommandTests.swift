import Foundation
import Testing
import TestSupport

/// Issue 18 through the binary: each case of "Why" gives the true cause, once, with its fix;
/// the preview marks the rows lint names.
@Suite struct LintJudgementCommandTests {
    /// Lints `theme` (and `files`) in a scratch directory with the xcode reporter; the lines
    /// of standard output that are findings (related locations, which name no rule, left out).
    static func lint(_ theme: String, files: [String: String] = [:], arguments: [String] = []) throws -> (lines: [String], status: Int32) {
        let dir = Scratch.directory("judgement")
        Scratch.write(theme, to: dir + "/t.theme.yaml")
        for (name, text) in files { Scratch.write(text, to: dir + "/" + name) }
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode"] + arguments + ["t.theme.yaml"], in: dir)
        let lines = out.stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("]") }
        return (lines, out.status)
    }

    static let brand = """
        theme: Brand
        version: 1
        deploymentTarget: { iOS: "15.0" }
        colors:
          brand: { light: "#1F5FBF", dark: "#4A8FE7" }
          pressed: { from: brand, mix: black, amount: 0.2 }
          faded: { from: brand, alpha: 0.4 }
        presets:
          row:
            base: listPlainCell
            backgroundColor: brand
            states:
              highlighted: { backgroundColor: pressed }
              selected: { backgroundColor: pressed }
              highlighted+selected: { backgroundColor: pressed }
              disabled: { backgroundColor: faded }
        """

    @Test func aWellWrittenBrandRowIsNotCalledInvisible() throws {
        let (lines, _) = try Self.lint(Self.brand)
        #expect(!lines.contains { $0.contains("[selection-invisible]") }, "\(lines)")
        // What is true is reported once, by the rule that owns it.
        #expect(lines.filter { $0.contains("[ambiguous-override]") }.count == 2)
        #expect(lines.contains { $0.contains("'selected+disabled' row") })
    }

    @Test func aTieTheAuthorDecidedIsAtMostANoteNamingTheRows() throws {
        let theme = Self.brand.replacingOccurrences(of: "presets:", with: "precedence: [swiped, selected]\npresets:")
        let (lines, _) = try Self.lint(theme)
        let invisible = lines.filter { $0.contains("[selection-invisible]") }
        #expect(invisible.count == 1, "\(lines)")
        #expect(invisible.allSatisfy { $0.contains(": note: ") && !$0.contains("for every state") })
        #expect(
            invisible.first?.contains(
                "loses in the rows 'highlighted+disabled', 'highlighted+disabled+dark' to the 'disabled' one, which your 'precedence' list ranks higher"
            ) == true)
    }

    @Test func aPresetLevelColourNamesItsRowsAndTheFix() throws {
        let (lines, _) = try Self.lint(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
            """)
        #expect(
            lines == [
                "t.theme.yaml:6:5: warning: 'row' sets 'backgroundColor' for every state and no override names 'highlighted' and 'selected', so the rows 'highlighted', 'selected', 'highlighted+dark', 'selected+dark' look like the same rows without 'highlighted' and 'selected': UIKit pins an assigned colour in every state, and the system's colour (systemGray4) never shows — add 'highlighted: { backgroundColor: … }' and 'selected: { backgroundColor: … }', or leave the colour to the style [selection-invisible]"
            ], "\(lines)")
    }

    /// An override that names the state only in other rows (`highlighted+focused`) does not
    /// make "no override names 'focused'" true: the message says none applies to the rows.
    @Test func anOverrideNamingTheStateElsewhereIsNotDenied() throws {
        let (lines, _) = try Self.lint(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                states:
                  highlighted: { backgroundColor: systemRed }
                  selected+highlighted: { backgroundColor: systemRed }
                  selected: { backgroundColor: systemGreen }
                  highlighted+focused: { backgroundColor: systemBlue }
            """)
        let pinned = lines.filter { $0.contains("for every state") }
        #expect(
            pinned == [
                "t.theme.yaml:6:5: warning: 'row' sets 'backgroundColor' for every state and no override naming 'focused' applies to the rows 'focused', 'focused+dark', so they look like the same rows without 'focused': UIKit pins an assigned colour in every state, and the system's colour (the tint colour) never shows — add 'focused: { backgroundColor: … }', or leave the colour to the style [selection-invisible]"
            ], "\(lines)")
    }

    @Test func aTextureOverTheSystemSelectionColourIsReported() throws {
        let seed = """
            theme: Seed
            version: 1
            presets:
              row:
                base: listPlainCell
                customView: { image: linen, contentMode: scaleAspectFill }
            """
        let (lines, _) = try Self.lint(seed)
        #expect(lines.count == 1, "\(lines)")
        #expect(
            lines.first?.hasPrefix(
                "t.theme.yaml:6:5: warning: the 'customView' of 'row' covers the background in the rows 'highlighted', 'selected', 'highlighted+dark', 'selected+dark', so the system's colour for 'highlighted' and 'selected' (systemGray4) never shows"
            ) == true)
        #expect(lines.first?.contains("add 'highlighted: { customView: null }' and 'selected: { customView: null }'") == true)
        let fixed = seed + "\n    states:\n      highlighted: { customView: null }\n      selected: { customView: null }\n"
        #expect(try Self.lint(fixed).lines.isEmpty)
    }

    static let card = """
        theme: Card
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
        """

    @Test func aColourThatDisappearsInDarkModeNamesTheVariantAndBothColours() throws {
        let (lines, _) = try Self.lint(Self.card)
        #expect(
            lines == [
                "t.theme.yaml:11:19: warning: in dark mode the 'selected' colour systemGray5 (#2C2C2E) is the same as the 'dark' row's card (#2C2C2E), so the row 'selected+dark' looks like the same row without 'selected' — pick a colour that stands out from it in dark mode too (a variant map gives each appearance its own value) [selection-invisible]"
            ], "\(lines)")
        let fixed = Self.card.replacingOccurrences(of: "backgroundColor: systemGray5", with: "backgroundColor: systemGray3")
        #expect(try Self.lint(fixed).lines.isEmpty)
    }

    /// A colour the same as its neighbour's in every appearance is to be changed in each of
    /// them: the message names both, with no "too" (it stands out nowhere).
    @Test func aColourTheSameInEveryAppearanceNamesEachOfThem() throws {
        let theme = """
            theme: T
            version: 1
            colors:
              ink: "#112233"
              twin: "#112233"
            presets:
              row:
                base: listPlainCell
                backgroundColor: ink
                states:
                  highlighted: { backgroundColor: twin }
            """
        let (lines, _) = try Self.lint(theme)
        #expect(
            lines.filter { $0.hasPrefix("t.theme.yaml:11:") } == [
                "t.theme.yaml:11:22: warning: in light mode the 'highlighted' colour twin (#112233) is the same as the 'normal' row's ink (#112233), so the rows 'highlighted', 'highlighted+dark' look like the same rows without 'highlighted' — pick a colour that stands out from it in light mode and dark mode (a variant map gives each appearance its own value) [selection-invisible]"
            ], "\(lines)")
    }

    @Test func aNearWhiteSelectionIsReportedAndTheThresholdIsConfigurable() throws {
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
        let (lines, _) = try Self.lint(theme)
        #expect(
            lines.count == 1 && lines[0].contains("in light mode the 'selected' colour #FEFEFE cannot be told from the 'normal' row's #FFFFFF"),
            "\(lines)")
        let strict = try Self.lint(theme, files: [".themec.yml": "lookAlikeThreshold: 0.1\n"])
        #expect(strict.lines.isEmpty, "\(strict.lines)")
        let bad = try Self.lint(theme, files: [".themec.yml": "lookAlikeThreshold: 0\n"])
        #expect(bad.status == 1)
        #expect(bad.lines.contains { $0.contains("[invalid-config]") && $0.contains("a number above 0 and at most 100 for 'lookAlikeThreshold'") })
    }

    @Test func thePreviewSaysWhichRowARowLooksLike() throws {
        let dir = Scratch.directory("judgement")
        Scratch.write(Self.card, to: dir + "/t.theme.yaml")
        let out = try ThemecBinary.run(["preview", "t.theme.yaml"], in: dir)
        #expect(out.status == 0)
        #expect(out.stdout.components(separatedBy: "<span class=\"twin\">looks like ").count == 2)
        #expect(out.stdout.contains("data-state=\"selected+dark\""))
        let swatch = try #require(out.stdout.components(separatedBy: "<figure>").first { $0.contains("data-state=\"selected+dark\"") })
        #expect(swatch.contains("<span class=\"twin\">looks like dark</span>"))
    }

    // MARK: - One finding per cause

    @Test func aQuotedWidthIsOneFinding() throws {
        let (lines, _) = try Self.lint(
            """
            theme: T
            version: 1
            presets:
              row:
                base: clear
                strokeColor: separator
                strokeWidth: "2"
            """)
        #expect(lines.count == 1 && lines[0].contains("[type-mismatch]"), "\(lines)")
    }

    @Test func aFailedImportIsOneFinding() throws {
        let theme = """
            theme: T
            version: 1
            imports: [Palete.theme.yaml]
            presets:
              row:
                base: listPlainCell
                backgroundColor: brand
                strokeColor: line
                strokeWidth: 1
                states:
                  selected: { backgroundColor: brand }
                  highlighted: { backgroundColor: line }
            """
        let palette = "theme: Palette\nversion: 1\ncolors:\n  brand: \"#1F5FBF\"\n  line: \"#CCCCCC\"\npresets: {}\n"
        let (lines, _) = try Self.lint(theme, files: ["Palette.theme.yaml": palette])
        #expect(lines.count == 1 && lines[0].contains("[import-failed]"), "\(lines)")
        // With the import fixed, the real judgements come back.
        let fixed = try Self.lint(theme.replacingOccurrences(of: "Palete", with: "Palette"), files: ["Palette.theme.yaml": palette])
        #expect(!fixed.lines.contains { $0.contains("[undefined-color]") || $0.contains("[import-failed]") }, "\(fixed.lines)")
    }

    @Test func aMisspeltColourGetsADidYouMeanAndNothingFollowsFromIt() throws {
        let (lines, _) = try Self.lint(
            """
            theme: T
            version: 1
            colors:
              brand: "#1F5FBF"
            presets:
              row:
                base: listPlainCell
                states:
                  highlighted: { backgroundColor: brnad }
                  selected: { backgroundColor: systemGray3 }
                  highlighted+selected: { backgroundColor: systemGray3 }
                  selceted+highlighted: { backgroundColor: systemGrey4 }
            """)
        #expect(
            lines.contains(
                "t.theme.yaml:9:39: error: undefined colour 'brnad' — did you mean 'brand'? — define it under 'colors', import the file that defines it, or use a system colour such as 'systemGray4' [undefined-color]"
            ), "\(lines)")
        // No 'brand is unused', no tie with the undefined colour, no look-alike from its stand-in.
        #expect(
            !lines.contains { $0.contains("[unused-color]") || $0.contains("[ambiguous-override]") || $0.contains("[selection-invisible]") },
            "\(lines)")
        // The misspelt block is its own mistake; the undefined colour inside it is another.
        #expect(lines.contains { $0.contains("[unknown-state]") })
        #expect(lines.contains { $0.contains("undefined colour 'systemGrey4' — did you mean 'systemGray4'?") })
    }

    // MARK: - color-transformer-conflict

    @Test func tintWithATransformerNeverConflicts() throws {
        let (lines, _) = try Self.lint(
            """
            theme: T
            version: 1
            deploymentTarget: { iOS: "14.0" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: tint
                backgroundColorTransformer: monochromeTint
            """)
        #expect(!lines.contains { $0.contains("[color-transformer-conflict]") }, "\(lines)")
    }

    @Test func aColourWithATransformerConflictsOnlyWhereIOS14IsATarget() throws {
        let theme = """
            theme: T
            version: 1
            deploymentTarget: { iOS: "TARGET" }
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                backgroundColorTransformer: grayscale
            """
        let old = try Self.lint(theme.replacingOccurrences(of: "TARGET", with: "14.0"))
        let conflict = old.lines.filter { $0.contains("[color-transformer-conflict]") }
        #expect(
            conflict.count == 1
                && conflict[0].contains("the deployment target (iOS 14.0) includes iOS 14, where UIKit ignores the transformer's result"),
            "\(old.lines)")
        let current = try Self.lint(theme.replacingOccurrences(of: "TARGET", with: "15.0"))
        #expect(!current.lines.contains { $0.contains("[color-transformer-conflict]") }, "\(current.lines)")
    }

    // MARK: - unquoted-hex-color in a flow mapping

    @Test func anUnquotedColourInAFlowMappingIsReportedAtItsHash() throws {
        let (lines, status) = try Self.lint(
            """
            theme: T
            version: 1
            colors:
              bg: { light: #FFFFFF, dark: "#1C1C1E" }
            presets:
              row:
                base: clear
                backgroundColor: bg
            """)
        #expect(status == 1)
        #expect(
            lines == [
                ##"t.theme.yaml:4:16: error: 'light' is empty because the unquoted '#FFFFFF' starts a YAML comment; write it quoted: "#FFFFFF" [unquoted-hex-color]"##
            ], "\(lines)")
        // A broken flow mapping without a colour in it keeps libyaml's own finding.
        let broken = try Self.lint("theme: T\nversion: 1\ncolors:\n  bg: { light: \"#FFFFFF\", dark: \"#1C1C1E\" \npresets:\n")
        #expect(broken.lines.count == 1 && broken.lines[0].contains("[syntax]"), "\(broken.lines)")
    }

    // MARK: - implausible-number

    @Test func aLengthBeyondAnyScreenIsAWarningWithThePlausibleRange() throws {
        let (lines, status) = try Self.lint(
            """
            theme: T
            version: 1
            presets:
              row:
                base: clear
                strokeColor: separator
                strokeWidth: 1e23
                backgroundInsets: { top: 0, leading: -1376, bottom: 0, trailing: -2000 }
            """)
        #expect(status == 0)
        #expect(
            lines == [
                "t.theme.yaml:7:18: warning: 'strokeWidth' is 1e23 points, larger than any screen (the largest lays out 1376 points across) — a plausible value is 0 to 1376; check for an extra digit or exponent [implausible-number]",
                "t.theme.yaml:8:70: warning: the 'trailing' inset is -2000 points, larger than any screen (the largest lays out 1376 points across) — a plausible value is -1376 to 1376; check for an extra digit or exponent [implausible-number]",
            ], "\(lines)")
    }
}
