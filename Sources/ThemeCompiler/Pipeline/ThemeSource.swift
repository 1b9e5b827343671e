#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a load reads theme files from: the compiled file and every file it imports. The
/// file system by default; `themec diff --git` reads a git revision instead, so a theme's old
/// version is compiled with its old imports.
public protocol ThemeSource: Sendable {
    /// The bytes of `path`, or nil bytes and the size when it is larger than `maxBytes`.
    /// Throws when it cannot be read.
    func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int)

    /// Why `path`, named inside a theme (an `imports` entry), must not be read; nil when it
    /// may be. The loader asks before every import and never opens a refused path.
    func refusal(toRead path: String) -> ReadRefusal?

    /// The names of the theme files in the folder `path` names (for a did-you-mean when an
    /// import is missing); empty where the source cannot list.
    func themeFileNames(besides path: String) -> [String]
}

extension ThemeSource {
    /// Every path may be read (sources whose paths cannot leave their store).
    public func refusal(toRead path: String) -> ReadRefusal? { nil }

    /// Nothing to list.
    public func themeFileNames(besides path: String) -> [String] { [] }
}

/// Theme files on disk. With a `root`, a path a theme names is read only when it resolves,
/// symbolic links followed, inside the root (SECURITY.md); without one, anywhere. Either
/// way, only regular files are imported: a named pipe, a device or a socket is refused
/// before it is opened.
public struct FileSystemSource: ThemeSource {
    /// The project root that imports must stay in; nil: no confinement (embedders that
    /// trust their themes).
    public var root: ProjectRoot?

    /// Reads from disk, confined to `root` when one is given.
    public init(root: ProjectRoot? = nil) {
        self.root = root
    }

    /// Reads `path` as given: the compiled file is the caller's own choice (a path typed on
    /// the command line may be a pipe, `<(…)`); imports were checked by `refusal(toRead:)`.
    /// - Throws: `ThemeInputError` when the file cannot be opened or read.
    public func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        try SourceFiles.read(path, maxBytes: maxBytes, regularOnly: false)
    }

    /// Why a path a theme names may not be read: outside `root`, or not a regular file; nil when it may.
    public func refusal(toRead path: String) -> ReadRefusal? {
        if let root { return root.refusal(toRead: path) }
        return FileSystem.nonRegularKind(of: path).map(ReadRefusal.notRegularFile)
    }

    /// The theme files beside `path` that could be imported (inside the root, regular).
    public func themeFileNames(besides path: String) -> [String] {
        let directory = FilePaths.directory(of: path)
        guard root?.contains(directory) ?? true,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return [] }
        return names.filter { !$0.hasPrefix(".") && ThemeFileName.isThemeFile($0) }.sorted()
            .filter { refusal(toRead: directory + "/" + $0) == nil }
    }
}
