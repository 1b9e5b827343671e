#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output a streamed table would replace, compared with the table as it is written, so
/// that an unchanged output is recognised without reading the table back from its temporary
/// file (160 MB at 10k presets).
final class PreviousOutput {
    private var fd: Int32
    /// Its identity when opened: a file renamed over it since is not the one compared.
    private let device: UInt64, inode: UInt64
    private var scratch: [UInt8] = []

    /// The file at `path`, when it is a regular file. Opened without blocking: opening a
    /// named pipe to read waits for a writer, and `-o` may name one (it is then replaced).
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        var status = stat()
        guard fd >= 0, fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            if fd >= 0 { close(fd) }
            return nil
        }
        self.fd = fd
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    deinit { stop() }

    /// Whether every byte compared so far matched (false once one did not).
    var matches: Bool { fd >= 0 }

    /// Compares the file's next bytes with `bytes`, the table's next bytes.
    func compare(_ bytes: UnsafeRawBufferPointer) {
        guard fd >= 0, let base = bytes.baseAddress else { return }
        if scratch.isEmpty { scratch = [UInt8](repeating: 0, count: 1 << 17) }
        var offset = 0
        while offset < bytes.count {
            let wanted = min(scratch.count, bytes.count - offset)
            let n = scratch.withUnsafeMutableBytes { read(fd, $0.baseAddress!, wanted) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0, scratch.withUnsafeBytes({ memcmp($0.baseAddress!, base + offset, n) }) == 0 else {
                return stop()
            }
            offset += n
        }
    }

    /// True when the file held exactly the bytes compared, and is still at its path.
    func isUnchanged(at path: String) -> Bool {
        guard fd >= 0 else { return false }
        var byte: UInt8 = 0
        var status = stat()
        let atEnd = read(fd, &byte, 1) == 0
        defer { stop() }
        return atEnd && stat(path, &status) == 0 && UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
    }

    /// Stops comparing (and closes the file).
    func stop() {
        if fd >= 0 { close(fd) }
        fd = -1
        scratch = []
    }
}
