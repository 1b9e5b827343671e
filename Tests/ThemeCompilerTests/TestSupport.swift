import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler

/// A temporary directory that theme files are written into for one test.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "themec-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the directory and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}

/// Emoji markers (`1️⃣` … `9️⃣`) that mark expected finding positions in inline themes.
enum Markers {
    static let all = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers, and each marker's 1-based line and column (in Unicode scalars).
    static func strip(_ text: String) -> (text: String, positions: [(line: Int, column: Int)]) {
        var clean = ""
        var positions: [(Int, Int)] = []
        var line = 1, column = 1
        var rest = Substring(text)
        outer: while let first = rest.first {
            for marker in all where rest.hasPrefix(marker) {
                positions.append((line, column))
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            clean.append(first)
            if first == "\n" { line += 1; column = 1 } else { column += first.unicodeScalars.count }
            rest = rest.dropFirst()
        }
        return (clean, positions)
    }
}

/// Compiles `text` written as `name` in a fresh directory; returns the result and the file's path.
func compileTheme(_ text: String, name: String = "example.theme.yaml", limits: CompilerLimits = CompilerLimits(),
                  extraFiles: [String: String] = [:]) throws -> (ThemeCompiler.Result, String) {
    let directory = TemporaryDirectory()
    for (file, contents) in extraFiles { directory.write(file, contents) }
    let path = directory.write(name, text)
    return (try ThemeCompiler(limits: limits).compile(path), path)
}

/// The package root (for Themes/ and fixtures).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// A readable list of findings for failure messages.
func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.rule)] \($0.message)" }
        .joined(separator: "\n")
}
