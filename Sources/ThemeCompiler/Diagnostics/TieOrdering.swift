#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeSyntax

/// The last step of `sortForReport`: the runs of findings that tie on place and rule put in
/// message order, each finding equal to one before it dropped. A message may be made when it
/// is read, and making the messages of every run was most of the sort; with many findings the
/// runs are shared out between the cores (the 10k-preset `--findings` theme's 20 547 findings
/// tie in runs of up to a few dozen, an inherited finding reported once per preset).
struct TieOrdering: @unchecked Sendable {
    /// Positions of findings in reporting order; each run is a range of it.
    let order: UnsafeMutableBufferPointer<Int>
    /// False for a position whose finding equals one before it in its run.
    let kept: UnsafeMutableBufferPointer<Bool>
    let findings: UnsafeBufferPointer<Diagnostic>

    /// Runs of ties with fewer findings than this in all are ordered on the calling thread.
    static let parallelThreshold = 1_024

    /// The positions of `findings` in reporting order, and for each position whether its
    /// finding is kept (false: it equals one before it). Positions are sorted by place and
    /// rule, then each run that ties on both by message (`orderByMessage`).
    static func reportingOrder(
        of findings: UnsafeBufferPointer<Diagnostic>, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> (order: [Int], kept: [Bool]) {
        var order = [Int](findings.indices)
        order.sort { a, b in
            if Diagnostic.placeOrder(findings[a], findings[b]) { return true }
            return !Diagnostic.placeOrder(findings[b], findings[a]) && a < b
        }
        var kept = [Bool](repeating: true, count: findings.count)
        var ties: [Range<Int>] = []
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, !Diagnostic.placeOrder(findings[order[start]], findings[order[end]]) { end += 1 }
            if end - start > 1 { ties.append(start..<end) }
            start = end
        }
        order.withUnsafeMutableBufferPointer { order in
            kept.withUnsafeMutableBufferPointer { kept in
                TieOrdering(order: order, kept: kept, findings: findings).orderByMessage(ties, cores: cores)
            }
        }
        return (order, kept)
    }

    /// Orders every run of `ties` (disjoint ranges of `order`), on every core when they hold
    /// enough findings: each core takes consecutive runs holding about an equal share.
    func orderByMessage(_ ties: [Range<Int>], cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let total = ties.reduce(0) { $0 + $1.count }
        guard total >= Self.parallelThreshold, cores > 1 else {
            for run in ties { orderByMessage(run) }
            return
        }
        let shares = Self.shares(of: ties, total: total, cores: cores)
        _ = parallelMap(shares.count) { g in
            for run in ties[shares[g]] { orderByMessage(run) }
        }
    }

    /// `ties` cut into at most `cores` ranges of consecutive runs holding about an equal share
    /// of their `total` findings.
    static func shares(of ties: [Range<Int>], total: Int, cores: Int) -> [Range<Int>] {
        var shares: [Range<Int>] = []
        var first = 0, held = 0
        for (i, run) in ties.enumerated() {
            held += run.count
            if held * cores >= total * (shares.count + 1) || i == ties.count - 1 {
                shares.append(first..<(i + 1))
                first = i + 1
            }
        }
        return shares
    }

    /// Puts `run` (positions of findings that tie on place and rule, in the order they came)
    /// in message order, keeping that order among equal messages, and clears `kept` for each
    /// finding equal to one before it.
    func orderByMessage(_ run: Range<Int>) {
        let positions = Array(order[run])
        let messages = positions.map { findings[$0].message }
        let byMessage = messages.indices.sorted { messages[$0] < messages[$1] || (messages[$0] == messages[$1] && $0 < $1) }
        var sameStart = 0
        for (k, i) in byMessage.enumerated() {
            order[run.lowerBound + k] = positions[i]
            if k > 0, messages[byMessage[k - 1]] != messages[i] { sameStart = k }
            let finding = findings[positions[i]]
            for j in sameStart..<k where kept[run.lowerBound + j] {
                if findings[positions[byMessage[j]]].hasSameFields(as: finding) {
                    kept[run.lowerBound + k] = false
                    break
                }
            }
        }
    }
}
