import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler

/// What a new user hit: the seed's texture trap, a fix-it that broke the selector,
/// duplicate merge keys, and a second document reported as a syntax error.
@Suite struct NewUserFindingTests {
    static func findings(_ text: String) throws -> [Diagnostic] { try compileTheme(text).0.diagnostics }

    @Test func aColourOverrideUnderATextureIsReported() throws {
        let found = try Self.findings("""
            theme: Seed
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBlue
                customView: { image: linen }
                states:
                  selected: { backgroundColor: systemGray4 }
            """)
        let finding = try #require(found.first { $0.rule == .coveredBackground }, "\(describe(found))")
        #expect(finding.location.line == 9 && finding.location.column == 19)
        #expect(finding.message.contains("add 'customView: null' to the 'selected' block"))
        #expect(finding.related.first?.location.line == 7)
    }

    @Test func anImageCoversTooButNullingItInTheStateDoesNot() throws {
        let covered = try Self.findings("""
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
        let shown = try Self.findings("""
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
        let result = try ThemeCompiler().compile(packageRoot + "/Themes/Linen.theme.yaml")
        #expect(!result.diagnostics.contains { $0.rule == .coveredBackground })
    }

    @Test func aMisspeltAtomIsLocatedAndTheWholeSelectorSuggested() throws {
        let found = try Self.findings("""
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
        let found = try Self.findings("""
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
