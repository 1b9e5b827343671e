/// Escaping for the XML reporters (junit, checkstyle). XML 1.0 cannot carry most control
/// characters even as character references, so those become U+FFFD; the rest is escaped.
enum XMLEscaping {
    /// `text` safe inside an attribute value in double quotes (newlines and tabs kept as
    /// character references, which attribute normalisation would otherwise turn into spaces).
    static func attribute(_ text: String) -> String { escape(text, attribute: true) }

    /// `text` safe as element content.
    static func content(_ text: String) -> String { escape(text, attribute: false) }

    /// Appends `text` escaped (`attribute` or `content`); copied as it is when no byte of it
    /// needs escaping (nearly every message).
    static func append(_ text: String, attribute: Bool, to out: inout ReportOutput) {
        out.append(text, escapingWhere: { needsEscape($0, attribute: attribute) }, with: { escape($0, attribute: attribute) })
    }

    /// True for bytes `escape` may change: markup, quotes, control characters, and 0xEF, which
    /// starts U+FFFE and U+FFFF (every other non-ASCII byte is kept).
    private static func needsEscape(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return attribute
        default: return byte < 0x20
        }
    }

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
