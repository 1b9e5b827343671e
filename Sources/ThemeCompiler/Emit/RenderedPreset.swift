/// A preset's part of the output, written apart by `TableConsumer.presetRenderer` on the
/// worker that resolved it: a range of the one buffer its batch of presets was rendered
/// into (`PresetStage`), so the bytes are neither copied to be handed over nor to be joined.
package struct RenderedPreset: Sendable {
    /// The buffer of the preset's batch, shared by the batch's presets.
    let batch: RenderedBatch
    /// The preset's bytes in `batch`.
    let range: Range<Int>

    /// These bytes without their first `count`.
    func dropping(first count: Int) -> RenderedPreset {
        RenderedPreset(batch: batch, range: (range.lowerBound + count)..<range.upperBound)
    }

    /// The first `count` of these bytes.
    func prefix(_ count: Int) -> RenderedPreset {
        RenderedPreset(batch: batch, range: range.lowerBound..<(range.lowerBound + count))
    }

    /// These bytes and `next`'s as one range, when `next` follows them in the same buffer.
    func joined(with next: RenderedPreset) -> RenderedPreset? {
        guard range.upperBound == next.range.lowerBound, sharesBuffer(with: next) else { return nil }
        return RenderedPreset(batch: batch, range: range.lowerBound..<next.range.upperBound)
    }

    /// Calls `body` with the bytes.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        batch.bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `body` with the bytes of every preset of `presets`, in order (appended to `parts`).
    static func withUnsafeBytes(
        of presets: ArraySlice<RenderedPreset>, into parts: inout [UnsafeRawBufferPointer],
        _ body: ([UnsafeRawBufferPointer]) -> Void
    ) {
        guard let first = presets.first else { return body(parts) }
        first.withUnsafeBytes { bytes in
            parts.append(bytes)
            withUnsafeBytes(of: presets.dropFirst(), into: &parts, body)
        }
    }

    private func sharesBuffer(with other: RenderedPreset) -> Bool { batch === other.batch }
}
