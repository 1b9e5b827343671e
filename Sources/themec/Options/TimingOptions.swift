import ArgumentParser
import ThemeCompiler

/// `--timings`: the time of each stage on standard error.
struct TimingOptions: ParsableArguments {
    @Flag(help: "Print the time of each stage (read, parse, decode, validate, resolve, emit) to standard error.")
    var timings = false

    /// `themec: timings: read 1.2 ms, parse 30.1 ms, ...` when asked for.
    func report(_ timings: StageTimings, total: Duration) {
        guard self.timings else { return }
        func ms(_ d: Duration) -> String {
            let (seconds, attoseconds) = d.components
            let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) ms"
        }
        var lines = timings.stages.map { "  \($0.name + String(repeating: " ", count: max(0, 9 - $0.name.count)))\(ms($0.duration))" }
        lines.append("  total    \(ms(total))")
        OutputWriter.writeStandardError("themec: timings\n" + lines.joined(separator: "\n") + "\n")
    }
}
