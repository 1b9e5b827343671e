extension LookAlikes {
    /// The feedback a disabled row can be mistaken for: a selected or a pressed row.
    package static let confusableWithDisabled = StateSet([.highlighted, .selected])

    /// Disabled rows drawn like the same row selected or highlighted instead — what a user
    /// reads as "selected" they should read as "unavailable" (`state-look-alike`). Each `Twin`
    /// is a disabled row (`row`), the row it looks like (`twin`: the same states without
    /// `disabled`, with `atom`), and that `atom`. Judged by the same `RowLook` comparison as
    /// `twins`, and only where the selection itself shows (the selected row does not look
    /// like the same row unselected): otherwise every state looks alike, which is
    /// `selection-invisible`'s.
    package static func disabledTwins(_ rows: WinnerRows, threshold: Double = defaultThreshold) -> [Twin] {
        let states = rows.states
        var found: [Twin] = []
        for (r, state) in states.enumerated() where state.contains(.disabled) {
            let enabled = state.removing(.disabled)
            for atom in confusableWithDisabled where !state.contains(atom) {
                // Drawn exactly like the enabled row, the disabled one looks like the selected
                // one only where the selection itself does not show; drawn like each other, the
                // selected and enabled rows are that case.
                guard let t = row(of: enabled.adding(atom), in: states), let n = row(of: enabled, in: states),
                    !drawnAlike(r, n, rows), !drawnAlike(t, n, rows)
                else { continue }
                let background = rows.styleDefaults.list.color(for: ColorTraits(state))
                guard backgroundsMayLookAlike(r, t, rows, over: background, threshold: threshold) else { continue }
                let look = rows.look(row: r, over: background), twinLook = rows.look(row: t, over: background)
                guard look.looksAlike(twinLook, threshold: threshold),
                    !twinLook.looksAlike(rows.look(row: n, over: background), threshold: threshold)
                else { continue }
                found.append(Twin(row: r, twin: t, atom: atom))
            }
        }
        return found
    }
}

extension LookAlikes {
    /// True when rows `a` and `b` are drawn from the same settings and the style's defaults
    /// for them are the same: they look alike, known without building their looks.
    static func drawnAlike(_ a: Int, _ b: Int, _ rows: WinnerRows) -> Bool {
        let count = Property.count
        let winners = rows.winners
        for p in 0..<count where winners[a * count + p] != winners[b * count + p] { return false }
        return rows.styleDefaults.look(in: rows.states[a]) == rows.styleDefaults.look(in: rows.states[b])
    }
}

extension PresetRows {
    /// The disabled rows that look like selected or highlighted ones
    /// (`LookAlikes.disabledTwins`); none for rows built by hand.
    package func disabledLookAlikes(threshold: Double) -> [LookAlikes.Twin] {
        (source as? WinnerRows).map { LookAlikes.disabledTwins($0, threshold: threshold) } ?? []
    }
}
