#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch

/// Runs a program found on `PATH` and collects what it writes (`posix_spawnp`: Foundation's
/// `Process` is not in FoundationEssentials).
enum ChildProcess {
    /// What a finished child gave.
    struct Output {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    /// Runs `arguments[0]` with the rest; nil (and `errno`) when it cannot be started.
    static func run(_ arguments: [String]) -> Output? {
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0 else { return nil }
        guard pipe(&err) == 0 else {
            close(out[0]); close(out[1])
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        for descriptor in out + err { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environment)
        close(out[1])
        close(err[1])
        guard spawned == 0 else {
            close(out[0]); close(err[0])
            errno = spawned
            return nil
        }
        // Standard error is read on another thread so that neither pipe fills up and blocks the child.
        final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
        let errors = Box()
        let group = DispatchGroup()
        let errorDescriptor = err[0]
        DispatchQueue.global().async(group: group) { errors.bytes = POSIX.readAll(errorDescriptor) }
        let output = POSIX.readAll(out[0])
        group.wait()
        close(out[0])
        close(err[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal's death reads as 128 + signal.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Output(status: exitStatus, output: output, error: errors.bytes)
    }
}
