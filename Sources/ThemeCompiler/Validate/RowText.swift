/// How findings about rows name them, so every rule words rows, states, colours and
/// appearances the same way.
enum RowText {
    /// 'selected' or 'highlighted and selected'.
    static func names(_ atoms: StateSet) -> String {
        let text: MessageText = "\(names: atoms)"
        return text.string
    }

    /// Appends `names(atoms)` to `bytes`.
    static func appendNames(_ atoms: StateSet, to bytes: inout some ByteAppending) {
        let count = atoms.count
        for (n, atom) in atoms.enumerated() {
            if n > 0 { bytes.append(n == count - 1 ? " and " : ", ") }
            bytes.append(UInt8(ascii: "'"))
            bytes.append(utf8: atom.rawValue)
            bytes.append(UInt8(ascii: "'"))
        }
    }

    /// The rows, named by their keys: every one up to 8, then how many more.
    static func rowList(_ states: [StateSet]) -> String {
        let text: MessageText = "\(rows: states)"
        return text.string
    }

    /// Appends `rowList(states)` to `bytes`. Written as bytes, not a String per key: a
    /// finding's message is made when it is written, and a theme with many findings lists
    /// rows in most of them.
    static func appendRowList(_ states: [StateSet], to bytes: inout some ByteAppending) {
        bytes.append(states.count == 1 ? "the row " : "the rows ")
        for (n, state) in states.prefix(8).enumerated() {
            if n > 0 { bytes.append(", ") }
            bytes.append(UInt8(ascii: "'"))
            state.appendKey(to: &bytes)
            bytes.append(UInt8(ascii: "'"))
        }
        if states.count > 8 { bytes.append(utf8: " and \(states.count - 8) more") }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is translucent.
    static func hex(_ color: RGBA) -> String {
        let text = color.hexString
        return text.hasSuffix("FF") ? String(text.dropLast(2)) : text
    }

    /// The appearance a row is drawn in: "light mode", "dark mode", "dark mode with high contrast".
    static func appearance(_ state: StateSet) -> String {
        (state.contains(.dark) ? "dark mode" : "light mode") + (state.contains(.highContrast) ? " with high contrast" : "")
    }

    /// A row's background colour as seen: "systemGray5 (#E5E5EA)", or the hex alone for a
    /// colour with no name.
    static func background(_ rows: WinnerRows, row: Int) -> String {
        let hex = hex(rows.resolvedBackgroundColor(row: row))
        guard let name = rows.color(.backgroundColor, row: row)?.name else { return hex }
        return "\(name) (\(hex))"
    }

    /// "is the same as" two equal colours, "cannot be told from" two merely close ones.
    static func sameness(_ rows: WinnerRows, _ a: Int, _ b: Int) -> String {
        rows.resolvedBackgroundColor(row: a) == rows.resolvedBackgroundColor(row: b) ? "is the same as" : "cannot be told from"
    }
}
