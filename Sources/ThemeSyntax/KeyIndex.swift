/// The first location of every key of one mapping, for duplicate-key detection.
///
/// Keys are compared as bytes (of the source, or of the tree's text buffer), so detecting a
/// duplicate makes no `String`. Most theme mappings hold a handful of keys: they are scanned
/// linearly (by a hash first, then the bytes), and a table by hash is built only once a
/// mapping grows past `linearLimit` keys.
struct KeyIndex {
    private static let linearLimit = 8

    /// A key's bytes: a range of the source bytes or of the tree's text buffer.
    struct Key {
        var start: Int
        var count: Int
        var inSource: Bool
    }

    /// The two buffers keys are ranges of.
    struct Buffers {
        var text: UnsafeBufferPointer<UInt8>
        var source: UnsafeBufferPointer<UInt8>

        /// The bytes of `key`.
        func bytes(_ key: Key) -> Slice<UnsafeBufferPointer<UInt8>> {
            (key.inSource ? source : text)[key.start..<key.start + key.count]
        }
    }

    private struct Entry {
        var hash: UInt64
        var key: Key
        var location: SourceLocation
    }

    private var entries: [Entry] = []
    /// Entry indices by hash, once there are more than `linearLimit` entries.
    private var byHash: [UInt64: [Int]]?

    /// Records `key` at `location` unless an equal key is already there; returns the first
    /// location when it is (a duplicate), nil when it is new.
    mutating func insert(_ key: Key, in buffers: Buffers, at location: SourceLocation) -> SourceLocation? {
        let bytes = buffers.bytes(key)
        let hash = Self.hash(bytes)
        if let first = find(hash: hash, bytes, in: buffers) { return first.location }
        entries.append(Entry(hash: hash, key: key, location: location))
        if byHash != nil {
            byHash![hash, default: []].append(entries.count - 1)
        } else if entries.count > Self.linearLimit {
            var table: [UInt64: [Int]] = [:]
            for (i, entry) in entries.enumerated() { table[entry.hash, default: []].append(i) }
            byHash = table
        }
        return nil
    }

    /// True when a key equal to `key` was recorded.
    func contains(_ key: Key, in buffers: Buffers) -> Bool {
        let bytes = buffers.bytes(key)
        return find(hash: Self.hash(bytes), bytes, in: buffers) != nil
    }

    private func find(hash: UInt64, _ bytes: Slice<UnsafeBufferPointer<UInt8>>, in buffers: Buffers) -> Entry? {
        func equal(_ entry: Entry) -> Bool {
            guard entry.hash == hash, entry.key.count == bytes.count else { return false }
            return buffers.bytes(entry.key).elementsEqual(bytes)
        }
        if let byHash {
            return byHash[hash]?.lazy.map { entries[$0] }.first(where: equal)
        }
        return entries.first(where: equal)
    }

    /// FNV-1a over the key's bytes.
    private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
