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
}
