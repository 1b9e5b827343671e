import Dispatch
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import CWriteback
import ThemeCompiler

/// A temporary file that a streamed table is written into. Nothing reaches the destination
/// until `commit` — a rename beside the target, or a copy to standard output — so a failed
/// compile never leaves a partial table anywhere, and memory never holds the whole table.
/// The destination's current bytes are compared as the table is written, so an unchanged
/// output is left as it is.
struct StreamedOutput: ByteSink {
    /// The temporary file.
    let path: String
    private let fd: Int32
    /// Where `commit` puts the table: a file, or standard output (nil).
    private let destination: String?
    /// The first write failure, if any (later writes are skipped).
    private(set) var failure: String?
    /// The output being replaced, while it matches what was written.
    private let previous: PreviousOutput?
    /// Set by `end()` when the output already holds the whole table: the temporary file is
    /// then being removed on another thread, and `commit` and `discard` wait for it.
    private var removal: DispatchGroup?
    /// How many bytes the temporary file holds, and from where the kernel has not yet been
    /// asked to write them to disk.
    private var written: Int64 = 0
    private var writebackFrom: Int64 = 0
    /// Where the blocks the file system has reserved for the temporary file end
    /// (`reserveBlocks(for:)`); the file is that long until `commit` cuts it to `written`.
    private var reserved: Int64 = 0
    /// False once the file system refused to reserve blocks: it is not asked again.
    private var reserves = true

    /// How many written bytes make the kernel start writing them to disk (see `write`).
    static let writebackStep: Int64 = 8 << 20
    /// The most bytes reserved ahead of the writes at a time (`reserveBlocks(for:)`), and the least.
    static let largestReservation: Int64 = 16 << 20
    static let smallestReservation: Int64 = 1 << 20

    /// Creates the temporary file: beside `destination` (so the final rename stays on one
    /// file system), or in the temporary directory for standard output.
    init(destination: String?) throws(OutputWriter.WriteError) {
        self.destination = destination
        let directory: String
        if let destination {
            directory = FilePaths.directory(of: destination)
            guard POSIX.makeDirectories(directory) else { throw OutputWriter.WriteError(path: destination, reason: POSIX.lastError) }
        } else {
            directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        }
        let name = destination.map { POSIX.lastComponent(of: $0) } ?? "stdout"
        path = directory + "/.\(name).themec-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        TemporaryFiles.register(path)
        fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            TemporaryFiles.unregister(path)
            throw OutputWriter.WriteError(path: destination ?? path, reason: String(cString: strerror(errno)))
        }
        previous = destination.flatMap(PreviousOutput.init(path:))
    }

    mutating func write(_ bytes: UnsafeRawBufferPointer) { write(gathering: [bytes]) }

    /// Writes `parts` in as few `writev` calls as it takes, compares them with the output being
    /// replaced, and has the kernel start writing them back.
    mutating func write(gathering parts: [UnsafeRawBufferPointer]) {
        guard failure == nil else { return }
        reserveBlocks(for: parts.reduce(0) { $0 + $1.count })
        guard FileSystem.writeAll(fd, gathering: parts) else {
            failure = POSIX.lastError
            return
        }
        for part in parts {
            written += Int64(part.count)
            previous?.compare(part)
        }
        startWriteback()
    }

    /// Has the kernel start writing the table to disk every `writebackStep` bytes, while the
    /// rest is made, once the file is sure to be renamed into place: `commit` runs `fsync`
    /// before the rename, which otherwise waits for the whole table at the end (0.11–0.14 s
    /// for 200 MB here). Not while the output being replaced still matches (the file is then
    /// likely to be removed), nor for standard output (copied, never synced).
    private mutating func startWriteback() {
        guard destination != nil, previous?.matches != true, written - writebackFrom >= Self.writebackStep else { return }
        _ = themec_start_writeback(fd, writebackFrom, written - writebackFrom)
        writebackFrom = written
    }

    /// Has the file system reserve the temporary file's blocks ahead of the writes, as many
    /// again as have been written (between 1 and 16 MB at a time), once the file is sure to be
    /// renamed into place (as `startWriteback`). Blocks a page's write reserves one by one
    /// (ext4's delayed allocation) cost the kernel more when they are written back: the writes
    /// of a 200 MB table, made from a C loop, took about 15 ms less of the machine's CPU time
    /// with them reserved ahead (docs/performance.md, issue 23, twenty-second round). A file system that refuses (none on other systems, no
    /// space left, the file-size limit) is not asked again; the writes then say what is wrong.
    private mutating func reserveBlocks(for count: Int) {
        guard reserves, destination != nil, previous?.matches != true, written + Int64(count) > reserved else { return }
        let from = max(reserved, written)
        let length = max(Int64(count), min(max(written, Self.smallestReservation), Self.largestReservation))
        if themec_reserve_blocks(fd, from, length) == 1 {
            reserved = from + length
        } else {
            reserves = false
        }
    }

    /// The table is complete. When the output being replaced holds exactly its bytes, it
    /// stays as it is whatever the run's findings decide, and the temporary file is not
    /// needed: it is removed now, on another thread, while the findings are reported (freeing
    /// the pages of a large table takes tens of milliseconds: 30 ms for 200 MB).
    mutating func end() {
        guard failure == nil, let destination, let previous, previous.isUnchanged(at: destination) else { return }
        let removal = DispatchGroup()
        DispatchQueue.global().async(group: removal) { [fd, path] in
            close(fd)
            unlink(path)
        }
        self.removal = removal
    }

    /// Moves the complete table (`end()` was called) to the destination, unless it holds
    /// these bytes already (rewriting an unchanged output makes every build recompile), or
    /// copies it to standard output.
    func commit() throws(OutputWriter.WriteError) {
        defer { release() }
        if removal != nil { return }
        if let failure { throw OutputWriter.WriteError(path: destination ?? "standard output", reason: failure) }
        guard let destination else {
            guard lseek(fd, 0, SEEK_SET) == 0, OutputWriter.copy(from: fd, to: STDOUT_FILENO) else {
                throw OutputWriter.WriteError(path: "standard output", reason: String(cString: strerror(errno)))
            }
            return
        }
        // The blocks reserved past the table's end are given back.
        guard reserved <= written || ftruncate(fd, off_t(written)) == 0, fsync(fd) == 0, rename(path, destination) == 0 else {
            throw OutputWriter.WriteError(path: destination, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes the temporary file (an error was found: nothing is written).
    func discard() { release() }

    /// Lets go of the temporary file: waits for the removal `end()` started, or closes and
    /// removes it here (after a rename nothing is left at `path`).
    private func release() {
        if let removal {
            removal.wait()
        } else {
            previous?.stop()
            close(fd)
            unlink(path)
        }
        TemporaryFiles.unregister(path)
    }
}
