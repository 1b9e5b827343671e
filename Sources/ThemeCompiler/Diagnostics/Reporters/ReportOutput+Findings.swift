import Dispatch
import ThemeSyntax

extension ReportOutput {
    /// Findings rendered on every core when a report has at least this many.
    static let parallelThreshold = 1_024
    /// Findings in one chunk of a report rendered on every core: a helper's chunk (about 250
    /// bytes a finding for the human reporter) is held until it is appended in order, in a
    /// buffer the helper keeps from chunk to chunk, below glibc's mmap threshold (128 KB): a
    /// fresh buffer each time, grown by doubling and mapped anew, cost more in copies and page
    /// faults than the second core saved.
    static let findingsPerChunk = 256
    /// Chunks a helper renders ahead of the thread that appends them.
    static let chunksAheadPerHelper = 2

    /// Appends findings `0..<count`, in order, as `render` appends those of a range to an
    /// output (calling `flushIfFull()` between findings): the same bytes as one `render` of the
    /// whole range. A large report is cut into chunks dealt out to the cores in turn: this
    /// thread renders every `cores`-th chunk into this output itself, and appends the others as
    /// helper threads finish them, each running at most `chunksAheadPerHelper` chunks ahead. (On
    /// one core, the human report of 20 547 findings was about a tenth of a 10k-preset lint's
    /// wall time. Rendered in rounds, a parallel region for every two chunks, each core waited
    /// for the other at the end of every round, and this thread appended while the other core
    /// sat idle.)
    mutating func appendFindings(
        _ count: Int, cores: Int = Cores.available,
        _ render: @Sendable (Range<Int>, inout ReportOutput) -> Void
    ) {
        guard count >= Self.parallelThreshold, cores > 1 else {
            render(0..<count, &self)
            return
        }
        let size = Self.findingsPerChunk
        let chunks = (count + size - 1) / size
        let chunk: @Sendable (Int) -> Range<Int> = { c in (c * size)..<min((c + 1) * size, count) }
        let handOver = ChunkHandOver(helpers: cores - 1, ahead: Self.chunksAheadPerHelper)
        // Each thread held to a CPU of its own for the whole report (`CPUSpread`).
        let spread = CPUSpread.spreads(cores)
        withoutActuallyEscaping(render) { render in
            let renderer = ChunkRenderer(render: render)
            let helpers = StartedThreads(cores - 1, yieldingToCaller: false) { h in
                CPUSpread.run(onCPU: h + 1, if: spread) {
                    for (turn, c) in stride(from: h + 1, to: chunks, by: cores).enumerated() {
                        handOver.fill(helper: h, turn: turn) { part in renderer.render(chunk(c), &part) }
                    }
                }
            }
            CPUSpread.run(onCPU: 0, if: spread) {
                for c in 0..<chunks {
                    let core = c % cores
                    if core == 0 {
                        render(chunk(c), &self)
                    } else {
                        handOver.take(helper: core - 1, turn: c / cores) { append($0) }
                    }
                    flushIfFull()
                }
            }
            helpers.join()
        }
    }
}

/// `appendFindings`' `render`, handed to the helper threads, which call it until they are
/// joined, before `appendFindings` returns.
private struct ChunkRenderer: @unchecked Sendable {
    let render: @Sendable (Range<Int>, inout ReportOutput) -> Void
}

/// The chunks each helper of `appendFindings` renders, handed to the thread that appends them:
/// helper `h`'s chunk of turn `t` goes through its slot `t % ahead`, which the helper fills
/// once the appending thread has taken the slot's previous chunk. Each slot's buffer is used by
/// one thread at a time, the semaphores ordering the two.
private final class ChunkHandOver: Sendable {
    private final class Slot: @unchecked Sendable {
        /// The chunk's bytes; nil while the helper renders the next one into them.
        var bytes: ByteArray? = ByteArray()
        let filled = DispatchSemaphore(value: 0)
        let free = DispatchSemaphore(value: 1)
    }

    private let slots: [[Slot]]

    init(helpers: Int, ahead: Int) {
        slots = (0..<helpers).map { _ in (0..<ahead).map { _ in Slot() } }
    }

    /// Helper `helper` renders its chunk of `turn` (`body`) into an output that reuses its
    /// slot's buffer, taken out of the slot so that it is not copied as it is changed.
    func fill(helper: Int, turn: Int, _ body: (inout ReportOutput) -> Void) {
        let slot = slots[helper][turn % slots[helper].count]
        slot.free.wait()
        let buffer = slot.bytes!
        slot.bytes = nil
        var part = ReportOutput(reusing: buffer)
        body(&part)
        slot.bytes = part.bytes
        slot.filled.signal()
    }

    /// The appending thread reads helper `helper`'s chunk of `turn` (`body`), then frees its slot.
    func take(helper: Int, turn: Int, _ body: (ByteArray) -> Void) {
        let slot = slots[helper][turn % slots[helper].count]
        slot.filled.wait()
        body(slot.bytes!)
        slot.free.signal()
    }
}
