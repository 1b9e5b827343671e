import ArgumentParser

extension OutputWriter {
    /// Writes `bytes` atomically to `path`, or to standard output when there is none; a
    /// write failure fails the command (cannot create).
    static func emit(_ bytes: [UInt8], to path: String?) throws(CommandFailure) {
        guard let path else {
            try writeStandardOutputOrFail(bytes)
            return
        }
        try writeOrFail(bytes, to: path)
    }
}
