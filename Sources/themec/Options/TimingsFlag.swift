import ArgumentParser
import ThemeCompiler

/// `--timings`: the time of each stage on standard error. Each command that takes it
/// declares the flag itself, `@Flag(help: TimingsFlag.help) var timings = false`, rather
/// than through an option group: every group is one more type for the runtime to reflect on
/// while the command line is parsed, and the two one-option groups (this and `--root`) cost a
/// twentieth of a one-preset lint's instructions (docs/performance.md, issue 23,
/// twenty-seventh round). The help text and the behaviour stay here, in one place.
enum TimingsFlag {
    static let help: ArgumentHelp = "Print the time of each stage (read, parse, decode, validate, resolve, emit) to standard error."

    /// `themec: timings: read 1.2 ms, parse 30.1 ms, ...` when `asked`.
    static func report(_ timings: StageTimings, total: Duration, if asked: Bool) {
        guard asked else { return }
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
