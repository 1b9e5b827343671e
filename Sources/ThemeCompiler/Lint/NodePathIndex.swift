import ThemeSyntax

/// Parses each file once to answer "which YAML path is at this location" for baselines,
/// from the text the compiler already read (never from disk). Files it has no text for, or
/// cannot parse, give the empty path (their findings then match by rule and file only).
package final class NodePathIndex: @unchecked Sendable {
    private var roots: [String: SyntaxNode?] = [:]
    private let sources: [String: SourceFile]
    private let lock = Lock()
    private let limits: ParseLimits

    /// An index over `sources` (the files a lint read), parsed lazily.
    package init(sources: [String: SourceFile], limits: ParseLimits = .default) {
        self.sources = sources
        self.limits = limits
    }

    /// The YAML path of the node at `location`.
    package func path(of location: SourceLocation) -> String {
        lock.lock(); defer { lock.unlock() }
        if roots[location.file] == nil {
            roots[location.file] = sources[location.file].flatMap { Self.parse($0.bytes, path: location.file, limits: limits) }
        }
        guard let root = roots[location.file] ?? nil else { return "" }
        return NodePaths.path(at: location, in: root)
    }

    private static func parse(_ bytes: [UInt8], path: String, limits: ParseLimits) -> SyntaxNode? {
        SourceParser.parse(bytes, path: path, format: SourceFormat(path: path) ?? .yaml, limits: limits).root
    }
}
