/// Resource limits that keep hostile input from exhausting memory, stack or time.
/// Each limit hit is reported as a `resource-limit` finding at the place it was hit.
public struct ParseLimits: Sendable, Hashable {
    /// Largest input accepted, in bytes. The loader checks it where a file is read (before
    /// reading, so a huge file costs nothing); the readers trust their caller.
    public var maxInputBytes: Int
    /// Deepest nesting of mappings and sequences.
    public var maxDepth: Int
    /// Most nodes the document may expand to once aliases are followed
    /// (an alias counts as many nodes as the subtree it repeats).
    public var maxNodes: Int

    /// Limits with the given values (each defaults to README.md's).
    /// - Parameters:
    ///   - maxInputBytes: The largest input read, in bytes.
    ///   - maxDepth: The deepest nesting of mappings and sequences.
    ///   - maxNodes: The most nodes a document may expand to, aliases followed.
    public init(maxInputBytes: Int = 64 << 20, maxDepth: Int = 256, maxNodes: Int = 10_000_000) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// The defaults documented in README.md.
    public static let `default` = ParseLimits()
}
