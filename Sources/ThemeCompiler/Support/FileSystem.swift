#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the compiler asks of the file system, on POSIX calls: themec links FoundationEssentials,
/// not Foundation (which costs a third of a small lint's start-up and 6 MB of memory), and
/// Essentials has no `FileHandle` and no `ObjCBool`.
package enum FileSystem {
    /// What a path names.
    package enum Kind {
        case directory, other
    }

    /// What `path` names, following symbolic links; nil when nothing does (or a link is broken).
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// True when something is at `path`, following symbolic links.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` names a directory entry of any kind, a broken symbolic link included.
    package static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// True when `path` itself is a symbolic link (not followed).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// What `path` is in words when it is neither a regular file nor missing ("a named
    /// pipe", "a device", "a socket", "a directory"), following symbolic links; nil for a
    /// regular file or nothing.
    package static func nonRegularKind(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return describe(mode: info.st_mode)
    }

    /// `mode` in words unless it is a regular file's.
    private static func describe(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Why a read failed.
    package enum ReadError: Error {
        /// The file could not be opened.
        case cannotOpen
        /// It is not a regular file (what it is, in words) and only regular files were asked for.
        case notRegularFile(String)
        /// Reading failed part-way, with the system's reason.
        case failed(String)
    }

    /// The bytes of the file at `path`, or only its size when it holds more than `maxBytes`
    /// (the size is checked before reading, so a huge file costs nothing). The file is opened
    /// without blocking, so a named pipe with no writer cannot hang the run; with
    /// `regularOnly` anything but a regular file is refused before a byte is read.
    package static func read(_ path: String, maxBytes: Int, regularOnly: Bool = true) throws(ReadError) -> (bytes: [UInt8]?, size: Int) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .failed(String(cString: strerror(errno))) }
        if let kind = describe(mode: info.st_mode) {
            if regularOnly { throw .notRegularFile(kind) }
            // A pipe the user named on the command line (`<(…)`): read it as a stream.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        let size = Int(info.st_size)
        if size > maxBytes { return (nil, size) }
        let (bytes, complete) = try readAll(descriptor, maxBytes: maxBytes, expected: size)
        // A file that grew past the limit while it was read.
        return (complete ? bytes : nil, bytes.count)
    }

    /// What `descriptor` gives until its end, retrying when interrupted; `complete` is false
    /// when it gave more than `maxBytes` (reading stopped there).
    package static func readAll(
        _ descriptor: Int32, maxBytes: Int = .max, expected: Int = 0
    ) throws(ReadError) -> (bytes: [UInt8], complete: Bool) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(String(cString: strerror(errno)))
            }
            if count == 0 { return (bytes, true) }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maxBytes { return (bytes, false) }
        }
    }

    /// Writes all of `buffer` to `descriptor` (`writeAll(_:gathering:)` of one part); false on
    /// failure (`errno` says why).
    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        writeAll(descriptor, gathering: [buffer])
    }

    /// Writes `parts` to `descriptor` one after another, in as few `writev` calls as it takes
    /// (a call may write less than it was given, or be interrupted); false on failure (`errno`
    /// says why).
    package static func writeAll(_ descriptor: Int32, gathering parts: [UnsafeRawBufferPointer]) -> Bool {
        writeAll(gathering: parts) { writev(descriptor, $0, $1) }
    }

    /// `writeAll(_:gathering:)` with `call` in place of `writev` (the tests' short writes).
    static func writeAll(gathering parts: [UnsafeRawBufferPointer], call: (UnsafePointer<iovec>, Int32) -> Int) -> Bool {
        var vectors = parts.compactMap { part in
            part.isEmpty ? nil : iovec(iov_base: UnsafeMutableRawPointer(mutating: part.baseAddress), iov_len: part.count)
        }
        var first = 0
        while first < vectors.count {
            // IOV_MAX is 1024 on Linux and macOS (not imported into Swift).
            let count = Int32(min(vectors.count - first, 1024))
            let written = vectors.withUnsafeBufferPointer { call($0.baseAddress! + first, count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return false }
            // Skips what was written: whole parts, then the start of the next.
            var left = written
            while first < vectors.count && left >= vectors[first].iov_len {
                left -= vectors[first].iov_len
                first += 1
            }
            if left > 0 {
                vectors[first].iov_base += left
                vectors[first].iov_len -= left
            }
        }
        return true
    }

    /// `path` with every symbolic link and `.`/`..` resolved, nil when it cannot be resolved
    /// (nothing is there, or a link is broken).
    package static func realPathIfExists(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` with every symbolic link and `.`/`..` resolved, or `path` itself when it
    /// cannot be resolved.
    package static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// `read(2)` (inside `FileSystem`, `read` names its own method).
@inline(__always)
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
