/// A preset's part of the output, written apart by `TableConsumer.presetRenderer` on the
/// worker that resolved it: a range of the one buffer its batch of presets was rendered
/// into (`PresetStage`), so the bytes are neither copied to be handed over nor to be joined.
package struct RenderedPreset: Sendable {
    /// The buffer of the preset's batch, shared by the batch's presets.
    let batch: [UInt8]
    /// The preset's bytes in `batch`.
    let range: Range<Int>

    /// True when these bytes end their batch's buffer: no later preset can join them.
    var endsBatch: Bool { range.upperBound == batch.count }

    /// These bytes without their first `count`.
    func dropping(first count: Int) -> RenderedPreset {
        RenderedPreset(batch: batch, range: (range.lowerBound + count)..<range.upperBound)
    }

    /// These bytes and `next`'s as one range, when `next` follows them in the same buffer.
    func joined(with next: RenderedPreset) -> RenderedPreset? {
        guard range.upperBound == next.range.lowerBound, sharesBuffer(with: next) else { return nil }
        return RenderedPreset(batch: batch, range: range.lowerBound..<next.range.upperBound)
    }

    /// Calls `body` with the bytes.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        batch.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    private func sharesBuffer(with other: RenderedPreset) -> Bool {
        batch.withUnsafeBufferPointer { mine in other.batch.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}
