import Dispatch
import Testing
import ThemeSyntax

@testable import ThemeCompiler

/// The buffers of rendered batches go back to a pool when their batch has been written, and
/// later batches are rendered into them (issue 23: page faults of fresh buffers).
@Suite struct RenderedBatchPoolTests {
    private static func address(_ bytes: ByteArray) -> UnsafeRawPointer? { bytes.withUnsafeBytes { $0.baseAddress } }

    /// A buffer given back is handed out again, emptied, when it has the room asked for; the
    /// smallest such buffer is taken, and one too small is left for a smaller batch.
    @Test func theSmallestBufferWithTheRoomIsReused() {
        let pool = RenderedBatchPool(limit: 4)
        var small = pool.take(minimumCapacity: 1000)
        var large = pool.take(minimumCapacity: 50_000)
        small.append(contentsOf: [UInt8](repeating: 1, count: 1000))
        large.append(contentsOf: [UInt8](repeating: 2, count: 50_000))
        let (smallAddress, largeAddress) = (Self.address(small), Self.address(large))
        pool.giveBack(large)
        pool.giveBack(small)
        small = ByteArray()
        large = ByteArray()
        #expect(pool.count == 2)

        let tiny = pool.take(minimumCapacity: 10)
        #expect(tiny.isEmpty && Self.address(tiny) == smallAddress, "the smaller of two with the room")
        pool.giveBack(tiny)
        let medium = pool.take(minimumCapacity: 20_000)
        #expect(medium.isEmpty && medium.capacity >= 20_000)
        #expect(Self.address(medium) == largeAddress, "the only buffer with the room")
        #expect(pool.count == 1)
        _ = pool.take(minimumCapacity: 10)
        #expect(pool.count == 0)
        let fresh = pool.take(minimumCapacity: 10)
        #expect(Self.address(fresh) != smallAddress && Self.address(fresh) != largeAddress)
    }

    /// A pool keeps at most `limit` buffers: the rest are freed.
    @Test func aPoolKeepsAtMostItsLimit() {
        let pool = RenderedBatchPool(limit: 3)
        for _ in 0..<5 {
            var buffer = pool.take(minimumCapacity: 0)
            buffer.append(1)
            pool.giveBack(buffer)
        }
        #expect(pool.count == 1, "each buffer taken again")
        let held = (0..<5).map { _ in
            var buffer = ByteArray()
            buffer.append(contentsOf: [UInt8](repeating: 7, count: 64))
            return buffer
        }
        for buffer in held { pool.giveBack(buffer) }
        #expect(pool.count == 3)
    }

    /// A batch's buffer goes back when the last of its presets is let go, not before: while one
    /// preset holds it, no later batch is rendered into it.
    @Test func aBatchGoesBackWhenItsLastPresetIsLetGo() {
        let pool = RenderedBatchPool(limit: 4)
        var bytes = pool.take(minimumCapacity: 64)
        bytes.append(contentsOf: Array("{\"a\": 1},{\"b\": 2}".utf8))
        var first: RenderedPreset? = RenderedPreset(batch: RenderedBatch(bytes: bytes, pool: pool), range: 0..<8)
        var second: RenderedPreset? = first.map { RenderedPreset(batch: $0.batch, range: 9..<17) }
        bytes = ByteArray()
        first = nil
        #expect(pool.count == 0, "the second preset still holds the batch")
        let text = second?.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        #expect(text == "{\"b\": 2}")
        second = nil
        #expect(pool.count == 1)
        #expect(pool.take(minimumCapacity: 64).isEmpty)
    }

    /// Workers take and give back buffers at once, many times over; every buffer they are
    /// handed is empty and theirs alone (each fills its own and reads it back).
    @Test func workersShareAPool() {
        let pool = RenderedBatchPool(limit: 8)
        let mismatches = LockedCount()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<2000 {
                var buffer = pool.take(minimumCapacity: 100 + round % 300)
                if !buffer.isEmpty { mismatches.add() }
                let mark = UInt8(truncatingIfNeeded: worker &* 31 &+ round)
                buffer.append(contentsOf: [UInt8](repeating: mark, count: 100 + round % 300))
                if buffer.withUnsafeBufferPointer({ $0.contains { $0 != mark } }) { mismatches.add() }
                pool.giveBack(buffer)
            }
        }
        #expect(mismatches.value == 0)
        #expect(pool.count <= 8)
    }
}

/// A count several threads add to.
private final class LockedCount: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
