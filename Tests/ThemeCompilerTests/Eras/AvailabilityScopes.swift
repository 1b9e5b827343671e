import Foundation

/// Checks generated Swift as text: every use of a UIKit API newer than iOS 14 / tvOS 14 sits
/// in a scope that `@available` or `#available` opens for that version. Swift ignores iOS
/// availability when it compiles for Linux, so the stub alone cannot catch an unguarded use;
/// the real SDKs do (.github/workflows/sdk-typecheck.yml) where Xcode runs.
enum AvailabilityScopes {
    /// The APIs generated code may use that iOS 14 lacks, with the iOS major version each needs
    /// (`reference/system-defaults.md` §1, `reference/uikit-eras.md` §1.5).
    static let newerAPIs: [(text: String, iOS: Int)] = [
        ("configurationUpdateHandler", 15), (".isPinned", 15), ("background.image =", 15),
        ("background.imageContentMode", 15), ("UIColor.systemMint", 15), ("UIColor.systemCyan", 15),
        ("UIColor.tintColor", 15), ("shadowProperties", 18), (".listCell()", 18), (".listHeader()", 18),
        (".listFooter()", 18),
    ]

    /// One unguarded use: the line and what it needs.
    struct Violation: CustomStringConvertible {
        var line: Int
        var api: String
        var needs: Int
        var available: Int
        var description: String { "line \(line): '\(api)' needs iOS \(needs) but its scope guarantees only iOS \(available)" }
    }

    /// The unguarded uses in the UIKit part of `code` (everything after its `#if canImport(UIKit)`).
    static func violations(in code: String) -> [Violation] {
        var found: [Violation] = []
        var stack: [Int] = [14]
        var pending: Int?
        var inUIKit = false
        for (index, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if line.hasPrefix("#if canImport(UIKit)") { inUIKit = true; continue }
            guard inUIKit else { continue }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            if let n = version(after: "@available(iOS ", in: line) { pending = n }
            // Split at braces: each segment is checked at the level of the scope it sits in.
            var segment = ""
            func check(_ text: String, level: Int) {
                for api in newerAPIs where text.contains(api.text) && api.iOS > level {
                    found.append(Violation(line: index + 1, api: api.text, needs: api.iOS, available: level))
                }
            }
            func flush() {
                let level = stack.last!
                if let range = segment.range(of: "#available(iOS "), let n = version(after: "#available(iOS ", in: segment) {
                    check(String(segment[..<range.lowerBound]), level: level)
                    check(String(segment[range.lowerBound...]), level: max(level, n))
                    pending = max(level, n)
                } else {
                    check(segment, level: level)
                }
                segment = ""
            }
            for character in line {
                switch character {
                case "{":
                    flush()
                    stack.append(max(stack.last!, pending ?? 0))
                    pending = nil
                case "}":
                    flush()
                    if stack.count > 1 { stack.removeLast() }
                default: segment.append(character)
                }
            }
            flush()
        }
        return found
    }

    /// The major version written right after `prefix` in `text`.
    private static func version(after prefix: String, in text: String) -> Int? {
        guard let range = text.range(of: prefix) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
}
