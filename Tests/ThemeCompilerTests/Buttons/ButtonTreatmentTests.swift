import Testing
@testable import ThemeCompiler

/// The model of each button style's fill and title per state (uibutton.md §3): each factor
/// where it is applied, disabled before highlighted, the selected switch.
@Suite struct ButtonTreatmentTests {
    let base = RGBA(hex: "#3355FF")!
    let gray = RGBA(120, 120, 128, 0.16)

    @Test func plainDrawsNoFillInAnyState() {
        for state in [StateSet(), StateSet([.highlighted]), StateSet([.disabled])] {
            #expect(ButtonTreatment.plain.fill(base: base, in: state, gray: gray) == .clear)
        }
    }

    @Test func filledPressesLighterAndDisablesGray() {
        #expect(ButtonTreatment.filled.fill(base: base, in: StateSet(), gray: gray) == base)
        #expect(ButtonTreatment.filled.fill(base: base, in: StateSet([.highlighted]), gray: gray) == base.multiplyingAlpha(0.75))
        // Dark mode: white at 0.2 over the colour.
        let dark = ButtonTreatment.filled.fill(base: base, in: StateSet([.highlighted, .dark]), gray: gray)
        #expect(abs(dark.red - (base.red * 0.8 + 0.2)) < 1e-12 && dark.alpha == 1)
        // Disabled beats highlighted, and is the gray fill, not a dimmed base.
        #expect(ButtonTreatment.filled.fill(base: base, in: StateSet([.highlighted, .disabled]), gray: gray) == gray.multiplyingAlpha(0.75))
    }

    @Test func grayDimsItsOwnBaseWhenDisabled() {
        #expect(ButtonTreatment.gray.fill(base: base, in: StateSet([.disabled]), gray: gray) == base.multiplyingAlpha(0.75))
    }

    @Test func tintedIsTranslucentAtRest() {
        #expect(ButtonTreatment.tinted.fill(base: base, in: StateSet(), gray: gray).alpha == ButtonTreatment.tintedAlpha)
        #expect(ButtonTreatment.tinted.fill(base: base, in: StateSet([.highlighted]), gray: gray).alpha == ButtonTreatment.tintedAlpha * 0.65)
    }

    @Test func titlesDimWhenPressedAndTurnTertiaryLabelWhenDisabled() {
        let tertiary = RGBA(60, 60, 67, 0.3)
        #expect(
            ButtonTreatment.filled.foreground(base: .white, in: StateSet([.highlighted]), disabledColor: tertiary)
                == RGBA.white.multiplyingAlpha(0.75))
        #expect(ButtonTreatment.tinted.foreground(base: base, in: StateSet([.disabled, .highlighted]), disabledColor: tertiary) == tertiary)
        #expect(ButtonTreatment.plain.foreground(base: base, in: StateSet(), disabledColor: tertiary) == base)
    }

    @Test func selectionSwitchesPlainAndGrayToTintedAndTintedToFilled() {
        #expect(ButtonTreatment.plain.selected == .tinted)
        #expect(ButtonTreatment.gray.selected == .tinted)
        #expect(ButtonTreatment.tinted.selected == .filled)
        #expect(ButtonTreatment.filled.selected == .filled)
    }

    @Test func aliasesAndGlassMapToTheirTreatments() {
        #expect(SystemStyle.borderedProminentButton.buttonTreatment == .filled)
        #expect(SystemStyle.borderlessButton.buttonTreatment == .plain)
        #expect(SystemStyle.glassButton.buttonTreatment == .gray)
        #expect(SystemStyle.prominentClearGlassButton.buttonTreatment == .filled)
        #expect(SystemStyle.listPlainCell.buttonTreatment == nil)
        #expect(SystemStyle.prominentGlassButton.buttonFactory == "prominentGlass")
    }
}
