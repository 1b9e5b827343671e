/// A button row's colours that the style derives per state (`ButtonTreatment`).
extension WinnerRows {
    /// The fill a button style draws in `state` where the theme leaves `backgroundColor`
    /// unset, from the `baseBackgroundColor` setting `base` (nil: the style's own base colour).
    func buttonFill(state: StateSet, base: Int?) -> RGBA {
        guard var treatment = style.buttonTreatment else { return .clear }
        if state.contains(.selected) { treatment = treatment.selected }
        let traits = ColorTraits(state)
        let gray = styleDefaults.secondarySystemFill[traits]
        let own = treatment == .gray ? gray : defaults.tint[traits]
        let baseColor = base.flatMap { colorOfBase($0, traits) } ?? own
        return treatment.fill(base: baseColor, in: state, gray: gray)
    }

    /// The title colour a button style draws in `state`, from the `baseForegroundColor`
    /// setting `base` (nil: the style's own: white on filled, `label` on gray in the glass
    /// design, else the tint); the tint for list styles.
    func buttonForeground(state: StateSet, base: Int?) -> RGBA {
        let traits = ColorTraits(state)
        guard var treatment = style.buttonTreatment else { return defaults.tint[traits] }
        if state.contains(.selected) { treatment = treatment.selected }
        let own: RGBA
        switch treatment {
        case .filled: own = .white
        case .gray where defaults.design == .glass: own = styleDefaults.label[traits]
        default: own = defaults.tint[traits]
        }
        let baseColor = base.flatMap { colorOfBase($0, traits) } ?? own
        return treatment.foreground(base: baseColor, in: state, disabledColor: styleDefaults.tertiaryLabel[traits])
    }

    /// The colour of a base-colour setting: `tint` is the tint (not the style's own colour).
    private func colorOfBase(_ setting: Int, _ traits: ColorTraits) -> RGBA? {
        guard case .color(let expression)? = rules[setting].value else { return nil }
        if case .tint = expression.kind { return defaults.tint[traits] }
        return ruleColors[setting]?.variants[traits]
    }
}
