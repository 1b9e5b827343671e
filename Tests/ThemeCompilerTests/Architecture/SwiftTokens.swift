/// A Swift source file as tokens, enough to see every name a file declares and uses without
/// SwiftSyntax: identifiers and punctuation with the brace depth they stand at, outside
/// comments and literals; the code inside a string's interpolations is code.
struct SwiftTokens {
    /// One token: an identifier (backquotes removed), or one punctuation character.
    struct Token: Equatable {
        var text: String
        /// How many braces are open where the token stands (a `{` counts outside itself).
        var depth: Int
        var isIdentifier: Bool
    }

    let tokens: [Token]

    init(_ source: String) {
        var scanner = Scanner(Array(source.unicodeScalars))
        scanner.code(inInterpolation: false)
        tokens = scanner.tokens
    }

    private struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        var depth = 0
        var tokens: [Token] = []

        init(_ s: [Unicode.Scalar]) { self.s = s }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < s.count ? s[i + offset] : nil }

        func starts(with text: String) -> Bool {
            text.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
        static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || c.properties.numericType != nil }

        /// Scans code to the end, or (in an interpolation) past the `)` that closes it.
        mutating func code(inInterpolation: Bool) {
            var parentheses = 0
            while let c = peek() {
                if starts(with: "//") {
                    while let d = peek(), d != "\n" { i += 1 }
                } else if starts(with: "/*") {
                    blockComment()
                } else if (c == "#" || c == "\"") && literal() {
                    continue
                } else if c == "`" || Self.isIdentifierStart(c) {
                    if c == "`" { i += 1 }
                    var name = ""
                    while let d = peek(), Self.isIdentifierPart(d) {
                        name.unicodeScalars.append(d)
                        i += 1
                    }
                    if c == "`", peek() == "`" { i += 1 }
                    tokens.append(Token(text: name, depth: depth, isIdentifier: true))
                } else {
                    i += 1
                    if c == ")" && inInterpolation {
                        if parentheses == 0 { return }
                        parentheses -= 1
                    }
                    if c == "(" { parentheses += 1 }
                    if c == "}" { depth -= 1 }
                    if !c.properties.isWhitespace { tokens.append(Token(text: String(c), depth: depth, isIdentifier: false)) }
                    if c == "{" { depth += 1 }
                }
            }
        }

        mutating func blockComment() {
            var nesting = 0
            repeat {
                if starts(with: "/*") {
                    nesting += 1
                    i += 2
                } else if starts(with: "*/") {
                    nesting -= 1
                    i += 2
                } else {
                    i += 1
                }
            } while nesting > 0 && i < s.count
        }

        /// Skips the string literal (`"…"`, `"""…"""`, `#"…"#`) or regex literal (`#/…/#`) at
        /// `i`, scanning its interpolations as code; false when none starts there.
        mutating func literal() -> Bool {
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            let pounds = String(repeating: "#", count: hashes)
            if hashes > 0 && peek(hashes) == "/" {
                i += hashes + 1
                while i < s.count && !starts(with: "/" + pounds) { i += 1 }
                i += hashes + 1
                return true
            }
            guard peek(hashes) == "\"" else { return false }
            i += hashes
            let quote = starts(with: "\"\"\"") ? "\"\"\"" : "\""
            i += quote.unicodeScalars.count
            let escape = "\\" + pounds
            while i < s.count && !starts(with: quote + pounds) {
                if starts(with: escape + "(") {
                    i += hashes + 2
                    code(inInterpolation: true)
                } else {
                    i += starts(with: escape) ? hashes + 2 : 1
                }
            }
            i += quote.unicodeScalars.count + hashes
            return true
        }
    }
}
