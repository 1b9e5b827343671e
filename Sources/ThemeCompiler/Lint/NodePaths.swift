import ThemeSyntax

/// The YAML path of the node a finding points at (`presets.row.states.selected.backgroundColor`),
/// found by re-parsing the file: stable when lines are added above, so baselines match
/// findings by it instead of by line.
package enum NodePaths {
    /// The path of the node at `location` in `root`: the key or value written there, or
    /// else the last node that starts before it. The empty string for the document itself.
    package static func path(at location: SourceLocation, in root: SyntaxNode) -> String {
        var best: (location: SourceLocation, path: [String])?
        var exact: [String]?
        // Iterative walk (a document may nest deeply); every node is visited, the deepest match wins.
        var pending: [(SyntaxNode, [String])] = [(root, [])]
        while let (node, path) = pending.popLast() {
            consider(node.location, path)
            switch node.content {
            case .scalar: break
            case .mapping(let pairs):
                for pair in pairs {
                    let child = path + [component(pair.key.scalar?.text ?? "?")]
                    consider(pair.key.location, child)
                    pending.append((pair.value, child))
                }
            case .sequence(let items):
                for (i, item) in items.enumerated() {
                    pending.append((item, appendIndex(i, to: path)))
                }
            }
        }
        func consider(_ at: SourceLocation, _ path: [String]) {
            if at == location, exact == nil || path.count > exact!.count { exact = path }
            if at <= location, best == nil || best!.location < at || (best!.location == at && path.count > best!.path.count) {
                best = (at, path)
            }
        }
        return (exact ?? best?.path ?? []).joined(separator: ".")
    }

    /// `key`, quoted when it contains characters that would make the path ambiguous.
    static func component(_ key: String) -> String {
        key.contains(where: { $0 == "." || $0 == "[" || $0 == "\"" }) || key.isEmpty ? "\"\(key)\"" : key
    }

    private static func appendIndex(_ i: Int, to path: [String]) -> [String] {
        guard let last = path.last else { return ["[\(i)]"] }
        return path.dropLast() + [last + "[\(i)]"]
    }
}
