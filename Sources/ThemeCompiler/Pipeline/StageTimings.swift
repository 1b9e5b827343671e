import Dispatch
import ThemeSyntax

/// Where a compilation spent its time, stage by stage (`--timings`). Stages that run per
/// preset (resolve, validate, emit) are summed over the presets.
package struct StageTimings: Sendable {
    /// Reading files (the compiled one and its imports).
    package var read: Duration = .zero
    /// Bytes → node trees (libyaml or the JSON reader).
    package var parse: Duration = .zero
    /// Node trees → typed documents.
    package var decode: Duration = .zero
    /// Program-level and preset-level rules.
    package var validate: Duration = .zero
    /// The cascade: chains, axes, rows, appearances.
    package var resolve: Duration = .zero
    /// Handing presets to the table consumer (JSON writing and output).
    package var emit: Duration = .zero

    package init() {}

    /// The stages in pipeline order with their names.
    package var stages: [(name: String, duration: Duration)] {
        [("read", read), ("parse", parse), ("decode", decode), ("validate", validate), ("resolve", resolve), ("emit", emit)]
    }

    /// Adds another run's times (a lint of many files).
    package mutating func add(_ other: StageTimings) {
        read += other.read; parse += other.parse; decode += other.decode
        validate += other.validate; resolve += other.resolve; emit += other.emit
    }

    /// Adds the time a file took to be read into nodes (`phase`). When its presets were
    /// decoded piece by piece as it was read, the two overlapped on the pieces' threads: the
    /// phase is shared between parse and decode as the pieces' own times were.
    mutating func addReading<Decoded>(_ phase: Duration, of pieces: PresetPieces<Decoded>?) {
        guard let pieces, pieces.readTime + pieces.decodeTime > .zero else {
            parse += phase
            return
        }
        let decoding = phase * (pieces.decodeTime / (pieces.readTime + pieces.decodeTime))
        parse += phase - decoding
        decode += decoding
    }

    /// Runs `body` and adds its time to the stage at `stage`.
    @inline(__always)
    static func measure<T, E: Error>(_ stage: inout Duration, _ body: () throws(E) -> T) throws(E) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { stage += .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds &- start)) }
        return try body()
    }

    /// `measure(_:_:)` when `on`, else only `body`: the stages of each preset are timed when
    /// the times are asked for (`--timings`), since their six clock reads a preset were about
    /// 0.5 % of a 10k-preset compile's time.
    @inline(__always)
    static func measure<T, E: Error>(_ stage: inout Duration, if on: Bool, _ body: () throws(E) -> T) throws(E) -> T {
        on ? try measure(&stage, body) : try body()
    }
}
