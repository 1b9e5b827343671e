import Testing
import TestSupport
@testable import ThemeCompiler

/// Issue 26, item 3: rules that stay true on the themes real apps write.
@Suite struct RealThemeFindingTests {
    static func findings(_ text: String) throws -> [Diagnostic] { try compileTheme(text).0.diagnostics }

    /// A colour equal to the style's normal default still pins the focused rows, where the
    /// style's default (the tint) differs: removing it would change them.
    @Test func aColourThatPinsTheFocusedRowsIsNotRedundant() throws {
        let pinning = try Self.findings(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                backgroundColor: systemBackground
                states:
                  highlighted: { backgroundColor: systemGray4 }
                  selected: { backgroundColor: systemGray4 }
            """)
        #expect(!pinning.contains { $0.rule == .redundantOverride }, "\(describe(pinning))")
        // A repeated radius changes no state the style draws differently: still redundant.
        let repeated = try Self.findings(
            """
            theme: T
            version: 1
            presets:
              row:
                base: listPlainCell
                cornerRadius: 0
            """)
        #expect(repeated.contains { $0.rule == .redundantOverride && $0.location.line == 6 }, "\(describe(repeated))")
    }

    /// No normal-level colour: the message never claims one is set "for every state", and a
    /// selection that loses only to an override the author ranked above it is a note.
    @Test func aSelectionRankedBelowFocusOnPurposeIsANoteNamingTheRows() throws {
        let found = try Self.findings(
            """
            theme: T
            version: 1
            precedence: [focused, dropTargeted, selected, highlighted]
            presets:
              row:
                base: listGroupedCell
                states:
                  focused: { backgroundColor: systemGray2 }
                  dropTargeted: { backgroundColor: systemGray3 }
                  selected: { backgroundColor: systemGray4 }
                  highlighted: { backgroundColor: systemGray5 }
            """)
        let invisible = found.filter { $0.rule == .selectionInvisible }
        #expect(!invisible.isEmpty, "\(describe(found))")
        #expect(invisible.allSatisfy { $0.severity == .note && !$0.message.contains("for every state") }, "\(describe(found))")
        #expect(
            invisible.contains {
                $0.message.contains("loses in the rows 'highlighted+focused+dropTargeted',")
                    && $0.message.contains("to the 'focused' one, which your 'precedence' list ranks higher")
            }, "\(describe(found))")
        // Focus over selection is what the style itself draws (both rows are the tint): not asked.
        #expect(!invisible.contains { $0.message.contains("'selected+focused'") })
    }
}
