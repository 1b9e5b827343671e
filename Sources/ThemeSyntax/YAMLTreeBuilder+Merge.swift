/// YAML merge keys (`<<`, https://yaml.org/type/merge.html), applied when a mapping closes.
extension YAMLTreeBuilder {
    /// The final pairs of a mapping with merges, as key, value, key, value … indices: its
    /// explicit pairs in order, each merge replaced by the pairs it brings in. A merged pair
    /// is kept only when its key is not set explicitly (explicit keys win wherever they are
    /// written) and no earlier merge source set it (earlier sources win). Merged keys never
    /// count as duplicates.
    mutating func resolveMerges(_ collection: OpenCollection) -> [UInt32] {
        let explicit = writer.pending[collection.pendingFrom...]
        var pairs: [UInt32] = []
        pairs.reserveCapacity(explicit.count)
        var mergedKeys = KeyIndex()
        var next = explicit.startIndex
        for merge in collection.merges {
            let upTo = collection.pendingFrom + 2 * merge.position
            pairs += writer.pending[next..<upTo]
            next = upTo
            for source in mergeSources(merge.value, writtenAt: merge.location) {
                for (key, value) in writer.pairs(of: source) {
                    if writer.isScalar(key), writer.contains(key, in: collection.keys) || writer.insertKey(key, into: &mergedKeys) != nil {
                        continue
                    }
                    pairs += [key, value]
                }
            }
        }
        pairs += writer.pending[next...]
        return pairs
    }

    /// The mappings a merge value brings in, in order; reports anything else.
    private mutating func mergeSources(_ value: UInt32, writtenAt location: SourceLocation) -> [UInt32] {
        if writer.isMapping(value) { return [value] }
        if writer.isSequence(value) {
            var sources: [UInt32] = []
            for item in writer.items(of: value) {
                if writer.isMapping(item) {
                    sources.append(item)
                } else {
                    report(Self.badMerge(found: writer.peek(item).kindDescription, at: writer.location(of: item), inList: true))
                }
            }
            return sources
        }
        // An undefined alias was reported where it is written; its null is no second mistake.
        if !issues.contains(where: { $0.location == location }) {
            report(Self.badMerge(found: writer.peek(value).kindDescription, at: location, inList: false))
        }
        return []
    }

    private static func badMerge(found: String, at location: SourceLocation, inList: Bool) -> SyntaxIssue {
        SyntaxIssue(.syntax(.badMerge(found: found, inList: inList)), at: location)
    }
}
