import Testing
@testable import ThemeCompiler

/// The row keys and row lists findings quote, written as bytes (`StateSet.appendKey`).
@Suite struct RowTextTests {
    @Test func aKeyJoinsItsAtomsInCanonicalOrder() {
        #expect(StateSet().key == "normal")
        #expect(StateSet([.selected, .highlighted]).key == "highlighted+selected")
        #expect(StateSet([.dark, .disabled, .highContrast]).key == "disabled+dark+highContrast")
        var bytes = Array("x:".utf8)
        StateSet([.selected]).appendKey(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x:selected")
    }

    /// Every one of the 32 768 sets of atoms: its key is its atoms' names in canonical order,
    /// joined by `+` (the longest holds all fifteen), appended after what the buffer held.
    @Test func everyKeyIsItsAtomsNamesJoined() {
        var mismatches: [String] = []
        for bits in 0..<(1 << StateAtom.all.count) {
            let set = StateSet(bits: UInt16(bits))
            let expected = set.isEmpty ? "normal" : StateAtom.all.filter(set.contains).map(\.rawValue).joined(separator: "+")
            var bytes = Array("row ".utf8)
            set.appendKey(to: &bytes)
            if bytes != Array("row \(expected)".utf8) { mismatches.append(expected) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func aRowListNamesUpToEightRowsThenCountsTheRest() {
        #expect(RowText.rowList([StateSet([.selected])]) == "the row 'selected'")
        #expect(RowText.rowList([StateSet(), StateSet([.dark])]) == "the rows 'normal', 'dark'")
        let ten = (0..<10).map { n in n % 2 == 0 ? StateSet([.selected]) : StateSet([.selected, .dark]) }
        #expect(
            RowText.rowList(ten)
                == "the rows 'selected', 'selected+dark', 'selected', 'selected+dark', 'selected', 'selected+dark', 'selected', 'selected+dark' and 2 more"
        )
        #expect(RowText.rowList(Array(ten.prefix(8))).hasSuffix("'selected+dark'"))
    }

    /// A message made by `MessageText` has the bytes of the interpolated String it replaces,
    /// whatever the parts: names that are not ASCII, long texts, one row, nine rows, one atom,
    /// three.
    @Test func messageTextWritesWhatInterpolationWrites() {
        let nine = (0..<9).map { n in n % 2 == 0 ? StateSet([.selected]) : StateSet([.selected, .dark]) }
        let long = String(repeating: "long part ", count: 40)
        for (name, rows, atoms) in [
            ("café", [StateSet([.highlighted, .dark])], StateSet([.highlighted])),
            ("cafe\u{301}", nine, StateSet([.highlighted, .selected, .focused])),
            (long, [StateSet()], StateSet()),
        ] {
            let state = rows[0]
            let made: MessageText = "in '\(name)' \(key: state) loses in \(rows: rows) without \(names: atoms)."
            let interpolated = "in '\(name)' \(state.key) loses in \(RowText.rowList(rows)) without \(RowText.names(atoms))."
            #expect(Array(made.string.utf8) == Array(interpolated.utf8))
        }
        #expect(RowText.names(StateSet([.highlighted, .selected, .focused])) == "'highlighted', 'selected' and 'focused'")
        #expect(RowText.names(StateSet([.highlighted, .selected])) == "'highlighted' and 'selected'")
        let literal: MessageText = "no parts"
        #expect(literal.string == "no parts")
    }
}
