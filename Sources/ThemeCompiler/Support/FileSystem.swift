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

    /// Why a read failed.
    package enum ReadError: Error {
        /// The file could not be opened.
        case cannotOpen
        /// Reading failed part-way, with the system's reason.
        case failed(String)
    }

    /// The bytes of the file at `path`, or only its size when it holds more than `maxBytes`
    /// (the size is checked before reading, so a huge file costs nothing).
    package static func read(_ path: String, maxBytes: Int) throws(ReadError) -> (bytes: [UInt8]?, size: Int) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
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
