/// How theme names become Swift identifiers in generated code: namespaces, members,
/// escaping of keywords and reserved member names. One type, used by the Swift emitter and
/// by `generated-name-collision` (which must predict exactly the names the emitter writes).
package enum SwiftIdentifier {
    /// The namespace of a theme: `Linen` → `LinenTheme` (a name already ending in `Theme`
    /// is kept). Theme names are identifiers (`invalid-name` checks it), and the suffix
    /// keeps them clear of keywords.
    package static func namespaceName(forTheme theme: String) -> String {
        let upper = upperFirst(identifierCharacters(theme))
        return upper.hasSuffix("Theme") ? upper : upper + "Theme"
    }

    /// The member name of a preset or palette colour: lower camel case (`Card` → `card`,
    /// `URLRow` → `urlRow`), a trailing `_` on names Swift reserves for members
    /// (`self`, `Type`, `init`, `rawValue` …), backticks around keywords (`` `default` ``).
    package static func memberName(_ name: String) -> String {
        // Most names are already lower camel case identifiers: they are their own member name.
        let lower = isPlainLowerIdentifier(name) ? name : lowerCamel(identifierCharacters(name))
        if reservedMembers.contains(lower) { return lower + "_" }
        return keywords.contains(lower) ? "`\(lower)`" : lower
    }

    /// True when `name` is its own member name as generated names are compared
    /// (`memberName(name).replacingBackticks == name`): a lower camel case identifier that is
    /// not a reserved member name (a keyword is written in backticks, and compares as itself).
    /// Any other name's member name differs from it: a letter lowered, a character replaced,
    /// a `_` added.
    package static func isOwnMemberName(_ name: String) -> Bool {
        guard isPlainLowerIdentifier(name) else { return false }
        // Most names cannot be reserved by their length and first letter: no set lookup.
        let count = name.utf8.count, first = name.utf8.first ?? 0
        guard count < 64, reservedLengths & (1 << UInt64(count)) != 0, first < 128,
            reservedFirsts[Int(first >> 6)] & (1 << UInt64(first & 63)) != 0
        else { return true }
        return !reservedMembers.contains(name)
    }

    /// The lengths of `reservedMembers` (bit `n`: a name of `n` UTF-8 bytes).
    private static let reservedLengths = reservedMembers.reduce(UInt64(0)) { $0 | 1 << UInt64($1.utf8.count) }
    /// Their first bytes (bit `b & 63` of word `b >> 6`).
    private static let reservedFirsts = reservedMembers.reduce([UInt64](repeating: 0, count: 2)) { words, name in
        var words = words
        let first = name.utf8.first!
        words[Int(first >> 6)] |= 1 << UInt64(first & 63)
        return words
    }

    /// True when `name` starts with `a`…`z` or `_` and holds only ASCII letters, digits and
    /// `_`: `identifierCharacters` and `lowerCamel` would give it back unchanged.
    static func isPlainLowerIdentifier(_ name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) || first == UInt8(ascii: "_") else {
            return false
        }
        while let c = utf8.next() {
            let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c | 0x20)
            guard letter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "_") else { return false }
        }
        return true
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
}

extension String {
    /// The name without the backticks that escape a keyword (what a generated name is
    /// compared by: the emitter's and `generated-name-collision`'s).
    var replacingBackticks: String { utf8.contains(UInt8(ascii: "`")) ? filter { $0 != "`" } : self }
}
