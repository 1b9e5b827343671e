/// "What would this row show without that setting?" — one property recomputed, not the row.
extension WinnerRows {
    /// True when `property` shows the same in `row` whether `winner` or `alternative`
    /// (an index in `rules`, or -1 for the system default) decides it.
    public func showsTheSame(_ property: Property, row: Int, winner: Int32, alternative: Int32) -> Bool {
        let state = states[row]
        var one = Array(winners[(row * Property.count)..<((row + 1) * Property.count)])
        one[property.index] = winner
        var other = one
        other[property.index] = alternative
        return shown(property, state: state, winners: one) == shown(property, state: state, winners: other)
    }

    /// What UIKit shows for `property`: a colour with the colour it is drawn in, a shadow
    /// with its defaults filled in, or the value (the style's default where no setting wins).
    private func shown(_ property: Property, state: StateSet, winners: [Int32]) -> Shown {
        switch property {
        case .backgroundColor, .strokeColor:
            return .color(color(property, state: state, winners: winners, at: 0),
                          resolvedColor(property, state: state, winners: winners, at: 0))
        case .shadowProperties:
            return .shadow(shadow(state: state, winners: winners, at: 0))
        default:
            return .value(value(property, state: state, winners: winners, at: 0))
        }
    }

    private enum Shown: Equatable {
        case color(ResolvedColor?, RGBA)
        case shadow(ResolvedShadow)
        case value(PropertyValue?)
    }
}
