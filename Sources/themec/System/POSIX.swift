#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CMalloc
import ThemeCompiler

/// The few system calls the command line makes itself. themec links FoundationEssentials, not
/// Foundation (which costs a third of a small lint's start-up and 6 MB of memory), and
/// Essentials has no `FileHandle`, `Process` or `NSString` paths.
enum POSIX {
    /// Fixes glibc's mmap threshold at its default, 128 KB (unless `MALLOC_MMAP_THRESHOLD_`
    /// sets one), so that every buffer above it is mapped on its own and goes back to the
    /// system when freed. Left to itself, glibc raises the threshold to the size of each
    /// mapped buffer freed: a large theme's piece trees (about 0.5 MB each), freed as soon as
    /// their presets are decoded, then stay in malloc's arenas, and the run holds 1.7 MB more
    /// at its peak (10k-preset lint). Nothing on other C libraries.
    static func returnLargeBuffersToTheSystem() {
        _ = themec_fix_mmap_threshold(128 << 10)
    }

    /// Caps glibc's malloc arenas at one per CPU (unless `MALLOC_ARENA_MAX` sets a cap).
    /// glibc gives each new thread an arena of its own, up to 8 per CPU: a large file's
    /// preset workers, on threads started for them, left the arenas of the threads that had
    /// read its pieces holding what those freed, 0.2–0.4 MB more at the peak of a 10k lint or
    /// compile (docs/performance.md, eleventh round). Nothing on other C libraries.
    static func shareMallocArenas() {
        _ = themec_limit_arenas(Int32(clamping: sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Everything `descriptor` gives until its end (nothing when reading fails).
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        (try? FileSystem.readAll(descriptor))?.bytes ?? []
    }

    /// Everything standard input gives.
    static func readStandardInput() -> [UInt8] { readAll(STDIN_FILENO) }

    /// Standard output and standard error, for `usesColour(_:)`.
    static let standardOutput = STDOUT_FILENO, standardError = STDERR_FILENO

    /// True when text written to `descriptor` should be coloured: it is a terminal and
    /// `NO_COLOR` is not set (https://no-color.org).
    static func usesColour(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1 && getenv("NO_COLOR") == nil
    }

    /// Creates `directory` and any missing parents (`mkdir -p`); false when one cannot be
    /// created (`errno` says why). An existing directory is fine.
    static func makeDirectories(_ directory: String) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return true }
            errno = ENOTDIR
            return false
        }
        let parent = FilePaths.directory(of: directory)
        if parent != directory, parent != ".", !makeDirectories(parent) { return false }
        return mkdir(directory, 0o755) == 0 || errno == EEXIST
    }

    /// The system's words for `errno`.
    static var lastError: String { String(cString: strerror(errno)) }

    /// The last component of `path` (`a/b.yaml` → `b.yaml`).
    static func lastComponent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return String(path) }
        return String(path[path.index(after: slash)...])
    }
}
