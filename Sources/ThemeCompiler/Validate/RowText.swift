/// How findings about rows name them, so every rule words rows, states, colours and
/// appearances the same way.
enum RowText {
    /// 'selected' or 'highlighted and selected'.
    static func names(_ atoms: StateSet) -> String {
        let names = atoms.map { "'\($0.rawValue)'" }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The rows, named by their keys: every one up to 8, then how many more.
    static func rowList(_ states: [StateSet]) -> String {
        let keys = states.prefix(8).map { "'\($0.key)'" }.joined(separator: ", ")
        if states.count == 1 { return "the row \(keys)" }
        return states.count > 8 ? "the rows \(keys) and \(states.count - 8) more" : "the rows \(keys)"
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
