import ThemeSyntax

/// Turns the findings the stages report into what the user sees: `# themec:disable-…`
/// comments silence theirs, and the configuration (`.themec.yml`) sets severities or turns
/// rules off. The streaming pipeline asks it, preset by preset, whether the findings so far
/// fail, so a warning raised to an error stops the table as surely as a built-in error.
/// It reads comments from the sources the loader already read; it never touches the disk.
package struct FindingPolicy: Sendable {
    /// The configuration's severities and switched-off rules, applied last.
    package typealias Adjustment = @Sendable ([Diagnostic]) -> [Diagnostic]

    private let sources: [String: SourceFile]
    /// The compiled file: the one whose unused suppressions are reported.
    private let rootPath: String
    private let adjust: Adjustment
    /// False when `adjust` hands its findings back as they are (a configuration that sets no
    /// rule's severity): no finding can then become an error.
    private let adjusts: Bool
    private let isAdjustable: @Sendable (RuleID) -> Bool
    /// Path → the file's suppression comments (nil: a JSON file, or none).
    private var suppressions: [String: Suppressions?] = [:]

    /// A policy over `sources` (the compiled file first), applying `adjust` after the
    /// suppressions (`adjusts` false: `adjust` changes nothing); comments may silence only the
    /// rules `isAdjustable` accepts.
    package init(
        sources: [SourceFile], adjust: @escaping Adjustment, adjusts: Bool = true,
        isAdjustable: @escaping @Sendable (RuleID) -> Bool
    ) {
        var byPath: [String: SourceFile] = [:]
        for source in sources where byPath[source.path] == nil { byPath[source.path] = source }
        self.sources = byPath
        self.rootPath = sources.first?.path ?? ""
        self.adjust = adjust
        self.adjusts = adjusts
        self.isAdjustable = isAdjustable
    }

    /// True when `diagnostics`, as the user will see them, hold an error.
    package mutating func fails<C: Collection>(_ diagnostics: C) -> Bool where C.Element == Diagnostic {
        // Comments only silence findings: without an error among them and an adjustment that
        // could make one, there is none to see (the streaming pipeline asks for each preset's
        // findings, about 3 300 instructions a preset at 10k presets when they were finished).
        guard !diagnostics.isEmpty, adjusts || diagnostics.contains(where: { $0.severity == .error }) else { return false }
        return effective(Array(diagnostics), reportUnused: false).hasErrors
    }

    /// Every finding as the user sees it, with a finding for each suppression comment of
    /// the compiled file that silenced nothing. `unreported` are findings of the compiled
    /// file that the caller decided not to report although the file compiled alone has them
    /// (a lint run in which another file uses a palette colour): they are not reported, and
    /// a comment that silences one is not unused, since the file needs it on its own.
    package mutating func finalize(_ diagnostics: [Diagnostic], unreported: [Diagnostic] = []) -> [Diagnostic] {
        effective(diagnostics, reportUnused: true, unreported: unreported)
    }

    private mutating func effective(_ diagnostics: [Diagnostic], reportUnused: Bool, unreported: [Diagnostic] = []) -> [Diagnostic] {
        var result = diagnostics
        // The files findings point into, each path looked up once (by a location in it). A
        // run has a few files (the compiled one and its imports), findings come grouped by
        // file, and the streaming pipeline asks once per preset: a short list, no set.
        var inFile: [SourceLocation] = []
        diagnostics.withUnsafeBufferPointer { findings in
            for i in findings.indices where inFile.last?.fileNumber != findings[i].location.fileNumber {
                let number = findings[i].location.fileNumber
                if !inFile.contains(where: { $0.fileNumber == number }) { inFile.append(findings[i].location) }
            }
        }
        var files = inFile.map(\.file)
        if reportUnused, !files.contains(rootPath) { files.append(rootPath) }
        for path in files.sorted() {
            guard let comments = suppressionComments(in: path) else { continue }
            let isRoot = reportUnused && path == rootPath
            result = comments.apply(to: result, path: path, reportUnused: isRoot, unreported: isRoot ? unreported : [])
        }
        return adjust(result)
    }

    /// The suppression comments of a YAML file, scanned once.
    private mutating func suppressionComments(in path: String) -> Suppressions? {
        if let known = suppressions[path] { return known }
        var found: Suppressions?
        if let source = sources[path], !source.comments.isEmpty {
            found = Suppressions(source: source, isAdjustable: isAdjustable)
        }
        suppressions[path] = found
        return found
    }
}
