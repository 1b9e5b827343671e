/// Where a load reads theme files from: the compiled file and every file it imports. The
/// file system by default; `themec diff --git` reads a git revision instead, so a theme's old
/// version is compiled with its old imports.
public protocol ThemeSource: Sendable {
    /// The bytes of `path`, or nil bytes and the size when it is larger than `maxBytes`.
    /// Throws when it cannot be read.
    func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int)
}

/// Theme files on disk.
public struct FileSystemSource: ThemeSource {
    public init() {}

    public func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        try SourceFiles.read(path, maxBytes: maxBytes)
    }
}
