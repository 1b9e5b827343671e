/// The first location of every key of one mapping, for duplicate-key detection.
///
/// Most theme mappings hold a handful of keys, and a dictionary per mapping costs an
/// allocation and hashing for each of them (measurable on a 30 MB file), so small mappings
/// are scanned linearly and a dictionary is built only once a mapping grows past
/// `linearLimit` keys.
struct KeyIndex {
    private static let linearLimit = 8
    private var small: [(key: String, location: SourceLocation)] = []
    private var large: [String: SourceLocation]?

    /// Records `key` at `location` unless it is already there; returns the first location
    /// when it is (a duplicate), nil when it is new.
    mutating func insert(_ key: String, at location: SourceLocation) -> SourceLocation? {
        if large != nil {
            if let first = large?[key] { return first }
            large?[key] = location
            return nil
        }
        if let first = small.first(where: { $0.key == key }) { return first.location }
        small.append((key, location))
        if small.count > Self.linearLimit {
            large = Dictionary(small.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
            small = []
        }
        return nil
    }

    /// True when `key` was recorded.
    func contains(_ key: String) -> Bool {
        if let large { return large[key] != nil }
        return small.contains { $0.key == key }
    }
}
