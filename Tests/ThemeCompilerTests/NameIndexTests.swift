import TestSupport
import Testing

@testable import ThemeCompiler

/// `NameIndex` finds what a dictionary from each name to its first position finds.
@Suite struct NameIndexTests {
    @Test func findsTheFirstPositionOfEveryNameAndNothingElse() {
        var random = SplitMix(seed: 0x4E_49)
        for size in [0, 1, 2, 7, 8, 9, 300, 5_000] {
            // Few distinct names for the size, so most come several times; some long, some not ASCII.
            let names = (0..<size).map { _ -> String in
                let n = Int(random.next() % UInt64(max(size / 2, 1)))
                return n % 5 == 0 ? "préset-\(n)" : n % 7 == 0 ? String(repeating: "long", count: 8) + "\(n)" : "p\(n)"
            }
            var first: [String: Int] = [:]
            for (i, name) in names.enumerated() where first[name] == nil { first[name] = i }
            let index = NameIndex(count: names.count) { names[$0] }
            for name in Set(names) {
                #expect(index.position(of: name) { names[$0] } == first[name], "\(name) of \(size)")
            }
            for absent in ["", "p-1", "préset", "P0", "q\(size)"] {
                #expect(index.position(of: absent) { names[$0] } == nil, "\(absent) of \(size)")
            }
        }
    }
}
