import ThemeSyntax

/// Turns the findings the stages report into what the user sees: `# themec:disable-…`
/// comments silence theirs, and the configuration (`.themec.yml`) sets severities or turns
/// rules off. The streaming pipeline asks it, preset by preset, whether the findings so far
/// fail, so a warning raised to an error stops the table as surely as a built-in error.
struct FindingPolicy {
    let configuration: Configuration
    let maxInputBytes: Int
    /// The compiled file, and its bytes when they did not come from disk.
    let rootPath: String
    let rootBytes: [UInt8]?
    /// Path → the file's suppression comments (nil: a JSON file, unreadable, or none).
    private var suppressions: [String: Suppressions?] = [:]

    init(configuration: Configuration, maxInputBytes: Int, rootPath: String, rootBytes: [UInt8]?) {
        self.configuration = configuration
        self.maxInputBytes = maxInputBytes
        self.rootPath = rootPath
        self.rootBytes = rootBytes
    }

    /// True when `diagnostics`, as the user will see them, hold an error.
    mutating func fails<C: Collection>(_ diagnostics: C) -> Bool where C.Element == Diagnostic {
        guard !diagnostics.isEmpty else { return false }
        return effective(Array(diagnostics), reportUnused: false).hasErrors
    }

    /// Every finding as the user sees it, with a finding for each suppression comment of
    /// the compiled file that silenced nothing.
    mutating func finalize(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        effective(diagnostics, reportUnused: true)
    }

    private mutating func effective(_ diagnostics: [Diagnostic], reportUnused: Bool) -> [Diagnostic] {
        var result = diagnostics
        var files = Set(diagnostics.map(\.location.file))
        if reportUnused { files.insert(rootPath) }
        for path in files.sorted() {
            guard let comments = suppressionComments(in: path) else { continue }
            result = comments.apply(to: result, path: path, reportUnused: reportUnused && path == rootPath)
        }
        return configuration.apply(to: result)
    }

    /// The suppression comments of a YAML file, read once.
    private mutating func suppressionComments(in path: String) -> Suppressions? {
        if let known = suppressions[path] { return known }
        var found: Suppressions?
        if SourceFormat(path: path) != .json {
            let bytes = path == rootPath && rootBytes != nil
                ? rootBytes : (try? SourceFiles.read(path, maxBytes: maxInputBytes))?.bytes
            if let bytes, bytes.contains(UInt8(ascii: "#")) { found = Suppressions(scanning: bytes, path: path) }
        }
        suppressions[path] = found
        return found
    }
}
