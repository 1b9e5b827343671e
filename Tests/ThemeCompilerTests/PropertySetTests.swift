import Testing
@testable import ThemeCompiler

/// `PropertySet` is what a row keeps of `Appearance.customized`: every subset of the
/// properties reads back as the array the rows listed before (declaration order), and the
/// array an embedder sets reads back in that order.
@Suite struct PropertySetTests {
    @Test func everySubsetReadsBackInDeclarationOrder() {
        var wrong: [Int] = []
        for mask in 0..<(1 << Property.count) {
            let subset = Property.all.filter { mask & (1 << $0.index) != 0 }
            let set = PropertySet(subset)
            if Array(set) != subset || set.isEmpty != subset.isEmpty || Property.all.contains(where: { set.contains($0) != subset.contains($0) }) {
                wrong.append(mask)
            }
        }
        #expect(wrong.isEmpty, "subsets read back wrong: \(wrong.prefix(5))")
    }

    @Test func anAppearanceKeepsWhatItIsToldInDeclarationOrder() throws {
        let (result, _) = try compileTheme(
            """
            theme: Demo
            version: 1
            presets:
              row: { base: listPlainCell, cornerRadius: 4, backgroundColor: "#112233" }
            """)
        var appearance = try #require(result.table?.presets.first?.rows.first?.appearance)
        #expect(appearance.customized == [.backgroundColor, .cornerRadius])
        appearance.customized = [.strokeWidth, .backgroundColor, .strokeWidth]
        #expect(appearance.customized == [.backgroundColor, .strokeWidth])
    }
}
