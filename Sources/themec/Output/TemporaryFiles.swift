import ThemeSyntax
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files themec is writing, so that a signal never leaves one behind.
///
/// `installSignalHandlers()` runs first in `main`: SIGXFSZ is ignored, so a write past the
/// file-size limit fails with EFBIG and is reported (exit 73) instead of killing the
/// process; SIGTERM, SIGINT and SIGHUP (a build system cancelling the step, Ctrl-C) unlink
/// every registered temporary file and exit 128 + the signal number. They are unblocked
/// too: a parent may start themec with them blocked (Foundation's `Process` does), and a
/// blocked SIGTERM would never end the process. The handler touches
/// only a fixed table of C strings allocated up front, and calls only `unlink` and `_exit`,
/// which are async-signal-safe.
enum TemporaryFiles {
    private static let capacity = 16
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = Lock()

    static func installSignalHandlers() {
        _ = slots
        signal(SIGXFSZ, SIG_IGN)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signo in [SIGTERM, SIGINT, SIGHUP] {
            sigaddset(&unblocked, signo)
            signal(signo) { signo in
                for i in 0..<TemporaryFiles.capacity {
                    if let path = TemporaryFiles.slots[i] { unlink(path) }
                }
                _exit(128 + signo)
            }
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Records `path` until `unregister(_:)`; a signal in between unlinks it.
    static func register(_ path: String) {
        let copy = strdup(path)
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = copy
            return
        }
        free(copy)
    }

    /// Forgets `path` (it was renamed into place or removed).
    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<capacity {
            if let slot = slots[i], String(cString: slot) == path {
                slots[i] = nil
                free(slot)
                return
            }
        }
    }
}
