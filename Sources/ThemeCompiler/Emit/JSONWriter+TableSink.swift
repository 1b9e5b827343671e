/// The table's walk (`JSONTableEmitter`) writing bytes: row keys straight into the buffer,
/// appearances from prebuilt fragments (`AppearanceJSON`).
extension JSONWriter: TableSink {
    /// Appearances sit inside `states` of a preset inside `presets` of the table.
    private static let tableAppearances = AppearanceJSON(depth: 4)

    /// Starts a member keyed by a row's state (`normal`, `highlighted+selected`), without
    /// building the key as a String.
    mutating func key(_ state: StateSet) {
        key { bytes in
            if state.isEmpty { bytes.append(contentsOf: "normal".utf8) }
            var first = true
            for atom in state {
                if !first { bytes.append(UInt8(ascii: "+")) }
                first = false
                bytes.append(contentsOf: atom.rawValue.utf8)
            }
        }
    }

    mutating func appearance(_ a: Appearance, provenance: Bool, uncertain: [ValueUncertainty.Entry]) {
        assert(depth == Self.tableAppearances.depth)
        rawValue { Self.tableAppearances.write(a, provenance: provenance, uncertain: uncertain, to: &$0) }
    }
}
