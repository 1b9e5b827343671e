import Testing
@testable import ThemeSyntax
import TestSupport

/// Testing has its own `SourceLocation`; the tests always mean the parser's.
typealias SourceLocation = ThemeSyntax.SourceLocation

/// Marked sources in the parser tests stand for `test.theme.yaml`.
extension Marked {
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
