/// "What would this row show without that setting?" — one property recomputed, not the row.
extension WinnerRows {
    /// True when `property` shows the same in `row` whether `winner` or `alternative`
    /// (an index in `rules`, or -1 for the system default) decides it.
    package func showsTheSame(_ property: Property, row: Int, winner: Int32, alternative: Int32) -> Bool {
        let transformer = property.matchingTransformer.flatMap { setting($0, winners: winners, at: row * Property.count) }
        return showsTheSame(property, state: states[row], transformerSetting: transformer, winner: winner, alternative: alternative)
    }

    /// The same question for any state of the preset, in the table or not (a focused row of
    /// a preset whose axes leave `focused` out): `transformerSetting` decides the colour's
    /// transformer there (nil: the style's default).
    package func showsTheSame(
        _ property: Property, state: StateSet, transformerSetting: Int?, winner: Int32, alternative: Int32
    ) -> Bool {
        func effective(_ w: Int32) -> Int? { w >= 0 && hasValue(Int(w)) ? Int(w) : nil }
        let a = effective(winner), b = effective(alternative)
        switch property {
        case .backgroundColor, .strokeColor:
            // Different values settle it before the colours' names are copied: most overrides
            // change the colour they set.
            guard rgba(property, state: state, setting: a) == rgba(property, state: state, setting: b) else { return false }
            // A colour shows as itself and as the colour it is drawn in (after the row's transformer).
            var transformer: ColorTransformer?
            if case .transformer(let t)? = value(property.matchingTransformer!, state: state, setting: transformerSetting) { transformer = t }
            let colorA = color(property, state: state, setting: a), colorB = color(property, state: state, setting: b)
            return colorA == colorB && drawn(colorA, transformer, state: state) == drawn(colorB, transformer, state: state)
        case .shadowProperties:
            return shadow(state: state, setting: a) == shadow(state: state, setting: b)
        default:
            return value(property, state: state, setting: a) == value(property, state: state, setting: b)
        }
    }
}
