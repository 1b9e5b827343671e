import Testing

@testable import ThemeSyntax
import TestSupport

/// `parallelGather` fills one array on every core: each part's elements in its own region,
/// the regions closed up in part order.
@Suite struct ParallelGatherTests {
    /// Parts that append fewer than their capacity (none, some, all), in any order of
    /// finishing: the elements are those a serial loop appends, and the results are in part
    /// order.
    @Test func theElementsAreThoseASerialLoopAppends() {
        var random = SplitMix(seed: 23)
        for _ in 0..<50 {
            let parts = Int(random.next() % 12)
            let capacities = (0..<parts).map { _ in Int(random.next() % 40) }
            let counts = capacities.map { $0 == 0 ? 0 : Int(random.next() % UInt64($0 + 1)) }
            let expected = counts.indices.flatMap { p in (0..<counts[p]).map { "part \(p) element \($0)" } }
            let (elements, results) = parallelGather(capacities: capacities) {
                (p, region: inout GatherRegion<String>) in
                for e in 0..<counts[p] { region.append("part \(p) element \(e)") }
                return p * 10
            }
            #expect(elements == expected)
            #expect(results == (0..<parts).map { $0 * 10 })
        }
    }

    /// A part changes its own elements in place before the regions are closed up.
    @Test func aPartChangesItsElementsInPlace() {
        let (elements, _) = parallelGather(capacities: [4, 4, 4]) { (p, region: inout GatherRegion<[Int]>) in
            for e in 0..<p + 1 { region.append([p, e]) }
            let own = region.elements
            for i in own.indices { own[i].append(-1) }
        }
        #expect(elements == [[0, 0, -1], [1, 0, -1], [1, 1, -1], [2, 0, -1], [2, 1, -1], [2, 2, -1]])
    }
}
