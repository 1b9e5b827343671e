/// The issues both readers report, built in one place so YAML and JSON themes report the
/// same reasons for the same mistakes.
extension SyntaxIssue {
    /// A key written twice in one mapping. `first` is where the kept pair's key is.
    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(.duplicateKey(.key(key, first: first)), at: location)
    }

    /// Mappings and sequences nest deeper than `limits.maxDepth`.
    static func tooDeep(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(.resourceLimit(.tooDeep(maxDepth: limits.maxDepth)), at: location)
    }

    /// Aliases expand the document beyond `limits.maxNodes` nodes.
    static func aliasBomb(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(.resourceLimit(.aliasBomb(maxNodes: limits.maxNodes)), at: location)
    }

    /// The document holds more than `limits.maxNodes` nodes without any alias help.
    static func tooManyNodes(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(.resourceLimit(.tooManyNodes(maxNodes: limits.maxNodes)), at: location)
    }
}
