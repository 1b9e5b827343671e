/// Assembles libyaml's events into a `SyntaxNode` tree with an explicit stack, so nesting
/// depth costs heap, never call stack. Also owns the anchors, the alias-expansion budget,
/// duplicate-key detection and merge keys (see `YAMLTreeBuilder+Merge.swift`).
///
/// Every method that can hit a limit sets `stopped`; the reader then stops feeding events.
struct YAMLTreeBuilder {
    /// One entry of an open mapping: an ordinary pair, or the value of a `<<` merge key,
    /// resolved when the mapping closes.
    enum MappingEntry {
        case pair(SyntaxPair)
        /// `location` is where the merge value was written (the alias, not its target).
        case merge(SyntaxNode, location: SourceLocation)
    }

    /// A mapping or sequence whose end event has not arrived yet.
    struct OpenCollection {
        let isMapping: Bool
        let location: SourceLocation
        let anchor: String?
        var items: [SyntaxNode] = []
        var entries: [MappingEntry] = []
        /// The key waiting for its value (mappings only).
        var pendingKey: SyntaxNode?
        /// Where the pending key's text ends, for the unquoted-hex-colour check.
        var pendingKeyEnd: SourceLocation?
        /// True when the pending key repeats an earlier one: its pair is dropped.
        var pendingKeyIsDuplicate = false
        /// True when the pending key is `<<`.
        var pendingKeyIsMerge = false
        /// Where the mapping's first `<<` is (a second one is a duplicate key).
        var mergeKey: SourceLocation?
        /// First location of every explicit scalar key, for duplicate detection.
        var keys = KeyIndex()
        /// Nodes in this subtree once aliases are expanded (itself included).
        var size = 1
        /// Collection levels in this subtree, itself included.
        var height = 1
    }

    /// A finished anchored node with its expanded size and height, so an alias can charge
    /// both to the limits without walking the subtree.
    struct Anchored {
        var node: SyntaxNode
        var size: Int
        /// Collection levels in the subtree (0 for a scalar).
        var height: Int
    }

    let path: String
    let limits: ParseLimits
    private(set) var stack: [OpenCollection] = []
    private(set) var root: SyntaxNode?
    private(set) var issues: [SyntaxIssue] = []
    /// Set when a resource limit was hit: the reader must stop.
    private(set) var stopped = false
    private var anchors: [String: Anchored] = [:]
    /// Nodes produced so far, aliases counted by the size of what they repeat.
    private var expandedNodes = 0

    init(path: String, limits: ParseLimits) {
        self.path = path
        self.limits = limits
    }

    /// The open mapping waiting for a value, and its key, if the next node is such a value.
    var awaitingValue: (key: SyntaxNode, keyEnd: SourceLocation?)? {
        guard let top = stack.last, top.isMapping, let key = top.pendingKey else { return nil }
        return (key, top.pendingKeyEnd)
    }

    /// Records an issue found by the reader itself (syntax, second document, hex colour).
    mutating func report(_ issue: SyntaxIssue) { issues.append(issue) }

    // MARK: - Events

    /// A scalar event. `end` is where its text ends (used when it turns out to be a key).
    mutating func scalar(_ scalar: Scalar, at location: SourceLocation, end: SourceLocation, anchor: String?) {
        guard count(1, at: location, throughAlias: false) else { return }
        let node = SyntaxNode(.scalar(scalar), at: location)
        if let anchor { anchors[anchor] = Anchored(node: node, size: 1, height: 0) }
        attach(node, size: 1, height: 0, writtenAt: location, keyEnd: end)
    }

    /// A mapping or sequence start event.
    mutating func open(mapping: Bool, at location: SourceLocation, anchor: String?) {
        guard stack.count < limits.maxDepth else {
            issues.append(.tooDeep(limits: limits, at: location))
            stopped = true
            return
        }
        guard count(1, at: location, throughAlias: false) else { return }
        stack.append(OpenCollection(isMapping: mapping, location: location, anchor: anchor))
    }

    /// A mapping or sequence end event.
    mutating func close() {
        guard let collection = stack.popLast() else { return }
        let node: SyntaxNode
        if collection.isMapping {
            node = SyntaxNode(
                .mapping(resolveEntries(collection.entries, explicitKeys: collection.keys)),
                at: collection.location)
        } else {
            node = SyntaxNode(.sequence(collection.items), at: collection.location)
        }
        if let anchor = collection.anchor {
            anchors[anchor] = Anchored(node: node, size: collection.size, height: collection.height)
        }
        attach(node, size: collection.size, height: collection.height, writtenAt: collection.location, keyEnd: nil)
    }

    /// An alias event: inserts a copy of the anchored node (cheap — nodes are values whose
    /// arrays are shared until written) after charging its size to the budget.
    mutating func alias(_ name: String, at location: SourceLocation) {
        guard let target = anchors[name] else {
            let open = stack.contains { $0.anchor == name }
            issues.append(
                SyntaxIssue(
                    .syntax,
                    open
                        ? "alias '*\(name)' refers to a node that contains it; recursive structures are not allowed"
                        : "undefined alias '*\(name)'; define the anchor '&\(name)' before this point",
                    at: location))
            // A null stands in so the rest of the document still reads.
            attach(
                SyntaxNode(.scalar(Scalar(text: "", style: .plain)), at: location),
                size: 1, height: 0, writtenAt: location, keyEnd: nil)
            return
        }
        // Aliases nest copies inside each other, so the depth limit applies to the copy too:
        // later stages walk the tree and must be able to trust `maxDepth`.
        guard stack.count + target.height <= limits.maxDepth else {
            issues.append(.tooDeep(limits: limits, at: location))
            stopped = true
            return
        }
        guard count(target.size, at: location, throughAlias: true) else { return }
        attach(target.node, size: target.size, height: target.height, writtenAt: location, keyEnd: nil)
    }

    // MARK: - Assembly

    /// Charges `nodes` to the expansion budget; false (and stopped) when it runs out.
    private mutating func count(_ nodes: Int, at location: SourceLocation, throughAlias: Bool) -> Bool {
        expandedNodes += nodes
        guard expandedNodes > limits.maxNodes else { return true }
        issues.append(
            throughAlias
                ? .aliasBomb(limits: limits, at: location)
                : .tooManyNodes(limits: limits, at: location))
        stopped = true
        return false
    }

    /// Puts a finished node where it belongs: the root, a sequence item, a mapping key or
    /// a mapping value.
    private mutating func attach(
        _ node: SyntaxNode, size: Int, height: Int, writtenAt location: SourceLocation,
        keyEnd: SourceLocation?
    ) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].height = max(stack[top].height, height + 1)
        if !stack[top].isMapping {
            stack[top].items.append(node)
        } else if stack[top].pendingKey == nil {
            acceptKey(node, end: keyEnd)
        } else {
            let collection = stack[top]
            if collection.pendingKeyIsMerge {
                stack[top].entries.append(.merge(node, location: location))
            } else if !collection.pendingKeyIsDuplicate, let key = collection.pendingKey {
                stack[top].entries.append(.pair(SyntaxPair(key: key, value: node)))
            }
            stack[top].pendingKey = nil
            stack[top].pendingKeyEnd = nil
            stack[top].pendingKeyIsDuplicate = false
            stack[top].pendingKeyIsMerge = false
        }
    }

    /// Makes `key` the pending key of the top mapping, checking it against earlier keys.
    private mutating func acceptKey(_ key: SyntaxNode, end: SourceLocation?) {
        let top = stack.count - 1
        stack[top].pendingKey = key
        stack[top].pendingKeyEnd = end
        // Only scalar keys are compared; a complex key (a mapping or list) is rare
        // enough in a theme that the language reports it later as a type mismatch.
        guard let text = key.scalar?.text else { return }
        if Self.isMergeKey(key), let first = stack[top].mergeKey {
            issues.append(
                SyntaxIssue(
                    .duplicateKey,
                    "duplicate merge key '<<' in this mapping — a mapping has one '<<'; merge several mappings with a list: '<<: [*base, *other]'",
                    at: key.location, related: [RelatedLocation(first, "first '<<' here")]))
            stack[top].pendingKeyIsDuplicate = true
        } else if Self.isMergeKey(key) {
            stack[top].pendingKeyIsMerge = true
            stack[top].mergeKey = key.location
        } else if let first = stack[top].keys.insert(text, at: key.location) {
            issues.append(.duplicateKey(text, at: key.location, first: first))
            stack[top].pendingKeyIsDuplicate = true
        }
    }
}
