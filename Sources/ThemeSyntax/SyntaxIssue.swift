/// A problem found while reading bytes into a node tree. The compiler turns each into a
/// diagnostic with the rule id of its `kind`.
public struct SyntaxIssue: Sendable, Hashable {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The text does not parse (libyaml's or the JSON parser's error).
        case syntax
        /// A well-formed stream with more than one document.
        case multipleDocuments = "multiple-documents"
        /// A key appears twice in one mapping.
        case duplicateKey = "duplicate-key"
        /// A resource limit was hit (size, nesting depth, alias expansion).
        case resourceLimit = "resource-limit"
        /// A plain scalar left empty because an unquoted `#` started a comment.
        case unquotedHexColor = "unquoted-hex-color"
    }

    public var kind: Kind
    /// What is wrong and how to fix it (lowercase, no trailing period).
    public var message: String
    public var location: SourceLocation
    /// Other places involved (e.g. the first occurrence of a duplicate key).
    public var related: [RelatedLocation]

    public init(_ kind: Kind, _ message: String, at location: SourceLocation, related: [RelatedLocation] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.related = related
    }
}

/// A secondary location of a finding, with a note saying what happens there.
public struct RelatedLocation: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
