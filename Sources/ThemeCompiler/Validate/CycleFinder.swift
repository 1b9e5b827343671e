/// Finds the cycles of a directed graph given as adjacency lists, iteratively (no
/// recursion, so a chain of 100 000 nodes cannot overflow the stack) and in linear time.
/// Each cycle is reported once, as the list of its nodes in edge order, starting from
/// its smallest node.
enum CycleFinder {
    static func cycles(nodeCount: Int, edges: (Int) -> [Int]) -> [[Int]] {
        enum Mark { case unvisited, onStack, done }
        var mark = [Mark](repeating: .unvisited, count: nodeCount)
        var position = [Int](repeating: -1, count: nodeCount)
        var found: [[Int]] = []
        for start in 0..<nodeCount where mark[start] == .unvisited {
            var path: [Int] = []
            var iterators: [(node: Int, next: [Int], at: Int)] = []
            func push(_ node: Int) {
                mark[node] = .onStack
                position[node] = path.count
                path.append(node)
                iterators.append((node, edges(node), 0))
            }
            push(start)
            while !iterators.isEmpty {
                let top = iterators.count - 1
                if iterators[top].at == iterators[top].next.count {
                    mark[iterators[top].node] = .done
                    path.removeLast()
                    iterators.removeLast()
                    continue
                }
                let target = iterators[top].next[iterators[top].at]
                iterators[top].at += 1
                switch mark[target] {
                case .unvisited: push(target)
                case .onStack: found.append(rotated(Array(path[position[target]...])))
                case .done: break
                }
            }
        }
        return found
    }

    /// The cycles of a graph whose nodes have at most one edge each (`successor`: its
    /// target, or nil), as `cycles(nodeCount:edges:)` finds and spells them, without an
    /// array of targets per node: each walk follows one path until it ends, meets a node
    /// finished before, or closes on itself.
    static func cycles(nodeCount: Int, successor: (Int) -> Int?) -> [[Int]] {
        // 0: unvisited, 1: on the current path, 2: done.
        var mark = [UInt8](repeating: 0, count: nodeCount)
        var position = [Int](repeating: -1, count: nodeCount)
        var found: [[Int]] = []
        var path: [Int] = []
        for start in 0..<nodeCount where mark[start] == 0 {
            var node = start
            while true {
                mark[node] = 1
                position[node] = path.count
                path.append(node)
                guard let next = successor(node) else { break }
                if mark[next] == 1 { found.append(rotated(Array(path[position[next]...]))) }
                if mark[next] != 0 { break }
                node = next
            }
            for node in path { mark[node] = 2 }
            path.removeAll(keepingCapacity: true)
        }
        return found
    }

    /// The cycle rotated to start at its smallest node, so each cycle has one spelling.
    private static func rotated(_ cycle: [Int]) -> [Int] {
        let i = cycle.firstIndex(of: cycle.min()!)!
        return Array(cycle[i...] + cycle[..<i])
    }
}
