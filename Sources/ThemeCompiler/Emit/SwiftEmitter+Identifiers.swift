/// How text becomes Swift literals and comments (names go through `SwiftIdentifier`).
/// Strings are escaped so no theme text can end a literal or a comment, or smuggle in an
/// interpolation, a control character or a bidi override.
extension SwiftEmitter {
    /// `.name` for a UIKit enum case the theme named (`scaleAspectFill`, `systemMaterial`).
    static func enumCase(_ name: String) -> String { "." + SwiftIdentifier.identifierCharacters(name) }

    /// Text for a `//` comment on one line.
    static func commentText(_ text: String) -> String { commentLines(text).joined(separator: " ") }

    // MARK: - Literals and comments

    /// A Swift string literal that reads back as `text`: quotes, backslashes (so no `\(`
    /// interpolation), and every character outside printable ASCII are escaped.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out + "\""
    }

    /// `text` as the lines of a `///` or `//` comment: split at line breaks, with control
    /// characters, bidi controls and other invisible format characters shown as `\u{…}`
    /// so nothing can end the comment or reorder how the code reads.
    static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                lines.append(current)
                current = ""
            } else if isInvisible(scalar) {
                current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines.map { line in
            var trimmed = line
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed
        }
    }

    /// Control characters, bidi embeddings/overrides/isolates and marks, zero-width and
    /// other format characters.
    private static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        default: return s.properties.generalCategory == .format
        }
    }

    /// A number in Swift's shortest round-trip form (`0`, `12`, `0.5`, `-2`).
    static func numberLiteral(_ value: Double) -> String { JSONWriter.format(value) }

    /// A colour packed as `0xRRGGBBAA` (each channel `round(x·255)`, as in the JSON table).
    static func hexLiteral(_ rgba: RGBA) -> String {
        "0x" + rgba.hexString.dropFirst()
    }
}
