import ThemeSyntax

/// What a report covers: the findings of a run and the files it looked at.
public struct LintReport: Sendable {
    /// Sorted findings.
    public var diagnostics: [Diagnostic]
    /// Files linted (readable or not), in the order they were found. Reporters that list
    /// clean files (junit, checkstyle) read it; empty when only a count is known.
    public var files: [String]
    /// How many files were linted.
    public var fileCount: Int
    /// Findings left out of `diagnostics` by `quiet` (they still decide whether the run fails).
    package var hiddenCount = 0
    /// How many of the hidden findings fail the run (warnings under `strict`).
    package var hiddenFailingCount = 0
    /// Files read only because a linted file imports them (their findings are in the report).
    package var importedCount = 0
    /// Findings left out of `diagnostics` because the baseline records them.
    package var baselineCount = 0
    /// The text of the files the findings point into, as the compiler read it, by path:
    /// reporters quote source lines from here and never read the disk.
    public var sources: [String: SourceFile]

    /// A report over `files`.
    public init(diagnostics: [Diagnostic], files: [String], sources: [SourceFile] = []) {
        self.diagnostics = diagnostics
        self.files = files
        self.fileCount = files.count
        self.sources = Self.index(sources)
    }

    /// A report that knows only how many files it covers.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [SourceFile] = []) {
        self.diagnostics = diagnostics
        self.files = []
        self.fileCount = fileCount
        self.sources = Self.index(sources)
    }

    private static func index(_ sources: [SourceFile]) -> [String: SourceFile] {
        var byPath: [String: SourceFile] = [:]
        for source in sources where byPath[source.path] == nil { byPath[source.path] = source }
        return byPath
    }

    /// Every file the report mentions: the linted files, then files only findings name
    /// (imports), each once, in order.
    package var allFiles: [String] {
        var seen = Set<String>()
        return (files + diagnostics.map(\.location.file)).filter { seen.insert($0).inserted }
    }

    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int {
        diagnostics.withUnsafeBufferPointer { findings in
            var count = 0
            for i in findings.indices where findings[i].severity == severity { count += 1 }
            return count
        }
    }

    /// `2 errors, 1 warning in 3 files` (the files linted or compiled, then those only
    /// imported: `in 1 file and 1 file it imports`), then what was left out: `; 4 findings
    /// hidden by quiet, 2 findings in the baseline`.
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
        if count(.note) > 0 { parts.append(plural(count(.note), "note")) }
        var left: [String] = []
        if hiddenCount > 0 {
            var hidden = "\(plural(hiddenCount, "finding")) hidden by quiet"
            if hiddenFailingCount > 0 {
                let which = hiddenFailingCount == hiddenCount ? (hiddenCount == 1 ? "it fails" : "they fail") : "\(hiddenFailingCount) of them fail"
                hidden += " (\(which) the run: strict makes warnings fail)"
            }
            left.append(hidden)
        }
        if baselineCount > 0 { left.append("\(plural(baselineCount, "finding")) in the baseline") }
        var files = plural(fileCount, "file")
        if importedCount > 0 { files += " and \(plural(importedCount, "file")) \(fileCount == 1 ? "it imports" : "they import")" }
        return "\(parts.joined(separator: ", ")) in \(files)" + (left.isEmpty ? "" : "; " + left.joined(separator: ", "))
    }
}

/// Renders a report: straight into a `ReportOutput` (bytes, handed on in chunks), or as
/// text. The command line prints the bytes.
public protocol DiagnosticReporter {
    /// Appends the report to `out`, finding by finding (then `out.finish()` hands on the rest).
    func write(_ report: LintReport, into out: inout ReportOutput)
}

extension DiagnosticReporter {
    /// The whole report as bytes.
    public func bytes(_ report: LintReport) -> [UInt8] {
        var out = ReportOutput()
        write(report, into: &out)
        return out.bytes.array
    }

    /// The whole report as text.
    public func render(_ report: LintReport) -> String { String(decoding: bytes(report), as: UTF8.self) }
}

/// The reporters `--reporter` names.
package enum ReporterKind: String, CaseIterable, Sendable {
    case human, xcode, json, sarif, github, junit, checkstyle
}
