/// Which rows of a preset look like the same row without a state that the style gives a
/// look of its own — a selected row drawn like the unselected one: the one definition of
/// "looks alike", which lint (`selection-invisible`, `covered-background`) and the preview
/// ("looks like …") share, so the two can never disagree.
///
/// Two rows look alike when they draw the same (`RowLook`): the same layers in UIKit's order,
/// colours closer than `threshold` (CIEDE2000 ΔE) after compositing over the list's
/// background for the row's appearance, the colour not compared under a texture both rows
/// keep. A row is compared with the same row without each feedback atom it holds
/// (`feedbackAtoms`; a button's: `buttonFeedbackAtoms`), where the style's own defaults tell the two apart: the sidebar's
/// highlight, which the style itself does not draw, is not asked of a theme.
@usableFromInline package struct LookAlikes: Sendable {
    /// `row` looks like `twin`, the same row without `atom`.
    package struct Twin: Sendable, Hashable {
        package var row: Int
        package var twin: Int
        package var atom: StateAtom
    }

    /// A just-noticeable difference: two colours side by side whose CIEDE2000 ΔE is below 2
    /// are told apart by few people, so a state drawn that close to its neighbour gives no
    /// feedback. `.themec.yml` may change it (`lookAlikeThreshold`, docs/lint.md).
    @usableFromInline package static let defaultThreshold = 2.0

    /// The states a user reads as feedback on a row: pressed, selected, focused, a drop target.
    package static let feedbackAtoms = StateSet([.highlighted, .selected, .focused, .dropTargeted])

    /// The states a user reads as feedback on a button: pressed, and disabled (every button
    /// style draws both: uibutton.md §3).
    package static let buttonFeedbackAtoms = StateSet([.highlighted, .disabled])

    /// Every row that looks like its twin, in row order (a row may have several twins).
    package let twins: [Twin]

    /// The look-alikes of `rows`, whose views sit on their style's list background.
    package init(_ rows: WinnerRows, threshold: Double = Self.defaultThreshold) {
        let states = rows.states
        var named = StateSet()
        for state in states { named = named.union(state) }
        let feedback = rows.style.isButton ? Self.buttonFeedbackAtoms : Self.feedbackAtoms
        let candidates = StateSet(bits: named.bits & feedback.bits)
        guard !candidates.isEmpty else {
            twins = []
            return
        }
        let defaults = rows.styleDefaults
        var found: [Twin] = []
        for (r, state) in states.enumerated() where state.bits & candidates.bits != 0 {
            let own = defaults.look(in: state)
            for atom in StateSet(bits: state.bits & candidates.bits) {
                // The style's defaults, indices and the background colour first: most pairs
                // end there, and building two whole looks for each was most of a lint's time.
                let twinState = state.removing(atom)
                guard defaults.look(in: twinState) != own,
                    let t = Self.row(of: twinState, in: states)
                else { continue }
                let background = defaults.list.color(for: ColorTraits(state))
                guard Self.backgroundsMayLookAlike(r, t, rows, over: background, threshold: threshold) else { continue }
                let same = threshold > 0 && Self.drawTheSame(r, t, rows)
                assert(!same || rows.look(row: r, over: background).looksAlike(rows.look(row: t, over: background), threshold: threshold))
                guard same || rows.look(row: r, over: background).looksAlike(rows.look(row: t, over: background), threshold: threshold)
                else { continue }
                found.append(Twin(row: r, twin: t, atom: atom))
            }
        }
        twins = found
    }

    /// False when rows `r` and `t` cannot look alike because their backgrounds, as seen over
    /// `list`, differ and no texture in both covers them (a necessary condition of
    /// `RowLook.looksAlike`, checked without building the looks). The same colour and
    /// transformer settings in two rows of the same traits draw the same colour.
    static func backgroundsMayLookAlike(_ r: Int, _ t: Int, _ rows: WinnerRows, over list: RGBA, threshold: Double) -> Bool {
        let transformer = Property.backgroundColorTransformer.index
        if let colour = rows.setting(.backgroundColor, row: r), colour == rows.setting(.backgroundColor, row: t),
            rows.winners[r * Property.count + transformer] == rows.winners[t * Property.count + transformer]
        {
            return true
        }
        func covered(_ row: Int) -> Bool { rows.setting(.customView, row: row) != nil || rows.setting(.image, row: row) != nil }
        if covered(r) && covered(t) { return true }
        let a = rows.resolvedBackgroundColor(row: r), b = rows.resolvedBackgroundColor(row: t)
        return a == b || ColorDifference.areClose(a.composited(over: list), b.composited(over: list), threshold: threshold)
    }

    /// True when rows `r` and `t`, whose states differ by a feedback atom (so have the same
    /// traits), draw the same look (`WinnerRows.look`) without building the two: the same
    /// setting decides each property in both, and each stateful default the two states
    /// differ in (`StyleDefaults.defaultsDiffer`) is overridden by a setting with a value.
    /// Every other default is the same in every state, and every number is finite, so two
    /// such looks look alike for any positive threshold (where most selection-invisible
    /// findings are found: a pinned colour decides both rows).
    static func drawTheSame(_ r: Int, _ t: Int, _ rows: WinnerRows) -> Bool {
        guard rows.sameWinners(r, t) else { return false }
        let differ = rows.styleDefaults.defaultsDiffer(rows.states[r], rows.states[t])
        guard !differ.isEmpty else { return true }
        let background = rows.setting(.backgroundColor, row: r)
        if differ.contains(.backgroundColor), background == nil { return false }
        if differ.contains(.cornerRadius), rows.setting(.cornerRadius, row: r) == nil { return false }
        if differ.contains(.visualEffect), rows.setting(.visualEffect, row: r) == nil { return false }
        // A button's look draws its style's fill where its background colour is unset.
        if differ.contains(.buttonPhase), rows.rgba(.backgroundColor, state: rows.states[r], setting: background) == nil { return false }
        return true
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
    package func lookAlikes(threshold: Double) -> LookAlikes? {
        (source as? WinnerRows).map { LookAlikes($0, threshold: threshold) }
    }
}
