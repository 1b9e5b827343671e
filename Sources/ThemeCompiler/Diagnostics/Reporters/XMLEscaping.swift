/// Escaping for the XML reporters (junit, checkstyle). XML 1.0 cannot carry most control
/// characters even as character references, so those become U+FFFD; the rest is escaped.
enum XMLEscaping {
    /// `text` safe inside an attribute value in double quotes (newlines and tabs kept as
    /// character references, which attribute normalisation would otherwise turn into spaces).
    static func attribute(_ text: String) -> String { escape(text, attribute: true) }

    /// `text` safe as element content.
    static func content(_ text: String) -> String { escape(text, attribute: false) }

    private static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && !(0xD800...0xDFFF).contains(v) && v != 0xFFFE && v != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
