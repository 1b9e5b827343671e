import Foundation
import Testing
import TestSupport
import ThemeSyntax
@testable import ThemeCompiler

/// What a new user hit: the seed's texture trap, a fix-it that broke the selector,
/// duplicate merge keys, and a second document reported as a syntax error.
@Suite struct NewUserFindingTests {
    static func findings(_ text: String) throws -> [Diagnostic] { try compileTheme(text).0.diagnostics }

    /// The seed's texture trap: a row under a custom view whose `selector` block sets a colour
    /// (on line 9; the custom view on line 7).
    static func texturedRow(overriddenIn selector: String) -> String {
        """
        theme: Seed
        version: 1
        presets:
          row:
            base: listPlainCell
            backgroundColor: systemBlue
            customView: { image: linen }
            states:
              \(selector): { backgroundColor: systemGray4 }
        """
    }

    @Test func aColourOverrideUnderATextureIsReported() throws {
        let found = try Self.findings(Self.texturedRow(overriddenIn: "selected"))
        let finding = try #require(found.first { $0.rule == .coveredBackground }, "\(describe(found))")
        #expect(finding.location.line == 9 && finding.location.column == 19)
        #expect(finding.message.contains("add 'customView: null' to the 'selected' block"))
        // It names every row the hidden colour decides (those the preview marks).
        #expect(
            finding.message.contains(
                "still covers the background in the rows 'selected', 'highlighted+selected', 'selected+dark', 'highlighted+selected+dark'"),
            "\(finding.message)")
        #expect(finding.related.first?.location.line == 7)
    }

    /// The block is named as the theme writes it, in any order and spacing, plain or quoted,
    /// in YAML or JSON; by its atoms' canonical key only when the key read back from the file
    /// does not spell them (an escape).
    @Test func aCoveredBlockIsNamedAsWritten() throws {
        let found = try Self.findings(Self.texturedRow(overriddenIn: "selected + highlighted"))
        let finding = try #require(found.first { $0.rule == .coveredBackground }, "\(describe(found))")
        #expect(finding.location.line == 9 && finding.location.column == 33)
        #expect(
            finding.message.hasPrefix("the 'selected + highlighted' override of 'backgroundColor' in 'row' never shows")
                && finding.message.contains("to the 'selected + highlighted' block"), "\(finding.message)")

        let quoted = try Self.findings(Self.texturedRow(overriddenIn: "'selected+highlighted'"))
        #expect(quoted.contains { $0.rule == .coveredBackground && $0.message.contains("to the 'selected+highlighted' block") })
        let escaped = try Self.findings(Self.texturedRow(overriddenIn: #""selected+\u0068ighlighted""#))
        #expect(escaped.contains { $0.rule == .coveredBackground && $0.message.contains("to the 'highlighted+selected' block") })

        let json = """
            {"theme": "Seed", "version": 1, "presets": {"row": {"base": "listPlainCell", "customView": {"image": "linen"},
              "states": {"selected+highlighted": {"backgroundColor": "systemGray4"}}}}}
            """
        let fromJSON = try compileTheme(json, name: "seed.theme.json").0.diagnostics
        #expect(fromJSON.contains { $0.rule == .coveredBackground && $0.message.contains("to the 'selected+highlighted' block") })
    }

    @Test func anImageCoversTooButNullingItInTheStateDoesNot() throws {
        let covered = try Self.findings(
            """
            theme: Seed
            version: 1
            presets:
              row:
                base: listPlainCell
                image: linen
                states:
                  highlighted: { backgroundColor: systemGray4 }
            """)
        #expect(covered.contains { $0.rule == .coveredBackground && $0.message.contains("'image: null'") })
        let shown = try Self.findings(
            """
            theme: Seed
            version: 1
            presets:
              row:
                base: listPlainCell
                image: linen
                states:
                  highlighted: { backgroundColor: systemGray4, image: null }
            """)
        #expect(!shown.contains { $0.rule == .coveredBackground })
    }

    @Test func theShippedLinenThemeIsNotCovered() throws {
        let result = try ThemePipeline().compile(.file(packageRoot + "/Themes/Linen.theme.yaml"))
        #expect(!result.diagnostics.contains { $0.rule == .coveredBackground })
    }

    @Test func aMisspeltAtomIsLocatedAndTheWholeSelectorSuggested() throws {
        let found = try Self.findings(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listGroupedCell
                states:
                  selected+focussed: { cornerRadius: 3 }
                  "highlighted + selcted": { cornerRadius: 4 }
            """)
        let unknown = found.filter { $0.rule == .unknownState }
        #expect(unknown.count == 2, "\(describe(found))")
        #expect(unknown[0].location.line == 7 && unknown[0].location.column == 16)
        #expect(unknown[0].suggestion == "selected+focused")
        #expect(unknown[1].location.line == 8 && unknown[1].location.column == 22)
        #expect(unknown[1].suggestion == "highlighted+selected")
    }

    @Test func aSecondMergeKeyIsADuplicateKey() throws {
        let found = try Self.findings(
            """
            theme: T
            version: 1
            presets:
              a: &a
                base: clear
              b: {<<: *a, <<: {cornerRadius: 3}}
            """)
        let duplicate = try #require(found.first { $0.rule == .duplicateKey }, "\(describe(found))")
        #expect(duplicate.location.line == 6 && duplicate.location.column == 15)
        #expect(duplicate.related.first?.location.column == 7)
    }

    @Test func aSecondDocumentHasItsOwnRule() throws {
        let found = try Self.findings("theme: A\nversion: 1\npresets: {}\n---\ntheme: B\n")
        #expect(found.map(\.rule) == [.multipleDocuments], "\(describe(found))")
        #expect(found.first?.location.line == 4)
    }
}

/// One mistake, one finding; and messages that say what to write instead.
@Suite struct NewUserMessageTests {
    static func findings(_ text: String) throws -> [Diagnostic] { try compileTheme(text).0.diagnostics }
    static let preset = "theme: T\nversion: 1\npresets:\n  row:\n    base: listPlainCell\n"

    @Test func anUnquotedHexColourIsOneFinding() throws {
        let found = try Self.findings(Self.preset + "    backgroundColor: #1F5FBF\n")
        #expect(found.map(\.rule) == [.unquotedHexColor], "\(describe(found))")
    }

    @Test func aMergeOfAnUndefinedAliasIsOneFinding() throws {
        let found = try Self.findings("theme: T\nversion: 1\npresets:\n  row:\n    <<: *nothere\n    base: clear\n")
        #expect(found.count == 1 && found[0].message.contains("undefined alias"), "\(describe(found))")
    }

    @Test func aTabSaysYAMLIndentsWithSpaces() throws {
        let found = try Self.findings("theme: T\nversion: 1\npresets:\n\trow:\n    base: clear\n")
        #expect(found.count == 1 && found[0].message.contains("YAML indents with spaces"), "\(describe(found))")
    }

    @Test(arguments: ["1e400", ".inf", ".nan", "-.Inf"])
    func aNonFiniteNumberSaysItMustBeFinite(_ value: String) throws {
        let found = try Self.findings(Self.preset + "    cornerRadius: \(value)\n")
        #expect(found.first?.message.contains("must be finite") == true, "\(describe(found))")
    }

    @Test func anUnknownEnumValueListsTheValuesAndSuggestsTheNearest() throws {
        let found = try Self.findings(Self.preset + "    imageContentMode: aspectFill\n    visualEffect: blurry\n")
        #expect(found.count == 2, "\(describe(found))")
        #expect(found[0].suggestion == "scaleAspectFill" && found[0].message.contains("'scaleAspectFit'"))
        #expect(found[1].message.contains("valid values: 'none', 'extraLight'"))
    }

    @Test func aStatePrefixedPropertySaysWhereTheIdeaGoes() throws {
        let found = try Self.findings(Self.preset + "    selectedBackgroundColor: systemGray4\n")
        #expect(found.first?.message.contains("'states: { selected: { backgroundColor: … } }'") == true, "\(describe(found))")
        let top = try Self.findings("theme: T\nversion: 1\nbackgroundColor: red\npresets: {}\n")
        #expect(top.first?.message.contains("properties belong to a preset") == true, "\(describe(top))")
    }

    @Test func aMisspeltReferenceIsSuggestedFromAMalformedDefinition() throws {
        let found = try Self.findings(
            """
            theme: T
            version: 1
            colors:
              brand: "#12345"
            presets:
              row:
                base: clear
                backgroundColor: brnd
              other:
                base: clear
                backgroundColor: brand
            """)
        let undefined = found.filter { $0.rule == .undefinedColor }
        #expect(undefined.count == 1 && undefined.first?.suggestion == "brand", "\(describe(found))")
    }
}
