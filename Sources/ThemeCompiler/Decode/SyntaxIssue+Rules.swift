import ThemeSyntax

/// A parser's issue as a finding: ThemeSyntax says what happened, the file of the rule it
/// is a finding of says it in words (`SyntaxRule`, `DuplicateKeyRule`, `MultipleDocumentsRule`,
/// `ResourceLimitRule`, `UnquotedHexColorRule`).
extension SyntaxIssue {
    /// The rule the issue is a finding of.
    var rule: RuleID {
        switch kind {
        case .syntax: .syntax
        case .multipleDocuments: .multipleDocuments
        case .duplicateKey: .duplicateKey
        case .resourceLimit: .resourceLimit
        case .unquotedHexColor: .unquotedHexColor
        }
    }

    /// What is wrong and how to fix it, in the words of the issue's rule.
    var message: String {
        switch reason {
        case .syntax(let error): SyntaxRule.message(for: error)
        case .multipleDocuments: MultipleDocumentsRule.message
        case .duplicateKey(let duplicate): DuplicateKeyRule.message(for: duplicate)
        case .resourceLimit(let limit): ResourceLimitRule.message(for: limit)
        case .unquotedHexColor(let key, let colour): UnquotedHexColorRule.message(key: key, colour: colour)
        }
    }

    /// Other places involved: the first occurrence of a duplicate key.
    var related: [RelatedLocation] {
        guard case .duplicateKey(let duplicate) = reason else { return [] }
        return DuplicateKeyRule.related(for: duplicate)
    }
}
