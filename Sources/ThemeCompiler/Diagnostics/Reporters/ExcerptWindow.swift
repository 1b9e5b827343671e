/// The part of a source line a human-readable excerpt shows, and the padding that puts a
/// caret under a column: a window of at most `width` scalars around the column (with `…`
/// where the line is cut), and a pad as wide on a terminal as the text before the column.
struct ExcerptWindow {
    /// The text to print.
    var text: String
    /// Spaces (and tabs, kept as tabs) as wide as the shown text before the column.
    var pad: String

    /// The most scalars a window shows.
    static let defaultWidth = 160

    /// `column` is 1-based and counts Unicode scalars, as `SourceLocation` does.
    init(line: String, column: Int, width: Int = defaultWidth) {
        let scalars = Array(line.unicodeScalars)
        let caret = min(max(column - 1, 0), scalars.count)
        var start = 0, end = scalars.count
        if scalars.count > width {
            start = max(0, min(caret - width / 2, scalars.count - width))
            end = min(scalars.count, start + width)
        }
        var text = start > 0 ? "…" : ""
        var pad = start > 0 ? " " : ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        for scalar in scalars[start..<max(start, caret)] {
            pad += scalar == "\t" ? "\t" : String(repeating: " ", count: Self.displayWidth(scalar))
        }
        if end < scalars.count { text += "…" }
        self.text = text
        self.pad = pad
    }

    /// Columns a scalar takes on a terminal: 0 for combining marks, joiners and variation
    /// selectors, 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
