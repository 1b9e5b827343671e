/// Source text as messages quote it: on one line and at most `limit` characters, with `…`
/// where it is cut. A message must never carry a file's content wholesale — findings end
/// up in pull-request annotations and CI logs (SECURITY.md).
package enum QuotedText {
    /// The longest quotation a message carries, in characters.
    package static let limit = 80

    /// `text` in single quotes, newlines and tabs folded to spaces, cut to `limit` characters.
    package static func quote(_ text: String) -> String {
        "'" + excerpt(text) + "'"
    }

    /// `text` on one line, cut to `limit` characters with `…`.
    package static func excerpt(_ text: String) -> String {
        var folded = ""
        var count = 0
        for character in text {
            if count == limit {
                folded += "…"
                break
            }
            folded.append(character.isNewline || character == "\t" ? " " : character)
            count += 1
        }
        return folded
    }
}
