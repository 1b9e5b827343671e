import Testing
@testable import ThemedList

/// The generated platform-neutral data is there and says what the theme says.
@Suite struct CardStyleTests {
    @Test func cardsAreRounded() {
        #expect(CardStyle.cornerRadius == 12)
    }

    @Test func selectedCardsTakeTheBrandColour() {
        #expect(CardStyle.backgroundHex([.selected]) == "#2F6FDBFF")
        #expect(CardStyle.backgroundHex([.selected, .dark]) == "#5B93F0FF")
        #expect(CardStyle.backgroundHex([]) == "#FFFFFFFF")
    }

    @Test func theBorderComesFromTheTargetsAssetCatalog() {
        let normal = CardsTheme.table(for: .card).appearance(for: []).strokeColor
        #expect(normal?.asset == "CardBorder")
        #expect(normal?.hex == "#D8DCE5FF")
        // Only the catalog has a dark value: the fallback writes light only.
        #expect(CardsTheme.table(for: .card).appearance(for: [.dark]).strokeColor?.hex == "#36383DFF")
    }

    @Test func everyPresetHasATable() {
        #expect(CardsTheme.Preset.allCases.map(\.rawValue) == ["card", "header"])
        #expect(CardsTheme.table(for: .header).axes == [.pinned, .dark], "the tint-coloured stroke differs in dark mode")
    }
}
