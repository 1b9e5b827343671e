#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cores this process may run on, read once.
enum Cores {
    /// `ProcessInfo.activeProcessorCount`, read at first use. On Linux each read opens and
    /// reads the cgroup's CPU quota files (about 200 000 instructions and six system calls),
    /// and a run asked it up to eight times (the parse, the presets, the ordering and the
    /// writing of findings): 0.4–0.5 M instructions of a 1k lint or a 10k compile.
    static let available = ProcessInfo.processInfo.activeProcessorCount
}
