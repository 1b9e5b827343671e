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
        /// The entry recorded before it with the same hash (-1: none), once `byHash` exists.
        var sameHash: Int32 = -1
    }

    private var entries: [Entry] = []
    /// The last entry with each hash, once there are more than `linearLimit` entries; the
    /// others with that hash are chained through `Entry.sameHash` (one table for a 10 000-key
    /// `presets` mapping, not an array per key).
    private var byHash: [UInt64: Int32]?

    /// Records `key` at `location` unless an equal key is already there; returns the first
    /// location when it is (a duplicate), nil when it is new.
    mutating func insert(_ key: Key, in buffers: Buffers, at location: SourceLocation) -> SourceLocation? {
        let bytes = buffers.bytes(key)
        let hash = Self.hash(bytes)
        if let first = find(hash: hash, bytes, in: buffers) { return first.location }
        let index = Int32(entries.count)
        if byHash != nil {
            entries.append(Entry(hash: hash, key: key, location: location, sameHash: byHash![hash] ?? -1))
            byHash![hash] = index
        } else {
            entries.append(Entry(hash: hash, key: key, location: location))
            if entries.count > Self.linearLimit {
                var table: [UInt64: Int32] = [:]
                for i in entries.indices {
                    entries[i].sameHash = table[entries[i].hash] ?? -1
                    table[entries[i].hash] = Int32(i)
                }
                byHash = table
            }
        }
        return nil
    }

    /// True when a key equal to `key` was recorded.
    func contains(_ key: Key, in buffers: Buffers) -> Bool {
        let bytes = buffers.bytes(key)
        return find(hash: Self.hash(bytes), bytes, in: buffers) != nil
    }

    /// Forgets every key, keeping the storage for the next mapping (the tree builder reuses
    /// one index per nesting level instead of allocating one per mapping).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        byHash = nil
    }

    private func find(hash: UInt64, _ bytes: Slice<UnsafeBufferPointer<UInt8>>, in buffers: Buffers) -> Entry? {
        func equal(_ entry: Entry) -> Bool {
            guard entry.hash == hash, entry.key.count == bytes.count else { return false }
            return buffers.bytes(entry.key).elementsEqual(bytes)
        }
        if let byHash {
            var i = byHash[hash] ?? -1
            while i >= 0 {
                if equal(entries[Int(i)]) { return entries[Int(i)] }
                i = entries[Int(i)].sameHash
            }
            return nil
        }
        return entries.first(where: equal)
    }

    /// FNV-1a over the key's bytes.
    static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
