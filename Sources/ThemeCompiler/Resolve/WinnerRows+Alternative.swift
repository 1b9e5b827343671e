/// "What would this row show without that setting?" — one property recomputed, not the row.
extension WinnerRows {
    /// True when `property` shows the same in `row` whether `winner` or `alternative`
    /// (an index in `rules`, or -1 for the system default) decides it.
    package func showsTheSame(_ property: Property, row: Int, winner: Int32, alternative: Int32) -> Bool {
        showsTheSame(property, state: states[row], winner: winner, alternative: alternative)
    }

    /// The same question for any state of the preset, in the table or not (a focused row of
    /// a preset whose axes leave `focused` out).
    package func showsTheSame(_ property: Property, state: StateSet, winner: Int32, alternative: Int32) -> Bool {
        func effective(_ w: Int32) -> Int? { w >= 0 && hasValue(Int(w)) ? Int(w) : nil }
        let a = effective(winner), b = effective(alternative)
        switch property {
        case .backgroundColor, .strokeColor:
            // A colour shows as its value and its name. Different values settle it first: most
            // overrides change the colour they set. The same value is drawn the same after the
            // row's transformer (it is the same for both), so only the names can differ; they
            // are compared where they are kept (building the two `ResolvedColor`s copied and
            // released their names, about a third of a `--findings` lint's redundancy checks).
            guard rgba(property, state: state, setting: a) == rgba(property, state: state, setting: b) else { return false }
            return a == b || colorSource(property, state: state, setting: a) == colorSource(property, state: state, setting: b)
        case .shadowProperties:
            return shadow(state: state, setting: a) == shadow(state: state, setting: b)
        default:
            return value(property, state: state, setting: a) == value(property, state: state, setting: b)
        }
    }

    /// What names the colour `property` shows when `setting` decides it (nil: the style's
    /// default in `state`): the name and asset of `color(_:state:setting:)`, without its value;
    /// nil where that colour is nil.
    private func colorSource(_ property: Property, state: StateSet, setting: Int?) -> ColorSource? {
        if let w = setting {
            guard isColor(w), ruleColors[w] != nil else { return nil }
            return ColorSource(name: ruleColors[w]?.name, asset: ruleColors[w]?.asset)
        }
        switch property {
        case .backgroundColor:
            guard let colour = styleDefaults.background(in: state) else { return nil }
            return ColorSource(name: colour.name, asset: colour.asset)
        case .strokeColor:
            guard let colour = styleDefaults.strokeColor else { return nil }
            return ColorSource(name: colour.name, asset: colour.asset)
        default:
            return nil
        }
    }

    /// A colour's name and asset (`ResolvedColor.name`, `ResolvedColor.asset`).
    private struct ColorSource: Equatable {
        var name: String?
        var asset: String?
    }
}
