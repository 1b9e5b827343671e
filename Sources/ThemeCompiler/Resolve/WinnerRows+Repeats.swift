extension WinnerRows {
    /// For each row, the first earlier row whose appearance is the same value, or -1: a
    /// table writer repeats that row's value instead of building and writing it again. Half
    /// the rows of a preset often repeat one (a selected row that is also highlighted shows
    /// its `selected` setting; a fixed colour is the same in dark).
    ///
    /// A row's appearance is made from its winners and its state, and the state is read only
    /// through:
    /// - its traits (`dark`, `highContrast`), which pick every colour's variant: only those
    ///   that some colour of the row changes with (`TraitsRead`);
    /// - the style's stateful defaults (`StyleDefaults.look`: the default background, radius
    ///   and visual effect; every other default is the same in every state);
    /// - for a button, its `highlighted`, `selected` and `disabled` atoms, which its fill and
    ///   title colour read (`ButtonTreatment`; a plain button's look is the same in all of
    ///   them, its title colour is not).
    ///
    /// So two rows with the same winners and the same of those three have the same
    /// appearance, `provenance` included; rows that draw the same from other winners are
    /// written again. A debug build checks each repeat it finds (`RepeatedRowsTests`).
    package func earlierEqualRows() -> [Int32] {
        let count = states.count
        var earlier = [Int32](repeating: -1, count: count)
        guard count > 1 else { return earlier }
        var slotCount = 16
        while slotCount < 2 * count { slotCount <<= 1 }
        earlier.withUnsafeMutableBufferPointer { earlier in
            winners.withUnsafeBufferPointer { winners in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: slotCount) { slots in
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { keys in
                        slots.initialize(repeating: -1)
                        findRepeats(winners.baseAddress!, slots, keys.baseAddress!, into: earlier)
                    }
                }
            }
        }
        assert(
            earlier.indices.allSatisfy {
                earlier[$0] < 0 || appearance(at: $0, provenance: true) == appearance(at: Int(earlier[$0]), provenance: true)
            }, "a repeated row's appearance differs from the row it repeats")
        return earlier
    }

    /// True when rows `r` and `t` have the same winner for every property.
    package func sameWinners(_ r: Int, _ t: Int) -> Bool {
        winners.withUnsafeBufferPointer { Self.sameWinners($0.baseAddress!, r, t) }
    }

    /// `sameWinners(_:_:)` on the rows' winners at `winners`.
    private static func sameWinners(_ winners: UnsafePointer<Int32>, _ r: Int, _ t: Int) -> Bool {
        let width = Property.count, a = winners + r * width, b = winners + t * width
        for i in 0..<width where a[i] != b[i] { return false }
        return true
    }

    /// `earlierEqualRows` in `earlier`, with an open-addressing index of the rows kept so far
    /// by the hash of their winners and `stateKey` (`slots`: a row, or -1 for an empty slot;
    /// a power of two at least twice the rows) and each row's `stateKey` in `keys`.
    private func findRepeats(
        _ winners: UnsafePointer<Int32>, _ slots: UnsafeMutableBufferPointer<Int32>, _ keys: UnsafeMutablePointer<UInt32>,
        into earlier: UnsafeMutableBufferPointer<Int32>
    ) {
        let width = Property.count, mask = slots.count - 1
        let reads = TraitsRead(self)
        for row in 0..<earlier.count {
            let state = states[row], offset = row * width
            let key = stateKey(state, traits: reads.traits(of: winners, at: offset, state: state, in: self))
            keys[row] = key
            let own = winners + offset
            var h = UInt64(key) &* 0x9E37_79B9_7F4A_7C15
            for i in 0..<width { h = (h ^ UInt64(UInt32(bitPattern: own[i]))) &* 0x9E37_79B9_7F4A_7C15 }
            var slot = Int(truncatingIfNeeded: h ^ (h >> 32)) & mask
            while slots[slot] >= 0 {
                let other = Int(slots[slot])
                if keys[other] == key, Self.sameWinners(winners, row, other) {
                    earlier[row] = Int32(other)
                    break
                }
                slot = (slot + 1) & mask
            }
            if earlier[row] < 0 { slots[slot] = Int32(row) }
        }
    }

    /// What of `state` a row's appearance reads besides its winners: the style's look in it,
    /// its traits of `traitsRead` (`ColorTraits.bits`), and a button's highlighted, selected
    /// and disabled atoms.
    private func stateKey(_ state: StateSet, traits traitsRead: UInt8) -> UInt32 {
        var key = UInt32(styleDefaults.look(in: state)) << 2 | UInt32(ColorTraits(state).bits & traitsRead)
        if style.isButton {
            key |=
                (state.contains(.highlighted) ? 1 << 10 : 0) | (state.contains(.selected) ? 1 << 11 : 0)
                | (state.contains(.disabled) ? 1 << 12 : 0)
        }
        return key
    }

    /// Which traits (`ColorVariants.traitsRead`) the colours of a preset's rows change with,
    /// found once a preset: each setting's colour, the tint and the style's default stroke
    /// and shadow.
    private struct TraitsRead {
        /// Per setting: its colour's traits (0 for a setting without one).
        let settings: [UInt8]
        let tint: UInt8, stroke: UInt8, shadow: UInt8

        init(_ rows: WinnerRows) {
            settings = rows.ruleColors.map { $0?.variants.traitsRead ?? 0 }
            tint = rows.defaults.tint.traitsRead
            stroke = rows.styleDefaults.strokeColor?.variants.traitsRead ?? tint
            shadow = rows.styleDefaults.shadowTraitsRead
        }

        /// The traits a list row draws differently in: those of each colour it shows (its
        /// background and stroke, or the tint where they are nil, and its shadow's). With the
        /// same winners and look, a row whose colours are the same in dark repeats its light
        /// twin. A button's fill and title read `dark` on their own (`ButtonTreatment`): all.
        func traits(of winners: UnsafePointer<Int32>, at offset: Int, state: StateSet, in rows: WinnerRows) -> UInt8 {
            guard !rows.style.isButton else { return 3 }
            func color(_ property: Property, default: UInt8) -> UInt8 {
                let w = Int(winners[offset + property.index])
                guard w >= 0, rows.hasValue(w) else { return `default` }
                return rows.isColor(w) && rows.ruleColors[w] != nil ? settings[w] : tint
            }
            let background = color(.backgroundColor, default: rows.styleDefaults.backgroundTraitsRead(in: state) ?? tint)
            let w = Int(winners[offset + Property.shadowProperties.index])
            // A shadow setting without a colour is black (`ResolvedShadow.init(_:color:)`).
            let shadow = w >= 0 && rows.hasValue(w) ? settings[w] : self.shadow
            return background | color(.strokeColor, default: stroke) | shadow
        }
    }
}
