/// Table keys for rows, written straight into the buffer (the emitters write one per row).
extension JSONWriter {
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
}
