/// Assembles libyaml's events into a `SyntaxTree` with an explicit stack, so nesting depth
/// costs heap, never call stack. Also owns the anchors, the alias-expansion budget,
/// duplicate-key detection and merge keys (see `YAMLTreeBuilder+Merge.swift`).
///
/// Every method that can hit a limit sets `stopped`; the reader then stops feeding events.
struct YAMLTreeBuilder {
    /// The value of a `<<` merge key, applied when its mapping closes.
    struct Merge {
        /// The merged node (a mapping, or a list of mappings).
        var value: UInt32
        /// Where the merge value was written (the alias, not its target).
        var location: SourceLocation
        /// How many explicit pairs of the mapping come before it.
        var position: Int
    }

    /// A mapping or sequence whose end event has not arrived yet.
    struct OpenCollection {
        let isMapping: Bool
        let line: Int
        let column: Int
        let anchor: String?
        /// Where this collection's children start in the writer's pending stack.
        let pendingFrom: Int
        /// The key waiting for its value (mappings only).
        var pendingKey: UInt32?
        /// Where the pending key's text ends, for the unquoted-hex-colour check.
        var pendingKeyEnd: SourceLocation?
        /// True when the pending key repeats an earlier one: its pair is dropped.
        var pendingKeyIsDuplicate = false
        /// True when the pending key is `<<`.
        var pendingKeyIsMerge = false
        /// Where the mapping's first `<<` is (a second one is a duplicate key).
        var mergeKey: SourceLocation?
        /// The merge values, in order.
        var merges: [Merge] = []
        /// Explicit pairs so far.
        var pairCount = 0
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
        var node: UInt32
        var size: Int
        /// Collection levels in the subtree (0 for a scalar).
        var height: Int
    }

    let path: String
    let limits: ParseLimits
    var writer: SyntaxTreeWriter
    private(set) var stack: [OpenCollection] = []
    /// The key indices of closed mappings, emptied, for the next mappings to open: a theme
    /// has a mapping per preset and per state block, each of which would otherwise allocate
    /// and grow its own.
    private var spareKeys: [KeyIndex] = []
    private(set) var root: UInt32?
    private(set) var issues: [SyntaxIssue] = []
    /// Set when a resource limit was hit: the reader must stop.
    private(set) var stopped = false
    private var anchors: [String: Anchored] = [:]
    /// Nodes produced so far, aliases counted by the size of what they repeat.
    private(set) var expandedNodes = 0

    /// A builder for the file whose bytes are `source` (scalars found there as they are are
    /// not copied: `scalar(_:style:tag:at:end:anchor:sourceOffset:)`), of which it reads
    /// `expectedBytes` (all of them unless it reads a piece).
    init(path: String, fileID: UInt32, limits: ParseLimits, source: [UInt8], expectedBytes: Int? = nil) {
        self.path = path
        self.limits = limits
        self.writer = SyntaxTreeWriter(fileID: fileID, expectedBytes: expectedBytes ?? source.count, source: source)
    }

    /// The key of the open mapping waiting for a value, and where the key ends, when the
    /// next node is such a value and the key is a scalar.
    var awaitingValue: (key: String, keyEnd: SourceLocation?)? {
        guard let top = stack.last, top.isMapping, let key = top.pendingKey, writer.isScalar(key) else { return nil }
        return (writer.text(of: key), top.pendingKeyEnd)
    }

    /// Records an issue found by the reader itself (syntax, second document, hex colour).
    mutating func report(_ issue: SyntaxIssue) { issues.append(issue) }

    /// The tree read so far and its root.
    func finish() -> (tree: SyntaxTree, root: UInt32?) { (writer.finish(), root) }

    // MARK: - Events

    /// A scalar event. `end` is where its text ends (used when it turns out to be a key);
    /// `sourceOffset` is where in the source its text would start if written as it is.
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, tag: String?, at location: SourceLocation,
        end: SourceLocation, anchor: String?, sourceOffset: Int?
    ) {
        guard count(1, at: location, throughAlias: false) else { return }
        let node = writer.scalar(
            bytes, style: style, tag: tag, line: location.line, column: location.column, sourceOffset: sourceOffset)
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
        var collection = OpenCollection(
            isMapping: mapping, line: location.line, column: location.column, anchor: anchor,
            pendingFrom: writer.pendingCount)
        if mapping, let keys = spareKeys.popLast() { collection.keys = keys }
        stack.append(collection)
    }

    /// A mapping or sequence end event.
    mutating func close() {
        guard var collection = stack.popLast() else { return }
        defer {
            if collection.isMapping {
                collection.keys.removeAll()
                spareKeys.append(collection.keys)
            }
        }
        let node: UInt32
        if collection.isMapping && !collection.merges.isEmpty {
            let pairs = resolveMerges(collection)
            writer.discardPending(from: collection.pendingFrom)
            node = writer.mapping(pairs: pairs, line: collection.line, column: collection.column)
        } else {
            node = writer.collection(
                mapping: collection.isMapping, from: collection.pendingFrom, line: collection.line, column: collection.column)
        }
        if let anchor = collection.anchor {
            anchors[anchor] = Anchored(node: node, size: collection.size, height: collection.height)
        }
        let location = SourceLocation(fileID: writer.fileID, line: collection.line, column: collection.column)
        attach(node, size: collection.size, height: collection.height, writtenAt: location, keyEnd: nil)
    }

    /// An alias event: refers to the anchored node (stored once) after charging its
    /// expanded size to the budget.
    mutating func alias(_ name: String, at location: SourceLocation) {
        guard let target = anchors[name] else {
            let open = stack.contains { $0.anchor == name }
            issues.append(SyntaxIssue(.syntax(open ? .recursiveAlias(name) : .undefinedAlias(name)), at: location))
            // A null stands in so the rest of the document still reads.
            let null = writer.scalar("", style: .plain, line: location.line, column: location.column)
            attach(null, size: 1, height: 0, writtenAt: location, keyEnd: nil)
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
        _ node: UInt32, size: Int, height: Int, writtenAt location: SourceLocation, keyEnd: SourceLocation?
    ) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].height = max(stack[top].height, height + 1)
        if !stack[top].isMapping {
            writer.addPending(node)
        } else if stack[top].pendingKey == nil {
            acceptKey(node, end: keyEnd)
        } else {
            if stack[top].pendingKeyIsMerge {
                stack[top].merges.append(Merge(value: node, location: location, position: stack[top].pairCount))
            } else if !stack[top].pendingKeyIsDuplicate, let key = stack[top].pendingKey {
                writer.addPending(key)
                writer.addPending(node)
                stack[top].pairCount += 1
            }
            stack[top].pendingKey = nil
            stack[top].pendingKeyEnd = nil
            stack[top].pendingKeyIsDuplicate = false
            stack[top].pendingKeyIsMerge = false
        }
    }

    /// Makes `key` the pending key of the top mapping, checking it against earlier keys.
    private mutating func acceptKey(_ key: UInt32, end: SourceLocation?) {
        let top = stack.count - 1
        stack[top].pendingKey = key
        stack[top].pendingKeyEnd = end
        // Only scalar keys are compared; a complex key (a mapping or list) is rare
        // enough in a theme that the language reports it later as a type mismatch.
        guard writer.isScalar(key) else { return }
        let location = writer.location(of: key)
        if writer.isMergeKey(key), let first = stack[top].mergeKey {
            issues.append(SyntaxIssue(.duplicateKey(.mergeKey(first: first)), at: location))
            stack[top].pendingKeyIsDuplicate = true
        } else if writer.isMergeKey(key) {
            stack[top].pendingKeyIsMerge = true
            stack[top].mergeKey = location
        } else if let first = writer.insertKey(key, into: &stack[top].keys) {
            issues.append(.duplicateKey(writer.text(of: key), at: location, first: first))
            stack[top].pendingKeyIsDuplicate = true
        }
    }
}
