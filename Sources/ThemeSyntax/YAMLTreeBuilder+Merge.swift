/// YAML merge keys (`<<`, https://yaml.org/type/merge.html), applied when a mapping closes.
extension YAMLTreeBuilder {
    /// True for a plain `<<` key without a tag other than the merge tag.
    static func isMergeKey(_ key: SyntaxNode) -> Bool {
        guard let scalar = key.scalar, scalar.style == .plain, scalar.text == "<<" else { return false }
        return scalar.tag == nil || scalar.tag == "tag:yaml.org,2002:merge"
    }

    /// The final pairs of a mapping: its explicit pairs in order, each merge replaced by
    /// the pairs it brings in. A merged pair is kept only when its key is not set
    /// explicitly (explicit keys win wherever they are written) and no earlier merge source
    /// set it (earlier sources win). Merged keys never count as duplicates.
    mutating func resolveEntries(_ entries: [MappingEntry], explicitKeys: KeyIndex) -> [SyntaxPair] {
        var pairs: [SyntaxPair] = []
        pairs.reserveCapacity(entries.count)
        var mergedKeys = Set<String>()
        for entry in entries {
            switch entry {
            case .pair(let pair):
                pairs.append(pair)
            case .merge(let value, let location):
                for source in mergeSources(value, writtenAt: location) {
                    for pair in source {
                        if let text = pair.key.scalar?.text {
                            if explicitKeys.contains(text) || !mergedKeys.insert(text).inserted { continue }
                        }
                        pairs.append(pair)
                    }
                }
            }
        }
        return pairs
    }

    /// The mappings a merge value brings in, in order; reports anything else.
    private mutating func mergeSources(_ value: SyntaxNode, writtenAt location: SourceLocation) -> [[SyntaxPair]] {
        switch value.content {
        case .mapping(let pairs):
            return [pairs]
        case .sequence(let items):
            var sources: [[SyntaxPair]] = []
            for item in items {
                if let pairs = item.pairs {
                    sources.append(pairs)
                } else {
                    report(Self.badMerge(found: item.kindDescription, at: item.location, inList: true))
                }
            }
            return sources
        case .scalar:
            // An undefined alias was reported where it is written; its null is no second mistake.
            if !issues.contains(where: { $0.location == location }) {
                report(Self.badMerge(found: value.kindDescription, at: location, inList: false))
            }
            return []
        }
    }

    private static func badMerge(found: String, at location: SourceLocation, inList: Bool) -> SyntaxIssue {
        SyntaxIssue(
            .syntax,
            inList
                ? "a list after the merge key '<<' must hold only mappings, found \(found); "
                    + "merge an alias of a mapping such as '*base'"
                : "the merge key '<<' expects a mapping or a list of mappings, found \(found); "
                    + "write '<<: *base' or '<<: [*base, *other]'",
            at: location)
    }
}
