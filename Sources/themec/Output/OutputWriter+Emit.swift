import ArgumentParser

extension OutputWriter {
    /// Writes `bytes` atomically to `path`, or to standard output when there is none; a
    /// write failure is reported and exits 73.
    static func emit(_ bytes: [UInt8], to path: String?) throws {
        guard let path else {
            try writeStandardOutputOrExit(bytes)
            return
        }
        do {
            try write(bytes, to: path)
        } catch {
            writeStandardError("themec: error: \(error)\n")
            throw ExitCode(73)
        }
    }
}
