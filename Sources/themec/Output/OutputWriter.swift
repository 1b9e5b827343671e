import ArgumentParser
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeCompiler
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file themec writes goes through here: a temporary file beside the target, then a
/// rename, so an existing output is never half-overwritten; unchanged content is not
/// rewritten (rewriting unchanged outputs makes every build recompile).
enum OutputWriter {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return }
        let directory = FilePaths.directory(of: path)
        // `--reporter sarif:build/reports/themec.sarif` on a fresh checkout: make the folders.
        guard POSIX.makeDirectories(directory) else { throw WriteError(path: path, reason: POSIX.lastError) }
        let name = POSIX.lastComponent(of: path)
        let temporary =
            (directory == "." && !path.hasPrefix("./") ? "" : directory + "/")
            + ".\(name).themec-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var ok = bytes.withUnsafeBytes { FileSystem.writeAll(fd, $0) }
        let reason = ok ? "" : String(cString: strerror(errno))
        ok = fsync(fd) == 0 && ok
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let why = reason.isEmpty ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw WriteError(path: path, reason: why)
        }
    }

    /// `write(_:to:)`, failing the command (cannot create) when the file cannot be written.
    static func writeOrFail(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        do {
            try write(bytes, to: path)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Copies the rest of `source` to `target` in 1 MiB chunks.
    static func copy(from source: Int32, to target: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return false }
            if n == 0 { return true }
            guard buffer.withUnsafeBytes({ FileSystem.writeAll(target, UnsafeRawBufferPointer(rebasing: $0[..<n])) }) else { return false }
        }
    }

    /// Writes to standard output; false when it cannot (a full disk, the file-size limit,
    /// a closed pipe), so the caller can exit 73 with a message instead of crashing.
    @discardableResult
    static func writeStandardOutput(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { FileSystem.writeAll(STDOUT_FILENO, $0) }
    }

    /// `writeStandardOutput`, failing the command (cannot create) when it cannot.
    static func writeStandardOutputOrFail(_ bytes: [UInt8]) throws(CommandFailure) {
        guard writeStandardOutput(bytes) else {
            throw CommandFailure(WriteError(path: "standard output", reason: String(cString: strerror(errno))))
        }
    }

    /// Writes what `body` appends to descriptor `fd` (standard output or error) in chunks as
    /// it goes, so a large report is never held whole. A failure to write standard output
    /// (a full disk, a closed pipe) fails the command (cannot create) once `body` is done;
    /// standard error is written as well as it can be.
    static func stream(to fd: Int32, _ body: (inout ReportOutput) -> Void) throws(CommandFailure) {
        var failure: String?
        var out = ReportOutput { bytes in
            guard failure == nil, !FileSystem.writeAll(fd, bytes), fd == STDOUT_FILENO else { return }
            failure = String(cString: strerror(errno))
        }
        body(&out)
        out.finish()
        if let failure { throw CommandFailure(WriteError(path: "standard output", reason: failure)) }
    }

    /// Writes text to standard error.
    static func writeStandardError(_ text: String) {
        var text = text
        _ = text.withUTF8 { FileSystem.writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }
}
