/// The character a parser found where it expected something else, for the "found …" of a
/// message: a character when the bytes there are valid UTF-8 and printable, else a byte.
package enum FoundCharacter: Sendable, Hashable {
    /// The input ended.
    case endOfFile
    /// A printable ASCII character or a valid non-ASCII UTF-8 sequence.
    case scalar(Unicode.Scalar)
    case space
    case tab
    /// `\n` or `\r`.
    case lineBreak
    /// Any other byte: an ASCII control character, DEL, or a byte that starts no valid
    /// UTF-8 sequence.
    case byte(UInt8)

    /// What is at `index` of `bytes`.
    init(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        guard index < bytes.count else {
            self = .endOfFile
            return
        }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F {
            self = .scalar(Unicode.Scalar(byte))
        } else if byte >= 0x80, let length = UTF8Validation.sequenceLength(in: bytes, at: index) {
            let slice = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
            self = .scalar(String(decoding: slice, as: UTF8.self).unicodeScalars.first!)  // one valid sequence: one scalar
        } else {
            switch byte {
            case 0x20: self = .space
            case 0x09: self = .tab
            case 0x0A, 0x0D: self = .lineBreak
            default: self = .byte(byte)
            }
        }
    }
}
