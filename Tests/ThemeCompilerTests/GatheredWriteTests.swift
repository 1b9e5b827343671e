import Foundation
import TestSupport
import Testing

@testable import ThemeCompiler

/// `FileSystem.writeAll(_:gathering:)`, which writes a streamed table's blocks with `writev`:
/// a call may write less than it was given (a pipe, a file-size limit) or be interrupted; what
/// reaches the descriptor is still every part, in order, once.
@Suite struct GatheredWriteTests {
    /// Parts of many sizes, empty ones among them, and more of them than one call takes;
    /// no two neighbouring bytes alike, so a part's start written twice shows.
    static let parts: [[UInt8]] = (0..<1_500).map { i in
        (0..<(i % 7 == 0 ? 0 : i % 13 * 37 + 1)).map { UInt8(truncatingIfNeeded: i * 31 + $0) }
    }
    static let expected = parts.flatMap { $0 }

    /// Calls `writeAll` over `parts` with a fake `writev` that takes at most `limit` bytes a
    /// call and is interrupted every `interruptEvery`-th call; what it wrote, its result, and
    /// the most vectors one call was given.
    static func write(limit: Int, interruptEvery: Int, failAfter: Int = .max) -> (bytes: [UInt8], ok: Bool, widest: Int32) {
        var written: [UInt8] = []
        var calls = 0
        var widest: Int32 = 0
        let ok = withBuffers { buffers in
            FileSystem.writeAll(gathering: buffers) { vectors, count in
                calls += 1
                widest = max(widest, count)
                if calls % interruptEvery == 0 {
                    errno = EINTR
                    return -1
                }
                if written.count >= failAfter {
                    errno = ENOSPC
                    return -1
                }
                let room = min(limit, failAfter - written.count)
                let before = written.count
                for v in UnsafeBufferPointer(start: vectors, count: Int(count)) where written.count - before < room {
                    let n = min(room - (written.count - before), v.iov_len)
                    written.append(contentsOf: UnsafeRawBufferPointer(start: v.iov_base, count: n))
                }
                return written.count - before
            }
        }
        return (written, ok, widest)
    }

    /// Where `bytes` first differs from `expected` (nil: nowhere), for a short failure message.
    static func firstDifference(_ bytes: [UInt8], _ expected: [UInt8]) -> Int? {
        let common = min(bytes.count, expected.count)
        return (0..<common).first { bytes[$0] != expected[$0] } ?? (bytes.count == expected.count ? nil : common)
    }

    /// Calls `body` with every part's bytes at once: slices of one buffer.
    static func withBuffers<R>(_ body: ([UnsafeRawBufferPointer]) -> R) -> R {
        expected.withUnsafeBytes { all in
            var start = 0
            let buffers = parts.map { part in
                defer { start += part.count }
                return UnsafeRawBufferPointer(rebasing: all[start..<(start + part.count)])
            }
            return body(buffers)
        }
    }

    @Test(arguments: [7, 1_000, 4_096, 100_000, .max])
    func everyPartArrivesOnceInOrderHoweverShortTheWrites(limit: Int) {
        let (bytes, ok, widest) = Self.write(limit: limit, interruptEvery: 5)
        #expect(ok)
        #expect(Self.firstDifference(bytes, Self.expected) == nil)
        #expect(widest <= 1_024)
    }

    @Test func aFailingWriteIsReportedWithItsError() {
        let (bytes, ok, _) = Self.write(limit: 1_000, interruptEvery: 3, failAfter: 12_345)
        #expect(!ok)
        #expect(errno == ENOSPC)
        #expect(Self.firstDifference(bytes, Array(Self.expected.prefix(12_345))) == nil)
    }

    @Test func aRealDescriptorGetsTheBytes() throws {
        let path = Scratch.directory("gathered") + "/out"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        let ok = Self.withBuffers { FileSystem.writeAll(fd, gathering: $0) }
        close(fd)
        #expect(ok)
        #expect(Self.firstDifference(Array(try Data(contentsOf: URL(fileURLWithPath: path))), Self.expected) == nil)
    }
}
