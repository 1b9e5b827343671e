/// A problem found while reading bytes into a node tree, as data: what happened and where.
/// ThemeSyntax does not word it (it only passes libyaml's own problem text along); the
/// compiler turns each issue into a finding of the rule its `kind` names, in the words of
/// that rule's file.
package struct SyntaxIssue: Sendable, Hashable {
    /// The rule a problem is a finding of.
    package enum Kind: String, Sendable, Hashable {
        /// The text does not parse (libyaml's or the JSON parser's error).
        case syntax
        /// A well-formed stream with more than one document.
        case multipleDocuments = "multiple-documents"
        /// A key appears twice in one mapping.
        case duplicateKey = "duplicate-key"
        /// A resource limit was hit (nesting depth, alias expansion, node count).
        case resourceLimit = "resource-limit"
        /// A plain scalar left empty because an unquoted `#` started a comment.
        case unquotedHexColor = "unquoted-hex-color"
    }

    /// What happened: one case per rule, with what its message needs.
    package enum Reason: Sendable, Hashable {
        /// The text does not parse.
        case syntax(SyntaxError)
        /// A second document starts here.
        case multipleDocuments
        /// A key written twice in one mapping.
        case duplicateKey(DuplicateKey)
        /// A parse limit was hit here; reading stopped.
        case resourceLimit(ExceededLimit)
        /// `key: #RRGGBB`: the unquoted `colour` started a comment and left `key` empty.
        case unquotedHexColor(key: String, colour: String)
    }

    package var reason: Reason
    package var location: SourceLocation

    package init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    /// The rule the issue is a finding of.
    package var kind: Kind {
        switch reason {
        case .syntax: .syntax
        case .multipleDocuments: .multipleDocuments
        case .duplicateKey: .duplicateKey
        case .resourceLimit: .resourceLimit
        case .unquotedHexColor: .unquotedHexColor
        }
    }
}
