/// How theme names become Swift identifiers, and how text becomes Swift literals and
/// comments. Everything that reaches generated code goes through here: names are
/// converted and escaped, strings are escaped so no theme text can end a literal or a
/// comment, or smuggle in an interpolation, a control character or a bidi override.
extension SwiftEmitter {
    /// The namespace of a theme: `Linen` → `LinenTheme` (a name already ending in `Theme`
    /// is kept). Theme names are identifiers (`invalid-name` checks it), and the suffix
    /// keeps them clear of keywords.
    public static func namespaceName(forTheme theme: String) -> String {
        let upper = upperFirst(identifierCharacters(theme))
        return upper.hasSuffix("Theme") ? upper : upper + "Theme"
    }

    /// The member name of a preset or palette colour: lower camel case (`Card` → `card`,
    /// `URLRow` → `urlRow`), a trailing `_` on names Swift reserves for members
    /// (`self`, `Type`, `init`, `rawValue` …), backticks around keywords (`` `default` ``).
    public static func memberName(_ name: String) -> String {
        let lower = lowerCamel(identifierCharacters(name))
        if reservedMembers.contains(lower) { return lower + "_" }
        return keywords.contains(lower) ? "`\(lower)`" : lower
    }

    /// Names that cannot be a case or static member even in backticks (they mean the
    /// metatype, an initialiser, or collide with what `RawRepresentable`/`CaseIterable`/
    /// `Hashable` synthesise, or with the generated `tint`).
    static let reservedMembers: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_",
        "rawValue", "allCases", "hashValue", "hash", "description",
    ]

    /// Swift keywords (and literal-like words) that must be written in backticks to be
    /// used as names. Backticks on a word that does not need them are harmless.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
        "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "super", "throws", "true", "try", "async", "some",
        "any", "each", "macro", "actor", "copy", "consume", "discard", "then", "yield",
        "indirect", "mutating", "nonmutating", "override", "required", "convenience",
        "dynamic", "final", "lazy", "optional", "unowned", "weak", "get", "set", "willSet",
        "didSet", "left", "right", "none", "prefix", "postfix", "infix", "Type", "Protocol",
    ]

    /// `name` with anything but ASCII letters, digits and `_` replaced by `_` (and a `_`
    /// before a leading digit). Names reaching the emitter are already identifiers
    /// (`invalid-name`); this keeps a table built any other way from breaking the code.
    static func identifierCharacters(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for s in name.unicodeScalars {
            let ok = ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "_"
            out.append(ok ? s : "_")
        }
        if out.isEmpty || ("0"..."9").contains(out.first!) { out.insert("_", at: out.startIndex) }
        return String(out)
    }

    /// `.name` for a UIKit enum case the theme named (`scaleAspectFill`, `systemMaterial`).
    static func enumCase(_ name: String) -> String { "." + identifierCharacters(name) }

    /// Text for a `//` comment on one line.
    static func commentText(_ text: String) -> String { commentLines(text).joined(separator: " ") }

    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `Card` → `card`, `URLRow` → `urlRow`, `URL` → `url`, `already` → `already`.
    static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, ("A"..."Z").contains(scalars[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return name }
        var lowerCount = upperRun
        // In `URLRow` the `R` starts the next word: keep it upper case.
        if upperRun > 1, upperRun < scalars.count, ("a"..."z").contains(scalars[upperRun]) { lowerCount -= 1 }
        var out = String.UnicodeScalarView()
        for (i, s) in scalars.enumerated() {
            out.append(i < lowerCount ? Unicode.Scalar(s.value + 32)! : s)
        }
        return String(out)
    }

    // MARK: - Literals and comments

    /// A Swift string literal that reads back as `text`: quotes, backslashes (so no `\(`
    /// interpolation), and every character outside printable ASCII are escaped.
    public static func stringLiteral(_ text: String) -> String {
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
