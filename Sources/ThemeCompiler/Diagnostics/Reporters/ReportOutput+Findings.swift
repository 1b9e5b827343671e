import ThemeSyntax

extension ReportOutput {
    /// Findings rendered a round at a time on every core when a report has at least this many.
    static let parallelThreshold = 1_024
    /// Findings a core renders in one round: the round's text (about 250 bytes a finding for
    /// the human reporter) is held until it is appended in order. Each core's text goes to a
    /// buffer it keeps from round to round, which stays below glibc's mmap threshold (128 KB):
    /// a fresh buffer each round, grown by doubling and mapped anew, cost more in copies and page
    /// faults than the second core saved.
    static let findingsPerCoreAndRound = 256

    /// Appends findings `0..<count`, in order, as `render` appends those of a range to an
    /// output (calling `flushIfFull()` between findings). A large report is rendered in rounds,
    /// each range of a round on a core of its own into an output of its own, then appended
    /// here in order: the same bytes as one `render` of the whole range. (On one core, the
    /// human report of 20 547 findings was about a tenth of a 10k-preset lint's wall time.)
    mutating func appendFindings(
        _ count: Int, cores: Int = Cores.available,
        _ render: @Sendable (Range<Int>, inout ReportOutput) -> Void
    ) {
        guard count >= Self.parallelThreshold, cores > 1 else {
            render(0..<count, &self)
            return
        }
        let round = cores * Self.findingsPerCoreAndRound
        let parts = Slots<ByteArray>(repeating: ByteArray(), count: cores)
        for start in stride(from: 0, to: count, by: round) {
            let end = min(start + round, count)
            let share = (end - start + cores - 1) / cores
            _ = parallelMap(cores) { core in
                let range = min(start + core * share, end)..<min(start + (core + 1) * share, end)
                var part = ReportOutput(reusing: parts.take(core))
                render(range, &part)
                parts.set(core, part.bytes)
            }
            for core in 0..<cores {
                parts.read(core) { append($0) }
                flushIfFull()
            }
        }
    }
}
