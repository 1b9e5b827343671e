import Testing

@testable import ThemeSyntax

/// `KeyIndex` finds a repeated key among a mapping's keys, scanning a few and looking many up
/// by hash, and starts empty again for the next mapping when it is reused.
@Suite struct KeyIndexTests {
    /// Keys `k0` … `k{count-1}` written one after another in a buffer, then the same keys again:
    /// every repeat is found with the first key's location, and no first key is taken for one.
    @Test func repeatsAreFoundBeforeAndAfterTheTableIsBuilt() {
        for count in [1, 7, 8, 9, 40, 1_000] {
            let names = (0..<count).map { "k\($0)" }
            let bytes = Array(names.joined().utf8)
            var keys = KeyIndex()
            for round in 0..<2 {
                keys.removeAll()
                bytes.withUnsafeBufferPointer { source in
                    let buffers = KeyIndex.Buffers(text: UnsafeBufferPointer(start: nil, count: 0), source: source)
                    var start = 0
                    var ranges: [KeyIndex.Key] = []
                    for name in names {
                        ranges.append(KeyIndex.Key(start: start, count: name.utf8.count, inSource: true))
                        start += name.utf8.count
                    }
                    for (i, key) in ranges.enumerated() {
                        #expect(keys.insert(key, in: buffers, at: SourceLocation(file: "t", line: i + 1, column: 1)) == nil)
                    }
                    for (i, key) in ranges.enumerated().reversed() {
                        #expect(keys.contains(key, in: buffers))
                        let first = keys.insert(key, in: buffers, at: SourceLocation(file: "t", line: 9_999, column: 1))
                        #expect(first?.line == i + 1, "round \(round), \(count) keys, key \(i)")
                    }
                }
            }
        }
    }
}
