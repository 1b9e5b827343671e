/// The first location of every key of one mapping, for duplicate-key detection.
///
/// Keys are compared as bytes of the tree's text buffer, so detecting a duplicate makes no
/// `String`. Most theme mappings hold a handful of keys: they are scanned linearly (by a
/// hash first, then the bytes), and a table by hash is built only once a mapping grows
/// past `linearLimit` keys.
struct KeyIndex {
    private static let linearLimit = 8

    private struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    /// Entry indices by hash, once there are more than `linearLimit` entries.
    private var byHash: [UInt64: [Int]]?

    /// Records the key whose bytes are `text[start..<start + count]` at `location` unless an
    /// equal key is already there; returns the first location when it is (a duplicate), nil
    /// when it is new.
    mutating func insert(start: Int, count: Int, in text: UnsafeBufferPointer<UInt8>, at location: SourceLocation) -> SourceLocation? {
        let hash = Self.hash(text, start: start, count: count)
        if let first = find(hash: hash, start: start, count: count, in: text) { return first.location }
        entries.append(Entry(hash: hash, start: start, count: count, location: location))
        if byHash != nil {
            byHash![hash, default: []].append(entries.count - 1)
        } else if entries.count > Self.linearLimit {
            var table: [UInt64: [Int]] = [:]
            for (i, entry) in entries.enumerated() { table[entry.hash, default: []].append(i) }
            byHash = table
        }
        return nil
    }

    /// True when a key equal to `text[start..<start + count]` was recorded.
    func contains(start: Int, count: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        find(hash: Self.hash(text, start: start, count: count), start: start, count: count, in: text) != nil
    }

    private func find(hash: UInt64, start: Int, count: Int, in text: UnsafeBufferPointer<UInt8>) -> Entry? {
        func equal(_ entry: Entry) -> Bool {
            guard entry.hash == hash, entry.count == count else { return false }
            for i in 0..<count where text[entry.start + i] != text[start + i] { return false }
            return true
        }
        if let byHash {
            return byHash[hash]?.lazy.map { entries[$0] }.first(where: equal)
        }
        return entries.first(where: equal)
    }

    /// FNV-1a over the key's bytes.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in start..<start + count {
            hash = (hash ^ UInt64(text[i])) &* 0x100_0000_01b3
        }
        return hash
    }
}
