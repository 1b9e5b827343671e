/// The payloads of `SyntaxIssue.Reason`: for each rule, what happened in enough detail for
/// the rule's file to word it.
extension SyntaxIssue {
    /// Why the text does not parse (rule `syntax`).
    package enum SyntaxError: Sendable, Hashable {
        // MARK: YAML

        /// libyaml could not allocate its parser.
        case libyamlUnavailable
        /// libyaml's reader rejected the bytes (not UTF-8, a control character): its
        /// `problem` (nil when it gave none), and the offending value when it gives one.
        case notUTF8(problem: String?, value: Int?)
        /// A tab where YAML expects indentation or a value.
        case tab
        /// Any other libyaml error: its `problem` (nil when it gave none) and, when it says
        /// so, what it was parsing and where that started.
        case libyaml(problem: String?, context: ParserContext?)
        /// An alias whose anchor is not defined before it.
        case undefinedAlias(String)
        /// An alias inside the node its anchor names.
        case recursiveAlias(String)
        /// A merge key's value, or an item of the list it holds (`inList`), that is not a
        /// mapping; `found` is that node's `kindDescription`.
        case badMerge(found: String, inList: Bool)

        // MARK: JSON

        /// Nothing but whitespace.
        case emptyJSON
        /// Something else than `expected` at this place.
        case expected(JSONExpectation, found: FoundCharacter)
        /// A word that is not `true`, `false` or `null` where a value belongs.
        case unknownWord(found: FoundCharacter)
        /// A `,` right before the `}` (`inObject`) or `]` that closes its container.
        case trailingComma(inObject: Bool)
        /// More text after the top-level value.
        case trailingContent(found: FoundCharacter)
        /// A number with a leading zero (`01`).
        case leadingZero
        /// Bytes that are not UTF-8 inside a string.
        case invalidUTF8(found: FoundCharacter)
        /// A control character written raw inside a string.
        case unescapedControl(found: FoundCharacter)
        /// A string without its closing quote.
        case unterminatedString
        /// A backslash followed by something JSON does not define; `found` is what follows it.
        case invalidEscape(found: FoundCharacter)
        /// A `\u` escape of half a surrogate pair without the other half.
        case loneSurrogate(UInt32)
    }

    /// What libyaml was parsing when it failed ("while parsing a block mapping") and where
    /// that started.
    package struct ParserContext: Sendable, Hashable {
        package var context: String
        package var start: SourceLocation

        package init(_ context: String, start: SourceLocation) {
            self.context = context
            self.start = start
        }
    }

    /// What the JSON parser expected where it found something else.
    package enum JSONExpectation: Sendable, Hashable {
        /// A value (object, array, string, number, `true`, `false`, `null`).
        case value
        /// `,` or `}` after an object member.
        case memberSeparator
        /// `,` or `]` after an array element.
        case elementSeparator
        /// A member name in double quotes.
        case memberName
        /// `:` after a member name.
        case nameSeparator
        /// A digit after a number's `-`.
        case digitAfterMinus
        /// A digit after a number's decimal point.
        case fractionDigit
        /// A digit in a number's exponent.
        case exponentDigit
        /// Four hex digits after `\u`.
        case hexDigits
    }

    /// A key written twice in one mapping (rule `duplicate-key`); `first` is where the kept
    /// pair's key is.
    package enum DuplicateKey: Sendable, Hashable {
        /// A scalar key.
        case key(String, first: SourceLocation)
        /// A second merge key `<<`.
        case mergeKey(first: SourceLocation)

        /// Where the key was written first.
        package var first: SourceLocation {
            switch self {
            case .key(_, let first), .mergeKey(let first): first
            }
        }
    }

    /// A parse limit that was hit (rule `resource-limit`), with its value.
    package enum ExceededLimit: Sendable, Hashable {
        /// Mappings and sequences nest deeper than `maxDepth`.
        case tooDeep(maxDepth: Int)
        /// Aliases expand the document beyond `maxNodes` nodes.
        case aliasBomb(maxNodes: Int)
        /// The document holds more than `maxNodes` nodes without any alias help.
        case tooManyNodes(maxNodes: Int)
    }
}
