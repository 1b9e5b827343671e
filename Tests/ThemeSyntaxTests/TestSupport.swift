import Testing
@testable import ThemeSyntax

/// Testing has its own `SourceLocation`; the tests always mean the parser's.
typealias SourceLocation = ThemeSyntax.SourceLocation

/// Source text with emoji markers (`1️⃣`, `2️⃣`, …) at the positions a test talks about.
/// The markers are removed; `[n]` is the 1-based line and column (in Unicode scalars) where
/// marker n was, so tests never count lines and columns by hand.
struct Marked {
    let text: String
    private let positions: [Int: (line: Int, column: Int)]

    private static let markers: [(Int, [Unicode.Scalar])] = (1...9).map { n in
        (n, Array("\(n)\u{FE0F}\u{20E3}".unicodeScalars))
    }

    init(_ source: String) {
        var output = String.UnicodeScalarView()
        var positions: [Int: (Int, Int)] = [:]
        let scalars = Array(source.unicodeScalars)
        var line = 1, column = 1, index = 0
        outer: while index < scalars.count {
            for (n, marker) in Self.markers where scalars[index...].starts(with: marker) {
                positions[n] = (line, column)
                index += marker.count
                continue outer
            }
            let scalar = scalars[index]
            output.append(scalar)
            index += 1
            if scalar == "\n" || (scalar == "\r" && (index >= scalars.count || scalars[index] != "\n")) {
                line += 1
                column = 1
            } else if scalar != "\r" {
                column += 1
            }
        }
        text = String(output)
        self.positions = positions
    }

    /// Where marker `n` was, as a location in `path`.
    subscript(_ n: Int) -> SourceLocation {
        let position = positions[n]!
        return SourceLocation(file: path, line: position.line, column: position.column)
    }

    var path: String { "test.theme.yaml" }
}

/// Parses YAML text (markers removed) with the test path.
func parseYAML(_ text: String, limits: ParseLimits = .default) -> ParsedSource {
    SourceParser.parse(Array(text.utf8), path: "test.theme.yaml", format: .yaml, limits: limits)
}

/// Parses JSON text with the same test path, so `Marked` locations compare equal.
func parseJSON(_ text: String, limits: ParseLimits = .default) -> ParsedSource {
    SourceParser.parse(Array(text.utf8), path: "test.theme.yaml", format: .json, limits: limits)
}

/// Parses bytes as YAML or JSON.
func parse(bytes: [UInt8], _ format: SourceFormat, limits: ParseLimits = .default) -> ParsedSource {
    SourceParser.parse(bytes, path: "test.theme.yaml", format: format, limits: limits)
}

extension SyntaxNode {
    /// The value of the first pair whose key text is `key`.
    subscript(_ key: String) -> SyntaxNode? {
        pairs?.first { $0.key.scalar?.text == key }?.value
    }

    /// The key node of the first pair whose key text is `key`.
    func key(_ key: String) -> SyntaxNode? {
        pairs?.first { $0.key.scalar?.text == key }?.key
    }

    /// Key texts in order.
    var keys: [String] { pairs?.compactMap { $0.key.scalar?.text } ?? [] }

    /// The scalar text, for short expectations.
    var text: String? { scalar?.text }
}

/// Nested opening brackets, `count` of them, as bytes.
func openBrackets(_ count: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: "["), count: count) }
