/// A finding's message written by string interpolation into one buffer of bytes and kept as
/// UTF-8 (a reporter copies it; `DiagnosticText.init(utf8:)`): literal text and names as
/// their UTF-8, row keys (`\(key: state)`), row lists (`\(rows: states)`) and atom names
/// (`\(names: atoms)`) as `RowText` words them, without a String for each part. For messages
/// made many times: a `selection-invisible` message, interpolated into a String, regrew its
/// storage as its long parts were appended and took 16 K instructions (now 10 K, and 3 700
/// fewer since no String is made of it); a theme with findings makes thousands, twice where
/// findings share a place (to order them, then to write them).
struct MessageText: ExpressibleByStringInterpolation {
    /// The message's UTF-8: valid, as it is made only of Strings and ASCII.
    let utf8: ByteArray

    /// The message as a String (its UTF-8 checked once more).
    var string: String { utf8.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    init(stringLiteral value: String) {
        var utf8 = ByteArray()
        utf8.append(utf8: value)
        self.utf8 = utf8
    }

    init(stringInterpolation: Interpolation) { utf8 = stringInterpolation.bytes }

    /// The message's bytes as they are appended.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: ByteArray

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes = ByteArray(reservingCapacity: literalCapacity + 32 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) { appendInterpolation(literal) }

        /// A text's UTF-8, copied at once (appending its `utf8` view went through the
        /// view's generic copy, 200 instructions for a word).
        mutating func appendInterpolation(_ text: String) { bytes.append(utf8: text) }

        /// A row's key: `normal`, `highlighted+dark`.
        mutating func appendInterpolation(key state: StateSet) { state.appendKey(to: &bytes) }

        /// `RowText.rowList(states)`.
        mutating func appendInterpolation(rows states: [StateSet]) { RowText.appendRowList(states, to: &bytes) }

        /// `RowText.names(atoms)`.
        mutating func appendInterpolation(names atoms: StateSet) { RowText.appendNames(atoms, to: &bytes) }
    }
}
