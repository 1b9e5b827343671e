/// "What would this row show without that setting?" — one property recomputed, not the row.
extension WinnerRows {
    /// True when `property` shows the same in `row` whether `winner` or `alternative`
    /// (an index in `rules`, or -1 for the system default) decides it.
    public func showsTheSame(_ property: Property, row: Int, winner: Int32, alternative: Int32) -> Bool {
        let state = states[row]
        func effective(_ w: Int32) -> Int? { w >= 0 && hasValue[Int(w)] ? Int(w) : nil }
        let a = effective(winner), b = effective(alternative)
        switch property {
        case .backgroundColor, .strokeColor:
            // A colour shows as itself and as the colour it is drawn in (after the row's transformer).
            let transformer = self.transformer(property.matchingTransformer!, state: state, winners: winners, at: row * Property.count)
            let colorA = color(property, state: state, setting: a), colorB = color(property, state: state, setting: b)
            return colorA == colorB && drawn(colorA, transformer, state: state) == drawn(colorB, transformer, state: state)
        case .shadowProperties:
            return shadow(state: state, setting: a) == shadow(state: state, setting: b)
        default:
            return value(property, state: state, setting: a) == value(property, state: state, setting: b)
        }
    }
}
