/// Which rows of a preset look like the same row without a state that the style gives a
/// look of its own — a selected row drawn like the unselected one: the one definition of
/// "looks alike", which lint (`selection-invisible`, `covered-background`) and the preview
/// ("looks like …") share, so the two can never disagree.
///
/// Two rows look alike when they draw the same (`RowLook`): the same layers in UIKit's order,
/// colours closer than `threshold` (CIEDE2000 ΔE) after compositing over the list's
/// background for the row's appearance, the colour not compared under a texture both rows
/// keep. A row is compared with the same row without each feedback atom it holds
/// (`feedbackAtoms`), where the style's own defaults tell the two apart: the sidebar's
/// highlight, which the style itself does not draw, is not asked of a theme.
public struct LookAlikes: Sendable {
    /// `row` looks like `twin`, the same row without `atom`.
    public struct Twin: Sendable, Hashable {
        public var row: Int
        public var twin: Int
        public var atom: StateAtom
    }

    /// A just-noticeable difference: two colours side by side whose CIEDE2000 ΔE is below 2
    /// are told apart by few people, so a state drawn that close to its neighbour gives no
    /// feedback. `.themec.yml` may change it (`lookAlikeThreshold`, docs/lint.md).
    public static let defaultThreshold = 2.0

    /// The states a user reads as feedback on a row: pressed, selected, focused, a drop target.
    public static let feedbackAtoms = StateSet([.highlighted, .selected, .focused, .dropTargeted])

    /// Every row that looks like its twin, in row order (a row may have several twins).
    public let twins: [Twin]

    /// The look-alikes of `rows`, whose views sit on their style's list background.
    public init(_ rows: WinnerRows, threshold: Double = Self.defaultThreshold) {
        let states = rows.states
        let list = ListBackground(rows.style, design: rows.defaults.design)
        var named = StateSet()
        for state in states { named = named.union(state) }
        let candidates = StateSet(bits: named.bits & Self.feedbackAtoms.bits)
        guard !candidates.isEmpty else {
            twins = []
            return
        }
        var looks = [RowLook?](repeating: nil, count: states.count)
        var defaults = [RowLook?](repeating: nil, count: states.count)
        func look(_ r: Int, _ list: RGBA) -> RowLook {
            if let known = looks[r] { return known }
            let made = rows.look(row: r, over: list)
            looks[r] = made
            return made
        }
        func defaultLook(_ r: Int, _ list: RGBA) -> RowLook {
            if let known = defaults[r] { return known }
            let made = rows.defaultLook(states[r], over: list)
            defaults[r] = made
            return made
        }
        var found: [Twin] = []
        for (r, state) in states.enumerated() where state.bits & candidates.bits != 0 {
            let background = list.color(for: ColorTraits(state))
            for atom in StateSet(bits: state.bits & candidates.bits) {
                guard let t = Self.row(of: state.removing(atom), in: states),
                    !defaultLook(r, background).looksAlike(defaultLook(t, background), threshold: threshold),
                    look(r, background).looksAlike(look(t, background), threshold: threshold)
                else { continue }
                found.append(Twin(row: r, twin: t, atom: atom))
            }
        }
        twins = found
    }

    /// The index of `state` in `states` (sorted in row order), by binary search.
    static func row(of state: StateSet, in states: [StateSet]) -> Int? {
        var low = 0, high = states.count
        while low < high {
            let mid = (low + high) / 2
            if states[mid] < state { low = mid + 1 } else { high = mid }
        }
        return low < states.count && states[low] == state ? low : nil
    }
}

extension PresetRows {
    /// The look-alikes of these rows (`LookAlikes`) when the cascade made them; none for
    /// rows built by hand, which carry no style defaults to compare with.
    public func lookAlikes(threshold: Double) -> LookAlikes? {
        (source as? WinnerRows).map { LookAlikes($0, threshold: threshold) }
    }
}
