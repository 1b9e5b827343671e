import Dispatch
import ThemeSyntax

/// What resolving and checking one preset of the compiled file gave.
struct PresetOutcome: Sendable {
    /// Its table; nil when its chain is broken (the linking rules say why), when the
    /// consumer keeps no table, or when it was rendered.
    var table: PresetTable?
    /// Its bytes, when the consumer renders presets apart (`TableConsumer.presetRenderer`).
    var rendered: RenderedPreset?
    /// Its preset-level findings.
    var findings: DiagnosticCollector
    /// Its resolve and validate times.
    var timings: StageTimings
}

/// Resolves and checks the compiled file's presets: on the calling thread, or, for a file
/// with many, on background workers that take batches of presets in file order, each as soon
/// as it is free. The caller gets the outcomes in preset order whichever worker finished
/// first, so findings and tables are the same bytes either way.
///
/// A lint has nothing to do while presets are resolved, and a compile's workers render each
/// preset's JSON where they resolved it, leaving only the writing, so each core gets a worker;
/// a consumer that takes whole tables (code generation) leaves one core to the caller. A
/// compile's workers also write: whichever stores the batch that is to be written next
/// writes it and every later one already stored (see `OrderedBatches`), so no thread sleeps
/// until another wakes it to write a batch. (With a calling thread that waited for each
/// batch, a 10k-preset compile's 5 000 batches each woke it: 5 400 context switches, and
/// about a tenth of the CPU time in the scheduler.)
struct PresetStage {
    /// Files with fewer presets are resolved on the calling thread: handing work over costs
    /// more than it saves, and a directory lint already runs a file per core.
    static let parallelThreshold = 256
    /// Presets per batch: large enough to amortise the hand-over, small enough to balance
    /// the workers and keep few tables in memory.
    static let batchSize = 64
    /// Presets per batch when the workers render them: a batch then holds its presets'
    /// bytes (about 16 KB a preset for the generated themes) until they are written.
    /// With 2, a batch's buffer is about 36 KB; with 4 (72 KB) a 10k-preset compile's peak
    /// RSS was 0.5 MB higher, and with 16 (290 KB) 3–3.5 MB higher, the freed buffers held in
    /// malloc's arenas. Each halving costs about 16 M instructions of hand-overs at 10k; with
    /// 1, the `--warnings` and `--findings` compiles held 0.4 MB less but took 4–9 % longer.
    static let renderedBatchSize = 2
    /// Batches resolved ahead of the caller, per worker: a slow consumer (a full pipe, a slow
    /// disk) holds at most this many batches of tables in memory per worker.
    static let batchesAheadPerWorker = 2
    /// Batches resolved ahead per worker when outcomes hold findings only (a lint): enough for
    /// the workers to keep busy while the caller runs the file-level rules (`run(first:consume:)`),
    /// about 1 000 presets on 2 cores, for no table held.
    static let findingsBatchesAheadPerWorker = 8
    /// Batches resolved ahead per worker when the workers render and write them (a compile's
    /// table): batches of two presets differ in cost tenfold (4 rows or 32), and with 2 ahead
    /// a worker that finished its batches waited for the other's slow one about 200 times in a
    /// 10k-preset compile, 8–50 ms in all. With 4: 1.5–3.5 % less wall time, 0.1 MB more at the
    /// peak (docs/performance.md, issue 23, fourteenth round).
    static let renderedBatchesAheadPerWorker = 4

    /// The pipeline's own worker, then one per extra background thread.
    let workers: [PresetWorker]
    /// False: everything runs on the calling thread.
    let inBackground: Bool
    /// Presets per batch (`batchSize`, or `renderedBatchSize`).
    let batchSize: Int

    /// A stage with `count` background workers (0: none); `makeContext` builds each extra
    /// worker's resolver and context (resolvers memoise and are not shared between threads).
    /// `keepsTables`: false when the consumer drops the tables (a lint), which the workers
    /// then drop themselves, so memory is freed by the thread that allocated it. `batchSize`:
    /// presets per batch (nil: `batchSize`, or `renderedBatchSize`). `render`: the consumer's
    /// `presetRenderer`, run by the workers. `timesPresets`: time each preset's stages.
    init(
        context: ValidationContext, backgroundWorkers count: Int, keepsTables: Bool = true, batchSize: Int? = nil,
        render: (@Sendable (PresetTable, inout ByteArray) -> Void)? = nil, timesPresets: Bool,
        makeContext: () -> ValidationContext
    ) {
        let workerCount = max(count, 1)
        aheadPerWorker =
            render != nil
            ? Self.renderedBatchesAheadPerWorker : keepsTables ? Self.batchesAheadPerWorker : Self.findingsBatchesAheadPerWorker
        // As many buffers kept as batches can be outstanding: as many again are in flight.
        let pool = RenderedBatchPool(limit: aheadPerWorker * workerCount)
        var workers = [PresetWorker(context: context, keepsTables: keepsTables, render: render, times: timesPresets, pool: pool)]
        for _ in 1..<workerCount {
            workers.append(PresetWorker(context: makeContext(), keepsTables: keepsTables, render: render, times: timesPresets, pool: pool))
        }
        self.workers = workers
        self.inBackground = count > 0
        self.batchSize = batchSize ?? (render == nil ? Self.batchSize : Self.renderedBatchSize)
        workersConsume = render != nil
    }

    /// True when the background workers, not the caller, pass the rendered outcomes to
    /// `consume` (one at a time, in order).
    private let workersConsume: Bool

    /// Batches resolved ahead of the caller, per worker.
    private let aheadPerWorker: Int

    /// How many background workers a file with `presets` presets gets on `cores` cores, when
    /// the caller's consuming is `overlapping` work (taking whole tables: one core stays the
    /// caller's) or not (a lint, or a table rendered by the workers: every core resolves).
    static func backgroundWorkers(
        presets: Int, overlapping: Bool, cores: Int = Cores.available
    ) -> Int {
        guard presets >= parallelThreshold, cores > 1 else { return 0 }
        return overlapping ? cores - 1 : cores
    }

    /// Runs `first` on the calling thread, then calls `consume` with each preset's index and
    /// outcome, in preset order, one call at a time. In the background the workers start on
    /// the presets before `first` runs, so a core is not left idle while it does: `first` must
    /// then use none of the workers' contexts (the first worker's is the caller's `context`).
    /// When the workers render, they make the calls themselves, after `first` returned and
    /// before `run` does.
    func run(first: () -> Void = {}, consume: (Int, PresetOutcome) -> Void) {
        let count = workers[0].context.program.root.presets.count
        guard inBackground else {
            first()
            for start in stride(from: 0, to: count, by: batchSize) {
                let outcomes = workers[0].outcomes(of: start..<min(start + batchSize, count))
                for (offset, outcome) in outcomes.enumerated() { consume(start + offset, outcome) }
            }
            return
        }
        let batches = OrderedBatches(
            presets: count, batchSize: batchSize, ahead: aheadPerWorker * workers.count, consumedByWorkers: workersConsume)
        // Each worker on a CPU of its own (`CPUSpread`); the caller anywhere. A caller that
        // generates from the tables has work of its own, which the workers yield to.
        let spread = CPUSpread.spreads(workers.count)
        let workers = self.workers
        let yielding = workers[0].keepsTables && !workersConsume
        // When the workers consume, `consume` runs on whichever thread holds the batches'
        // consuming turn, one at a time (the turn passes under the batches' lock); it does
        // not outlive the join.
        withoutActuallyEscaping(consume) { consume in
            let consumer = workersConsume ? BatchConsumer(consume: consume) : nil
            let threads = StartedThreads(workers.count, yieldingToCaller: yielding) { k in
                CPUSpread.run(onCPU: k, if: spread) { batches.work(with: workers[k], consumer: consumer) }
            }
            first()
            if let consumer {
                batches.consumeStored(with: consumer)
            } else {
                for batch in 0..<batches.count {
                    let start = batch * batchSize
                    for (offset, outcome) in batches.take(batch).enumerated() { consume(start + offset, outcome) }
                }
            }
            threads.join()
        }
    }
}

/// `PresetStage.run`'s `consume`, handed to the worker threads. It is called by one thread at
/// a time, the one that holds `OrderedBatches`' consuming turn, which passes between threads
/// under the batches' lock; the caller reads what it changed after joining them.
private struct BatchConsumer: @unchecked Sendable {
    let consume: (Int, PresetOutcome) -> Void
}

/// A worker's resolver and validation context, used by one thread at a time.
final class PresetWorker: @unchecked Sendable {
    let context: ValidationContext
    /// False: outcomes carry no table (the consumer would drop it).
    let keepsTables: Bool
    /// Renders each table into the outcome's bytes, in place of the table.
    let render: (@Sendable (PresetTable, inout ByteArray) -> Void)?
    /// False: outcomes carry no times (`StageTimings.measure(_:if:_:)`).
    let times: Bool
    /// The rendered bytes per row of this worker's last batch: a batch's buffer is reserved
    /// from it and the batch's row count, so it seldom grows. (Reserved per preset, a buffer
    /// holding a 4-row and a 32-row preset grew by doubling and was copied in 340 of a 1k
    /// theme's 500 batches; reserved per row, in 141.)
    private var renderedBytesPerRow = 1 << 10
    /// Where the buffers of rendered batches come from and go back to, shared by the workers.
    let pool: RenderedBatchPool

    init(
        context: ValidationContext, keepsTables: Bool, render: (@Sendable (PresetTable, inout ByteArray) -> Void)?,
        times: Bool, pool: RenderedBatchPool
    ) {
        self.context = context
        self.keepsTables = keepsTables
        self.render = render
        self.times = times
        self.pool = pool
    }

    /// The outcomes of presets `range`, in order. When the consumer renders, their tables are
    /// rendered one after another into one buffer, each dropped once rendered.
    func outcomes(of range: Range<Int>) -> [PresetOutcome] {
        guard let render else { return range.map(outcome(of:)) }
        // Resolved first, so the buffer is reserved once for the batch's rows.
        var outcomes = range.map(outcome(of:))
        let rows = outcomes.reduce(0) { $0 + ($1.table?.rows.count ?? 0) }
        var bytes = pool.take(minimumCapacity: rows * renderedBytesPerRow * 17 / 16 + 256)
        var ranges: [Range<Int>?] = []
        ranges.reserveCapacity(outcomes.count)
        for offset in outcomes.indices {
            guard let table = outcomes[offset].table else {
                ranges.append(nil)
                continue
            }
            let start = bytes.count
            StageTimings.measure(&outcomes[offset].timings.emit, if: times) { render(table, &bytes) }
            outcomes[offset].table = nil
            ranges.append(start..<bytes.count)
        }
        if rows > 0 { renderedBytesPerRow = max(1, bytes.count / rows) }
        let batch = RenderedBatch(bytes: bytes, pool: pool)
        for (offset, range) in ranges.enumerated() {
            outcomes[offset].rendered = range.map { RenderedPreset(batch: batch, range: $0) }
        }
        return outcomes
    }

    /// Resolves preset `index` of the compiled file and runs the preset-level rules on it.
    private func outcome(of index: Int) -> PresetOutcome {
        var timings = StageTimings()
        var findings = DiagnosticCollector()
        guard let resolution = StageTimings.measure(&timings.resolve, if: times, { context.resolver.resolve(presetAt: index) }) else {
            return PresetOutcome(table: nil, findings: findings, timings: timings)
        }
        // The resolution is moved into the rules' context, not copied (a copy retained and
        // released each of its arrays), and the table read back from there.
        let preset = PresetValidationContext(context: context, declaration: context.program.root.presets[index], resolution: consume resolution)
        StageTimings.measure(&timings.validate, if: times) { RuleRegistry.validate(preset, into: &findings) }
        return PresetOutcome(table: keepsTables ? preset.resolution.table : nil, findings: findings, timings: timings)
    }
}

/// The compiled file's presets cut into batches that background workers claim in order;
/// the caller takes each batch's outcomes in order as they are done, or the workers consume
/// them (`consumedByWorkers`): a worker that stores a batch while no thread has the
/// consuming turn takes it, and passes every stored batch to the consumer, in order, until the
/// next is not stored yet. The turn is given up under the lock under which batches are
/// stored, so a batch stored meanwhile is never left behind. At most `ahead` batches
/// are claimed and not yet taken, so batch `b` and batch `b + ahead` are never both
/// outstanding: they share slot `b % ahead` (its outcomes and its semaphore). A semaphore per
/// batch was 120 bytes and a libdispatch object each, 0.6 MB held all through a 10k-preset
/// compile's resolving (5 000 batches of two).
private final class OrderedBatches: @unchecked Sendable {
    let count: Int
    private let presets: Int
    private let batchSize: Int
    private let lock = Lock()
    private var nextBatch = 0
    /// Slot `b % ahead`: batch `b`'s outcomes, between its worker storing and the caller taking them.
    private var outcomes: [[PresetOutcome]?]
    /// Slot `b % ahead`: signalled when batch `b`'s outcomes are stored.
    private let done: [DispatchSemaphore]
    /// Permits to claim a batch; one is returned per batch taken or consumed.
    private let window: DispatchSemaphore
    /// True while a thread has the consuming turn (from the start, the caller's until its
    /// `first` is done). Guarded by `lock`.
    private var consuming: Bool
    /// The next batch to consume. Used by the thread with the consuming turn only.
    private var nextToConsume = 0

    init(presets: Int, batchSize: Int, ahead: Int, consumedByWorkers: Bool = false) {
        self.presets = presets
        self.batchSize = batchSize
        consuming = consumedByWorkers
        count = (presets + batchSize - 1) / batchSize
        let slots = max(1, min(ahead, count))
        outcomes = Array(repeating: nil, count: slots)
        done = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
        window = DispatchSemaphore(value: slots)
    }

    /// Resolves batches with `worker` until none is left to claim; with a `consumer`, also
    /// consumes the stored batches when it gets the consuming turn.
    func work(with worker: PresetWorker, consumer: BatchConsumer?) {
        while true {
            window.wait()
            guard let batch = claim() else {
                window.signal()
                return
            }
            let range = (batch * batchSize)..<min((batch + 1) * batchSize, presets)
            let results = worker.outcomes(of: range)
            let slot = batch % done.count
            lock.lock()
            outcomes[slot] = results
            let takesTurn = consumer != nil && !consuming
            if takesTurn { consuming = true }
            lock.unlock()
            if let consumer {
                if takesTurn { consumeStored(with: consumer) }
            } else {
                done[slot].signal()
            }
        }
    }

    /// Passes the stored batches to `consumer`, in order, from the next to consume until one
    /// is not stored yet, then gives up the consuming turn, which the calling thread holds.
    func consumeStored(with consumer: BatchConsumer) {
        while true {
            lock.lock()
            let batch = nextToConsume
            let slot = batch % done.count
            guard batch < count, let results = outcomes[slot] else {
                consuming = false
                lock.unlock()
                return
            }
            outcomes[slot] = nil
            nextToConsume += 1
            lock.unlock()
            let start = batch * batchSize
            for (offset, outcome) in results.enumerated() { consumer.consume(start + offset, outcome) }
            window.signal()
        }
    }

    /// The outcomes of `batch`, once a worker stored them. Batches are taken in order.
    func take(_ batch: Int) -> [PresetOutcome] {
        let slot = batch % done.count
        done[slot].wait()
        lock.lock()
        let results = outcomes[slot]!
        outcomes[slot] = nil
        lock.unlock()
        window.signal()
        return results
    }

    /// The next batch no worker has claimed, if any.
    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextBatch < count else { return nil }
        nextBatch += 1
        return nextBatch - 1
    }
}
