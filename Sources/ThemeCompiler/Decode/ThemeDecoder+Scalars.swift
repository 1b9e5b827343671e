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
    mutating func keyText(_ key: SyntaxNode) -> String? {
        if let s = key.scalar { return s.text }
        diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a name as the key", found: key.kindDescription), at: key.location)
        return nil
    }

    /// A non-null scalar's text (quoted or plain), or a `type-mismatch`.
    mutating func string(_ node: SyntaxNode, what: String) -> Located<String>? {
        if let s = node.scalar, !s.isNull { return Located(s.text, at: node.location) }
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
        guard let s = node.scalar, !s.isNull else {
            diagnostics.report(.typeMismatch, TypeMismatchRule.expected("a number for \(what)", found: node.kindDescription), at: node.location)
            return nil
        }
        let value = Self.parseNumber(s.text)
        if s.style != .plain {
            let hint = value != nil ? " — write \(s.text) without quotes" : ""
            diagnostics.report(
                .typeMismatch, TypeMismatchRule.expected("a number for \(what)", found: "the quoted string '\(Self.excerpt(s.text))'\(hint)"),
                at: node.location)
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
                at: node.location)
            return nil
        }
        if let range, !range.contains(value) {
            diagnostics.report(.typeMismatch, TypeMismatchRule.outOfRange(what, range: rangeText, found: s.text), at: node.location)
            return nil
        }
        return value
    }

    /// A length in points (`number`, 0 or more when `nonNegative`), with an
    /// `implausible-number` warning when it is beyond any screen; the value is kept.
    mutating func length(_ node: SyntaxNode, what: String, nonNegative: Bool = false) -> Double? {
        let value =
            nonNegative ? number(node, what: what, range: 0...Double.greatestFiniteMagnitude, rangeText: "0 or more") : number(node, what: what)
        if let value, abs(value) > ImplausibleNumberRule.largestScreenSide, let text = node.scalar?.text {
            diagnostics.report(
                .implausibleNumber, ImplausibleNumberRule.message(what, found: Self.excerpt(text), nonNegative: nonNegative), at: node.location)
        }
        return value
    }

    /// Parses `-?digits(.digits)?([eE][+-]?digits)?` (also `+1`, `.5`, `5.`) to a finite Double.
    static func parseNumber(_ text: String) -> Double? {
        var bytes = Substring(text).utf8[...]
        guard !bytes.isEmpty, bytes.count < 64 else { return nil }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var digits = 0, sawExponent = false, sawDot = false, exponentDigits = 0
        var previous: UInt8 = 0
        for c in bytes {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawExponent { exponentDigits += 1 } else { digits += 1 }
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
        guard digits > 0, !sawExponent || exponentDigits > 0,
            let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), value.isFinite
        else { return nil }
        return value
    }

    /// One of `names`, or a `type-mismatch` with a did-you-mean.
    mutating func choice(_ node: SyntaxNode, of names: [String], what: String) -> Located<String>? {
        guard let text = string(node, what: what) else { return nil }
        if names.contains(text.value) { return text }
        // A near spelling, else a name that contains what was written (`aspectFill` → `scaleAspectFill`).
        let lowered = text.value.lowercased()
        let guess =
            Suggestion.nearest(to: text.value, in: names)
            ?? (lowered.count >= 3 ? names.first { $0.lowercased().hasSuffix(lowered) } ?? names.first { $0.lowercased().contains(lowered) } : nil)
        let listing = " — valid values: \(names.map { "'\($0)'" }.joined(separator: ", "))"
        diagnostics.report(
            .typeMismatch, TypeMismatchRule.notAValue(Self.excerpt(text.value), of: what, listing: listing, suggestion: guess),
            at: node.location, suggestion: guess)
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
