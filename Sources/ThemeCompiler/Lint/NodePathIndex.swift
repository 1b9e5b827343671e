import Foundation
import ThemeSyntax

/// Parses each file once to answer "which YAML path is at this location" for baselines.
/// Files it cannot read or parse give the empty path (their findings then match by rule
/// and file only). Bytes already in memory (standard input) can be registered.
public final class NodePathIndex: @unchecked Sendable {
    private var roots: [String: SyntaxNode?] = [:]
    private let lock = NSLock()
    private let limits: ParseLimits

    public init(limits: ParseLimits = .default, inMemory: [String: [UInt8]] = [:]) {
        self.limits = limits
        for (path, bytes) in inMemory { roots[SourceFiles.displayPath(path)] = Self.parse(bytes, path: SourceFiles.displayPath(path), limits: limits) }
    }

    /// The YAML path of the node at `location`.
    public func path(of location: SourceLocation) -> String {
        lock.lock(); defer { lock.unlock() }
        if roots[location.file] == nil {
            let bytes = (try? SourceFiles.read(location.file, maxBytes: limits.maxInputBytes))?.bytes
            roots[location.file] = bytes.flatMap { Self.parse($0, path: location.file, limits: limits) }
        }
        guard let root = roots[location.file] ?? nil else { return "" }
        return NodePaths.path(at: location, in: root)
    }

    private static func parse(_ bytes: [UInt8], path: String, limits: ParseLimits) -> SyntaxNode? {
        SourceParser.parse(bytes, path: path, format: SourceFormat(path: path) ?? .yaml, limits: limits).root
    }
}
