/// A fixed list of names with a value each, looked up by a key's text: the keys of a block,
/// the names a choice takes.
///
/// A name is compared only with the names of its UTF-8 length (a theme's keys and choices
/// have few of any one length), so reading a key costs a length and a comparison or two,
/// where a `switch` over string literals or a scan of every name compared it with each in
/// turn, and a dictionary hashed it.
struct NameTable<Value> {
    /// The names in the order given (for messages: did-you-mean, the valid values).
    let names: [String]
    private let values: [Value]
    /// Indices into `names`, grouped by length: those of length `n` are
    /// `byLength[lengthStarts[n]..<lengthStarts[n + 1]]`.
    private let byLength: [Int]
    private let lengthStarts: [Int]

    /// A table of `entries`, in that order; the first of equal names wins.
    init(_ entries: [(String, Value)]) {
        let names = entries.map(\.0)
        let longest = names.map(\.utf8.count).max() ?? 0
        var starts = [Int](repeating: 0, count: longest + 2)
        var order: [Int] = []
        for length in 0...longest {
            starts[length] = order.count
            order += names.indices.filter { names[$0].utf8.count == length }
        }
        self.names = names
        values = entries.map(\.1)
        starts[longest + 1] = order.count
        byLength = order
        lengthStarts = starts
    }

    /// The value of the name spelled `text`, if it is one.
    subscript(_ text: String) -> Value? {
        let length = text.utf8.count
        if length + 1 < lengthStarts.count {
            for i in lengthStarts[length]..<lengthStarts[length + 1] where names[byLength[i]] == text {
                return values[byLength[i]]
            }
        }
        // `==` is canonical equivalence: a text of other bytes can equal a name (U+212A
        // KELVIN SIGN is `K`), but only a text that is not all ASCII.
        guard text.utf8.contains(where: { $0 >= 0x80 }), let i = names.firstIndex(of: text) else { return nil }
        return values[i]
    }
}

extension NameTable where Value: RawRepresentable, Value.RawValue == String {
    /// A table of `cases` by their raw values.
    init(_ cases: [Value]) { self.init(cases.map { ($0.rawValue, $0) }) }
}

extension NameTable where Value == String {
    /// A table whose values are the names themselves.
    init(_ names: [String]) { self.init(names.map { ($0, $0) }) }
}

extension NameTable: Sendable where Value: Sendable {}
