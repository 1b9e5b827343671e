/// The issues both readers report in the same words, so YAML and JSON themes get the
/// same messages for the same mistakes.
extension SyntaxIssue {
    /// A key written twice in one mapping. `first` is where the kept pair's key is.
    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(
            .duplicateKey,
            "duplicate key '\(key)' in this mapping — a later value would silently replace '\(key)' "
                + "at \(first.line):\(first.column); remove one",
            at: location,
            related: [RelatedLocation(first, "first defined here")])
    }

    /// Mappings and sequences nest deeper than `limits.maxDepth`.
    static func tooDeep(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(
            .resourceLimit,
            "mappings and lists nest more than \(limits.maxDepth) levels deep here; "
                + "a theme never needs this — flatten the structure",
            at: location)
    }

    /// Aliases expand the document beyond `limits.maxNodes` nodes.
    static func aliasBomb(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(
            .resourceLimit,
            "the document expands to more than \(limits.maxNodes) nodes through aliases — an alias bomb? "
                + "repeat fewer nodes through aliases",
            at: location)
    }

    /// The document holds more than `limits.maxNodes` nodes without any alias help.
    static func tooManyNodes(limits: ParseLimits, at location: SourceLocation) -> SyntaxIssue {
        SyntaxIssue(
            .resourceLimit,
            "the document has more than \(limits.maxNodes) nodes; split the theme into several files",
            at: location)
    }
}
