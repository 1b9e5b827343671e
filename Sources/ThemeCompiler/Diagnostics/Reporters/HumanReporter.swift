import Foundation
import ThemeSyntax

/// For people at a terminal: each finding with its source line and a caret under the
/// column, related locations, then a summary line. Colour only when asked for (the CLI
/// asks on a terminal without `NO_COLOR`).
public struct HumanReporter: DiagnosticReporter {
    public var color: Bool
    /// Returns line `n` (1-based) of `file`, or nil; reads each file once.
    private let lines: SourceLines

    public init(color: Bool) {
        self.color = color
        self.lines = SourceLines()
    }

    public func render(_ report: LintReport) -> String {
        var out = ""
        for d in report.diagnostics {
            out += "\(style(d.location.description, bold: true)): \(severity(d.severity)): \(style(d.message, bold: true)) [\(d.rule)]\n"
            out += excerpt(d.location)
            for related in d.related {
                out += "\(related.location): \(style("note", code: "36")): \(related.message)\n"
            }
            if let suggestion = d.suggestion { out += "  help: replace with '\(suggestion)'\n" }
        }
        let summaryColor = report.count(.error) > 0 ? "31" : (report.count(.warning) > 0 ? "33" : "32")
        out += style(report.summary, code: summaryColor) + "\n"
        return out
    }

    private func excerpt(_ location: SourceLocation) -> String {
        guard let text = lines.line(location.line, of: location.file) else { return "" }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // A window around the column; the caret sits under it by display width (tabs kept).
        let window = ExcerptWindow(line: text, column: location.column)
        return " \(gutter) |\n \(number) | \(window.text)\n \(gutter) | \(window.pad)\(style("^", code: "32"))\n"
    }

    private func severity(_ s: Severity) -> String {
        switch s {
        case .error: return style("error", code: "31", bold: true)
        case .warning: return style("warning", code: "33", bold: true)
        case .note: return style("note", code: "36", bold: true)
        }
    }

    private func style(_ text: String, code: String? = nil, bold: Bool = false) -> String {
        guard color else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if let code { codes.append(code) }
        return codes.isEmpty ? text : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}

/// Source lines for excerpts, each file read once (and only when a finding needs it).
final class SourceLines: @unchecked Sendable {
    private var files: [String: [ArraySlice<UInt8>]] = [:]
    private let lock = NSLock()

    func line(_ n: Int, of file: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if files[file] == nil {
            guard let data = FileManager.default.contents(atPath: file), data.count <= 64 << 20 else { return nil }
            // Split on bytes: as Characters, "\r\n" is one grapheme and would not split at "\n".
            files[file] = [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false)
        }
        guard let lines = files[file], n >= 1, n <= lines.count else { return nil }
        var bytes = lines[n - 1]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
