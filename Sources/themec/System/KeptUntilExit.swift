import ThemeSyntax

/// What a command leaves for the process's exit to give back: a run's program, findings and
/// report, which are read to the end of the command and never after. Freed object by object
/// when the command returned, after its last byte was written, they took 26 M instructions
/// (several milliseconds on one core) of a 10k-preset compile with findings, and 8 M of a
/// lint-clean one; the exit returns the memory at once. A command keeps a value only when it
/// is done with it, so nothing kept raises the run's peak.
enum KeptUntilExit {
    private static let store = Store()

    /// Holds `value` until the process exits.
    static func keep(_ value: Any) { store.add(value) }

    private final class Store: @unchecked Sendable {
        private let lock = Lock()
        private var values: [Any] = []

        func add(_ value: Any) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}
