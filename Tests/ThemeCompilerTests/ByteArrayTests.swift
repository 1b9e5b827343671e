import PropertyBased
import Testing
import TestSupport

@testable import ThemeCompiler

/// `ByteArray`, what JSON is written into, behaves as `[UInt8]` does: the same bytes after
/// any run of appends, and copies that never see each other's changes.
@Suite struct ByteArrayTests {
    /// Random appends of every kind, each made to a `ByteArray` and to a `[UInt8]`, with a copy
    /// taken now and then (which must keep the bytes it had) and the run emptied sometimes.
    @Test func appendsGiveTheBytesAnArrayHas() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            var bytes = ByteArray(reservingCapacity: Int(random.next() % 40))
            var expected: [UInt8] = []
            var copies: [(ByteArray, [UInt8])] = []
            for _ in 0..<300 {
                let length = Int(random.next() % 200)
                let chunk = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                switch random.next() % 10 {
                case 0: bytes.append(chunk.first ?? 7); expected.append(chunk.first ?? 7)
                case 1: chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }; expected += chunk
                case 2: chunk.withUnsafeBytes { bytes.append(contentsOf: $0) }; expected += chunk
                case 3: bytes.append(contentsOf: chunk); expected += chunk
                case 4: bytes.append("null"); expected += Array("null".utf8)
                case 5:
                    let text = "é\(length)—"
                    bytes.append(utf8: text)
                    expected += Array(text.utf8)
                case 6 where !expected.isEmpty:
                    let start = Int(random.next() % UInt64(expected.count))
                    let end = start + Int(random.next() % UInt64(expected.count - start + 1))
                    bytes.append(copyOf: start..<end)
                    expected += expected[start..<end]
                case 7: copies.append((bytes, expected))
                case 8 where random.next() % 8 == 0:
                    let keep = random.next() % 2 == 0
                    bytes.removeAll(keepingCapacity: keep)
                    expected.removeAll()
                case 9 where expected.count < 4096 && random.next() % 2 == 0:  // each doubles it
                    let before = expected
                    bytes.append(bytes)  // itself: its storage is shared while it grows
                    expected += before
                case 9:
                    var other = ByteArray()
                    other.append(contentsOf: chunk)
                    bytes.append(other)
                    expected += chunk
                default: JSONWriter.appendInteger(length - 100, to: &bytes); JSONWriter.appendInteger(length - 100, to: &expected)
                }
                #expect(bytes.count == expected.count && bytes.capacity >= bytes.count)
            }
            #expect(bytes.array == expected, "seed \(seed)")
            for (copy, itsBytes) in copies { #expect(copy.array == itsBytes, "seed \(seed): a copy changed") }
        }
    }

    /// A copy's storage is shared until either changes, and emptying a shared run keeps the
    /// other's bytes.
    @Test func copiesAreIndependent() {
        var a = ByteArray()
        a.append("abc")
        var b = a
        b.append("d")
        a.removeAll(keepingCapacity: true)
        a.append("x")
        #expect(a.array == Array("x".utf8) && b.array == Array("abcd".utf8))
        let c = b
        b.removeAll(keepingCapacity: true)
        #expect(b.isEmpty && c.array == Array("abcd".utf8))
    }

    /// Room reserved is there without growing, and growing keeps every byte.
    @Test func reservedRoomAndGrowth() {
        var bytes = ByteArray(reservingCapacity: 100)
        let before = bytes.withUnsafeBytes { $0.baseAddress }
        for i in 0..<100 { bytes.append(UInt8(i)) }
        #expect(bytes.withUnsafeBytes { $0.baseAddress } == before, "no growth within the room reserved")
        bytes.reserveCapacity(10_000)
        #expect(bytes.capacity >= 10_000 && bytes.array == (0..<100).map(UInt8.init))
    }
}
