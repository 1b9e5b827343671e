#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Dispatch
import ThemeSyntax

/// What resolving and checking one preset of the compiled file gave.
struct PresetOutcome: Sendable {
    /// Its table; nil when its chain is broken (the linking rules say why).
    var table: PresetTable?
    /// Its preset-level findings.
    var findings: DiagnosticCollector
    /// Its resolve and validate times.
    var timings: StageTimings
}

/// Resolves and checks the compiled file's presets: on the calling thread, or, for a file
/// with many, on background workers one wave of presets ahead of the caller, so the caller's
/// table writing and the cascade overlap. Outcomes are handed over in preset order whichever
/// worker finishes first, so findings and tables are the same bytes either way.
///
/// One background worker, and only while a table is written: presets are independent, but
/// workers share the program, and two threads resolving at once spent more time contending
/// for its reference counts than they saved (a 10k-preset lint took as long with two workers
/// as on one thread); a compile of the same theme, whose writing overlaps the cascade, took
/// 0.59 s instead of 0.70 s.
struct PresetStage {
    /// Files with fewer presets are resolved on the calling thread: handing work over costs
    /// more than it saves, and a directory lint already runs a file per core.
    static let parallelThreshold = 256
    /// Presets per worker and wave: large enough to amortise the hand-over, small enough to
    /// keep few tables in memory.
    static let batchSize = 64

    /// The pipeline's own worker (it already resolved the header), then one per extra
    /// background thread.
    let workers: [PresetWorker]
    /// False: everything runs on the calling thread.
    let inBackground: Bool

    /// A stage with `count` background workers (0: none); `makeContext` builds each extra
    /// worker's resolver and context (resolvers memoise and are not shared between threads).
    init(context: ValidationContext, backgroundWorkers count: Int, makeContext: () -> ValidationContext) {
        var workers = [PresetWorker(context: context)]
        for _ in 1..<max(count, 1) { workers.append(PresetWorker(context: makeContext())) }
        self.workers = workers
        self.inBackground = count > 0
    }

    /// How many background workers a file with `presets` presets gets, when the caller's
    /// consuming is `overlapping` work (writing a table) or not (lint drops it: waiting for
    /// a worker would only add the hand-over).
    static func backgroundWorkers(presets: Int, overlapping: Bool) -> Int {
        overlapping && presets >= parallelThreshold && ProcessInfo.processInfo.activeProcessorCount > 1 ? 1 : 0
    }

    /// Calls `consume` with each preset's index and outcome, in preset order.
    func run(_ consume: (Int, PresetOutcome) -> Void) {
        let count = workers[0].context.program.root.presets.count
        guard inBackground else {
            for index in 0..<count { consume(index, workers[0].outcome(of: index)) }
            return
        }
        let waveSize = workers.count * Self.batchSize
        var next = count > 0 ? Wave(start: 0, count: min(waveSize, count), workers: workers) : nil
        while let wave = next {
            let outcomes = wave.outcomes()
            let end = wave.start + outcomes.count
            next = end < count ? Wave(start: end, count: min(waveSize, count - end), workers: workers) : nil
            for (offset, outcome) in outcomes.enumerated() { consume(wave.start + offset, outcome) }
        }
    }
}

/// A worker's resolver and validation context, used by one thread at a time.
final class PresetWorker: @unchecked Sendable {
    let context: ValidationContext

    init(context: ValidationContext) { self.context = context }

    /// Resolves preset `index` of the compiled file and runs the preset-level rules on it.
    func outcome(of index: Int) -> PresetOutcome {
        var timings = StageTimings()
        var findings = DiagnosticCollector()
        guard let resolution = StageTimings.measure(&timings.resolve, { context.resolver.resolve(presetAt: index) }) else {
            return PresetOutcome(table: nil, findings: findings, timings: timings)
        }
        let preset = PresetValidationContext(context: context, declaration: context.program.root.presets[index], resolution: resolution)
        StageTimings.measure(&timings.validate) { RuleRegistry.validate(preset, into: &findings) }
        return PresetOutcome(table: resolution.table, findings: findings, timings: timings)
    }
}

/// A run of presets being resolved in the background, a batch per worker.
private final class Wave: @unchecked Sendable {
    let start: Int
    private let group = DispatchGroup()
    private let batches: Slots<[PresetOutcome]>

    init(start: Int, count: Int, workers: [PresetWorker]) {
        self.start = start
        let perWorker = (count + workers.count - 1) / workers.count
        let batchCount = (count + perWorker - 1) / perWorker
        let batches = Slots<[PresetOutcome]>(count: batchCount)
        self.batches = batches
        for b in 0..<batchCount {
            let worker = workers[b]
            let range = (start + b * perWorker)..<min(start + (b + 1) * perWorker, start + count)
            DispatchQueue.global().async(group: group) {
                batches.set(b, range.map { worker.outcome(of: $0) })
            }
        }
    }

    /// The outcomes, in preset order, once every batch is done.
    func outcomes() -> [PresetOutcome] {
        group.wait()
        return batches.values.flatMap { $0 }
    }
}
