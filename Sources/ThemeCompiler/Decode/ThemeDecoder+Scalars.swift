import ThemeSyntax

/// Typing scalars by the language (docs/language.md): never by YAML 1.1's implicit rules.
extension ThemeDecoder {
    /// The pairs of a mapping, or a `type-mismatch` naming `what` was expected (built only
    /// for the message: the decoder asks this of every block).
    mutating func mapping(_ node: SyntaxNode, _ what: @autoclosure () -> String) -> SyntaxNode.Pairs? {
        if let pairs = node.pairs { return pairs }
        diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a mapping for \(what())", found: node.kindDescription), at: node.location)
        return nil
    }

    /// The items of a list, or a `type-mismatch`.
    mutating func sequence(_ node: SyntaxNode, _ what: @autoclosure () -> String) -> SyntaxNode.Items? {
        if let items = node.items { return items }
        diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a list for \(what())", found: node.kindDescription), at: node.location)
        return nil
    }

    /// A mapping key's text; a non-scalar key is a `type-mismatch`.
    mutating func keyText(_ key: SyntaxNode) -> String? { keyScalar(key)?.text }

    /// A mapping key as a scalar (its text and how it is written); a non-scalar key is a
    /// `type-mismatch`.
    mutating func keyScalar(_ key: SyntaxNode) -> Scalar? {
        if let s = key.scalar { return s }
        diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a name as the key", found: key.kindDescription), at: key.location)
        return nil
    }

    /// `Scalar.isNull`, deciding most scalars by their first byte: only a plain, untagged
    /// text that starts as a null word does (or an empty one) is compared with the null words.
    static func isNull(_ s: Scalar) -> Bool {
        guard s.style == .plain else { return false }
        if s.tag == nil, let first = s.text.utf8.first, first != UInt8(ascii: "n"), first != UInt8(ascii: "N"), first != UInt8(ascii: "~") {
            return false
        }
        return s.isNull
    }

    /// A non-null scalar's text (quoted or plain), or a `type-mismatch`.
    mutating func string(_ node: SyntaxNode, what: String) -> Located<String>? {
        if let s = node.scalar, !Self.isNull(s) { return Located(s.text, at: node.location) }
        diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a string for \(what)", found: node.kindDescription), at: node.location)
        return nil
    }

    /// A string that is an identifier `[A-Za-z_][A-Za-z0-9_]*`; otherwise `invalid-name`.
    mutating func identifier(_ node: SyntaxNode, what: String) -> Located<String>? {
        guard let text = string(node, what: what) else { return nil }
        if Self.isIdentifier(text.value) { return text }
        diagnostics.report(.invalidName, InvalidNameRule.notAnIdentifier(Self.excerpt(text.value), for: what), at: node.location)
        return nil
    }

    /// True for `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_") }
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        return isLetter(first) && text.utf8.allSatisfy { isLetter($0) || isDigit($0) }
    }

    /// A text shortened for messages (hostile names can be megabytes long).
    static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.count > 60 else { return text.replacingNewlines() }
        return String(String.UnicodeScalarView(scalars.prefix(57))).replacingNewlines() + "…"
    }

    /// A number written as a number; a quoted number is a `type-mismatch` (docs/language.md).
    mutating func number(
        _ node: SyntaxNode, what: String, range: ClosedRange<Double>? = nil,
        rangeText: String = ""
    ) -> Double? {
        guard let s = node.scalar, !Self.isNull(s) else {
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a number for \(what)", found: node.kindDescription), at: node.location)
            return nil
        }
        return number(s, at: node.location, what: what, range: range, rangeText: rangeText)
    }

    /// `number(_:what:range:rangeText:)` of a non-null scalar read already, written at `location`.
    mutating func number(
        _ s: Scalar, at location: SourceLocation, what: String, range: ClosedRange<Double>? = nil,
        rangeText: String = ""
    ) -> Double? {
        let value = Self.parseNumber(s.text)
        if s.style != .plain {
            let hint = value != nil ? " — write \(s.text) without quotes" : ""
            diagnostics.report(
                .typeMismatch, TypeMismatchRule.expected("a number for \(what)", found: "the quoted string '\(Self.excerpt(s.text))'\(hint)"),
                at: location)
            return nil
        }
        guard let value else {
            let lowered = s.text.lowercased()
            let nonFinite =
                [".inf", "+.inf", "-.inf", ".nan"].contains(lowered)
                || (s.text.contains { $0.isNumber } && s.text.allSatisfy { "0123456789+-.eE".contains($0) })
            diagnostics.report(
                .typeMismatch,
                nonFinite
                    ? TypeMismatchRule.notFinite(what, found: Self.excerpt(s.text))
                    : TypeMismatchRule.expected("a number for \(what)", found: "'\(Self.excerpt(s.text))'"),
                at: location)
            return nil
        }
        if let range, !range.contains(value) {
            diagnostics.report(.typeMismatch, TypeMismatchRule.outOfRange(what, range: rangeText, found: s.text), at: location)
            return nil
        }
        return value
    }

    /// A length in points (`number`, 0 or more when `nonNegative`), with an
    /// `implausible-number` warning when it is beyond any screen; the value is kept.
    mutating func length(_ node: SyntaxNode, what: String, nonNegative: Bool = false) -> Double? {
        guard let s = node.scalar, !Self.isNull(s) else {
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a number for \(what)", found: node.kindDescription), at: node.location)
            return nil
        }
        return length(s, at: node.location, what: what, nonNegative: nonNegative)
    }

    /// `length(_:what:nonNegative:)` of a non-null scalar read already, written at `location`.
    mutating func length(_ s: Scalar, at location: SourceLocation, what: String, nonNegative: Bool = false) -> Double? {
        let value =
            nonNegative
            ? number(s, at: location, what: what, range: 0...Double.greatestFiniteMagnitude, rangeText: "0 or more")
            : number(s, at: location, what: what)
        if let value, abs(value) > ImplausibleNumberRule.largestScreenSide {
            diagnostics.report(
                .implausibleNumber, ImplausibleNumberRule.message(what, found: Self.excerpt(s.text), nonNegative: nonNegative), at: location)
        }
        return value
    }

    /// Parses `-?digits(.digits)?([eE][+-]?digits)?` (also `+1`, `.5`, `5.`) to a finite Double.
    static func parseNumber(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parseNumber(bytes: $0) }
    }

    /// `parseNumber` of the text's bytes. A number without an exponent of at most 15 digits
    /// is read here: its digits are an exact integer and a power of ten up to 10^22 is exact,
    /// so one division rounds as `Double(String)` does (Clinger's fast path); others are
    /// left to `Double(String)`.
    private static func parseNumber(bytes all: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !all.isEmpty, all.count < 64 else { return nil }
        let negative = all[0] == UInt8(ascii: "-")
        let signed = negative || all[0] == UInt8(ascii: "+")
        let bytes = signed ? UnsafeBufferPointer(rebasing: all.dropFirst()) : all
        var digits = 0, sawExponent = false, sawDot = false, exponentDigits = 0
        var previous: UInt8 = 0
        var mantissa: UInt64 = 0, decimals = 0
        for c in bytes {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawExponent {
                    exponentDigits += 1
                } else {
                    digits += 1
                    if digits <= 15 { mantissa = mantissa &* 10 &+ UInt64(c &- UInt8(ascii: "0")) }
                    if sawDot { decimals += 1 }
                }
            case UInt8(ascii: "."):
                if sawDot || sawExponent { return nil }
                sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                if sawExponent || digits == 0 { return nil }
                sawExponent = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if previous != UInt8(ascii: "e") && previous != UInt8(ascii: "E") { return nil }
            default: return nil
            }
            previous = c
        }
        guard digits > 0, !sawExponent || exponentDigits > 0 else { return nil }
        if !sawExponent, digits <= 15 {
            let value = Double(mantissa) / powersOfTen[decimals]
            return negative ? -value : value
        }
        // `Double(String)` reads a leading `-` but not a `+`.
        guard let value = Double(String(decoding: signed && !negative ? bytes : all, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// 10^0 … 10^15, each exact.
    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// One of the names of `table` (its value), or a `type-mismatch` with a did-you-mean.
    mutating func choice<Value>(_ node: SyntaxNode, of table: NameTable<Value>, what: String) -> Located<Value>? {
        guard let text = string(node, what: what) else { return nil }
        return choice(text.value, at: text.location, of: table, what: what)
    }

    /// One of `names` as written (the text read, not the table's spelling), or a
    /// `type-mismatch` with a did-you-mean.
    mutating func name(_ node: SyntaxNode, in names: NameTable<String>, what: String) -> Located<String>? {
        guard let text = string(node, what: what) else { return nil }
        return name(text.value, at: text.location, in: names, what: what)
    }

    /// `name(_:in:what:)` of the text of a non-null scalar read already, written at `location`.
    mutating func name(_ text: String, at location: SourceLocation, in names: NameTable<String>, what: String) -> Located<String>? {
        choice(text, at: location, of: names, what: what).map { _ in Located(text, at: location) }
    }

    /// `choice(_:of:what:)` of the text of a non-null scalar read already, written at `location`.
    mutating func choice<Value>(_ text: String, at location: SourceLocation, of table: NameTable<Value>, what: String) -> Located<Value>? {
        if let value = table[text] { return Located(value, at: location) }
        // A near spelling, else a name that contains what was written (`aspectFill` → `scaleAspectFill`).
        let names = table.names
        let lowered = text.lowercased()
        let guess =
            Suggestion.nearest(to: text, in: names)
            ?? (lowered.count >= 3 ? names.first { $0.lowercased().hasSuffix(lowered) } ?? names.first { $0.lowercased().contains(lowered) } : nil)
        let listing = " — valid values: \(names.map { "'\($0)'" }.joined(separator: ", "))"
        diagnostics.report(
            .typeMismatch, TypeMismatchRule.notAValue(Self.excerpt(text), of: what, listing: listing, suggestion: guess),
            at: location, suggestion: guess)
        return nil
    }

    /// Reports an unknown key with the nearest known one.
    mutating func unknownKey(_ key: SyntaxNode, _ text: String, known: [String], context: String, extra: String = "") {
        let guess = Suggestion.nearest(to: text, in: known)
        // With no near spelling and no hint, say what this place takes.
        let fix = guess == nil && extra.isEmpty && !known.isEmpty ? " — remove it; the keys here are \(known.joined(separator: ", "))" : extra
        diagnostics.report(
            .unknownKey, UnknownKeyRule.unknown(Self.excerpt(text), context: context, suggestion: guess, extra: fix),
            at: key.location, suggestion: guess)
    }
}

extension String {
    /// The text with line breaks shown as `\n`, so a message stays on one line.
    func replacingNewlines() -> String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
