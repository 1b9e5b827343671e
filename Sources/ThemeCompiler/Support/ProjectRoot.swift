#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directory a run may read and write in when a path comes from the project itself — an
/// `imports` entry, a file found in a directory walk, a path in a `.themec.yml` — rather than
/// from the person who typed the command (SECURITY.md). Themes and configuration files can
/// come from a stranger's pull request: everything they name must resolve, symbolic links
/// followed, inside this directory, and only regular files are read.
public struct ProjectRoot: Sendable, Hashable, CustomStringConvertible {
    /// The root, absolute, with every symbolic link resolved.
    public let path: String

    /// The root at `directory` (relative paths are taken from the working directory).
    public init(_ directory: String) {
        path = FileSystem.realPath(FilePaths.absolute(directory))
    }

    /// The root at `directory`, nil when it is not an existing directory (a `--root` to refuse).
    public init?(existingDirectory directory: String) {
        guard FileSystem.kind(of: directory) == .directory else { return nil }
        self.init(directory)
    }

    /// The default root for a run started in `directory`: the top of the git work tree that
    /// holds it (the nearest directory at or above it with a `.git` entry, a folder or a
    /// worktree's file), else `directory` itself. No git command is run.
    public static func discover(from directory: String = FilePaths.currentDirectory) -> ProjectRoot {
        let start = FileSystem.realPath(FilePaths.absolute(directory))
        var candidate = start
        while true {
            if FileSystem.exists(candidate == "/" ? "/.git" : candidate + "/.git") { return ProjectRoot(candidate) }
            if candidate == "/" { return ProjectRoot(start) }
            candidate = FilePaths.directory(of: candidate)
        }
    }

    /// The root's path.
    public var description: String { path }

    /// The root that confines what a path typed on the command line leads to (its imports, a
    /// walk of it): this root when the path is in it — its last component taken as written, so
    /// a link in the project that points outside stays confined here — else the root
    /// discovered where the path is (the git work tree holding it, or its directory). A path
    /// outside the project can only come from the person running themec, never from a theme.
    package func confining(commandLinePath path: String) -> ProjectRoot {
        let absolute = FilePaths.absolute(path)
        let parent = FilePaths.directory(of: absolute)
        let name = absolute == "/" ? "" : String(absolute.split(separator: "/").last ?? "")
        let located = FileSystem.realPath(parent) + (name.isEmpty ? "" : "/" + name)
        if Self.isInside(located, self.path) { return self }
        return ProjectRoot.discover(from: FileSystem.kind(of: path) == .directory ? path : parent)
    }

    /// True when `path`, with its symbolic links resolved, lies inside the root (or is it).
    /// A path that does not exist yet (a report about to be written) is resolved as far as
    /// it exists and lexically after that.
    package func contains(_ path: String) -> Bool {
        guard let resolved = Self.resolved(path) else { return false }
        return Self.isInside(resolved, self.path)
    }

    /// Why `path`, named by the project (an import, a file found in a walk), may not be read:
    /// nil when it lies inside the root and is a regular file or does not exist (reading it
    /// then reports that it is missing).
    package func refusal(toRead path: String) -> ReadRefusal? {
        guard contains(path) else { return .outsideRoot(self) }
        if let kind = FileSystem.nonRegularKind(of: path) { return .notRegularFile(kind) }
        return nil
    }

    /// `path` made absolute with every symbolic link of its longest existing prefix resolved;
    /// the rest is joined lexically (a missing file, or a missing directory to be created).
    /// Nil for a broken symbolic link, whose target nobody can vouch for.
    static func resolved(_ path: String) -> String? {
        // Lexical folding of `..` happens first, exactly as the path is later opened
        // (`SourceFiles.resolve` normalises before reading), so both name the same file.
        var existing = FilePaths.absolute(path)
        var rest: [Substring] = []
        var base = FileSystem.realPathIfExists(existing)
        while base == nil, existing != "/" {
            if FileSystem.entryExists(existing) { return nil }
            rest.insert(Substring(existing.split(separator: "/").last ?? ""), at: 0)
            existing = FilePaths.directory(of: existing)
            base = FileSystem.realPathIfExists(existing)
        }
        guard let base else { return nil }
        guard !rest.isEmpty else { return base }
        return SourceFiles.normalize(base + "/" + rest.joined(separator: "/"))
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        if root == "/" { return true }
        return path == root || path.hasPrefix(root + "/")
    }
}

/// Why a path that the project names is not read.
public enum ReadRefusal: Sendable, Hashable {
    /// It resolves outside the project root.
    case outsideRoot(ProjectRoot)
    /// It is a named pipe, a device, a socket or a directory (what it is, in words).
    case notRegularFile(String)
}
