import ThemeSyntax

/// The buffer a batch of presets was rendered into (`PresetStage`), shared by the batch's
/// `RenderedPreset`s. When the last of them has been written and let go, the buffer goes back
/// to the pool it was taken from, for a later batch.
final class RenderedBatch: Sendable {
    /// The batch's bytes.
    let bytes: ByteArray
    private let pool: RenderedBatchPool?

    init(bytes: ByteArray, pool: RenderedBatchPool? = nil) {
        self.bytes = bytes
        self.pool = pool
    }

    deinit { pool?.giveBack(bytes) }
}

/// The buffers of batches already written, kept for the next batches of a compile's workers.
///
/// Freed, a batch's buffer went back to its malloc arena, which handed the pages at its top
/// back to the system once more than 128 KB was free there, and the next batches touched
/// them anew: a 10k-preset compile took about 10 500 page faults, half of them in the rows
/// written into fresh buffers (docs/performance.md, issue 23, fifteenth round). A buffer is
/// only ever reused once nothing else holds it: a `RenderedPreset` still holding one keeps
/// it from being emptied in place (an array's storage is copied on write, never shared).
final class RenderedBatchPool: @unchecked Sendable {
    private let lock = Lock()
    /// The buffers kept, each empty. Guarded by `lock`.
    private var buffers: [ByteArray] = []
    /// At most this many buffers are kept; one given back when as many are kept is freed.
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// An empty buffer with room for `minimumCapacity` bytes: the smallest kept one with that
    /// much room, else a new one (the kept ones stay for smaller batches).
    func take(minimumCapacity: Int) -> ByteArray {
        lock.lock()
        var best = -1
        for i in buffers.indices where buffers[i].capacity >= minimumCapacity {
            if best < 0 || buffers[i].capacity < buffers[best].capacity { best = i }
        }
        var buffer = best >= 0 ? buffers.remove(at: best) : ByteArray()
        lock.unlock()
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(minimumCapacity)
        return buffer
    }

    /// Keeps `buffer` for a later batch, unless `limit` buffers are kept already.
    func giveBack(_ buffer: ByteArray) {
        lock.lock()
        defer { lock.unlock() }
        if buffers.count < limit { buffers.append(buffer) }
    }

    /// How many buffers are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return buffers.count
    }
}
