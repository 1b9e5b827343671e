import Foundation

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
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).themec-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var ok = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        let reason = ok ? "" : String(cString: strerror(errno))
        ok = fsync(fd) == 0 && ok
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let why = reason.isEmpty ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw WriteError(path: path, reason: why)
        }
    }

    /// Writes to standard output.
    static func writeStandardOutput(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// Writes text to standard error.
    static func writeStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
