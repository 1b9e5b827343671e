import CThreads

/// Spreads the tasks of a short parallel region over the CPUs: task `i` runs with its thread
/// held to the `i`-th CPU the process may run on, and the thread then gets back every CPU it
/// had. Only the place a task runs changes; what it computes does not.
///
/// Why: on Linux the scheduler places a new or woken thread beside the thread that woke it,
/// and does not always move it within the 5–15 ms a region of a 1 000-preset theme lasts.
/// Timed from inside, a 1k lint on an otherwise idle 2-CPU machine sometimes showed its two
/// parse pieces each taking 19 ms of wall time for 9 ms of CPU time: they were sharing one
/// CPU. The whole lint took 31 ms on two CPUs and 36 ms on one. Held apart, the tasks run
/// side by side, and the lint takes 0.89× the time (docs/performance.md, eleventh round).
///
/// It does nothing where the system has no CPU affinity (macOS) and for a thread that may
/// run on only one CPU. That includes a thread already held by an enclosing region, so
/// regions nest.
package enum CPUSpread {
    /// How many CPUs the calling thread may run on (1 where the system cannot tell).
    package static func allowedCPUs() -> Int { Int(themec_allowed_cpus()) }

    /// The CPU the calling thread is running on (nil where the system cannot tell).
    package static func currentCPU() -> Int? {
        let cpu = Int(themec_current_cpu())
        return cpu >= 0 ? cpu : nil
    }

    /// True when a region of `tasks` tasks started on the calling thread is spread: at
    /// least two tasks, and no more than the CPUs the thread may run on, so that no two
    /// tasks are held to one CPU.
    package static func spreads(_ tasks: Int) -> Bool { tasks > 1 && tasks <= allowedCPUs() }

    /// `body()`, run with the calling thread held to the `index`-th (modulo their count) of
    /// the CPUs it may run on; run as it is when `spread` is false (a region `spreads` not).
    package static func run<T>(onCPU index: Int, if spread: Bool = true, _ body: () throws -> T) rethrows -> T {
        guard spread else { return try body() }
        var previous = themec_cpu_mask()
        themec_pin_thread(Int32(clamping: index), &previous)
        defer { themec_unpin_thread(&previous) }
        return try body()
    }
}
