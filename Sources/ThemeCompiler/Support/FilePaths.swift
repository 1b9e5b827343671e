#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Absolute and relative forms of the paths users give, computed lexically (no symlink
/// resolution, so a path shows the way the user wrote it).
@usableFromInline package enum FilePaths {
    /// The process's working directory.
    @usableFromInline package static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the working directory, normalised.
    package static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? SourceFiles.normalize(path) : SourceFiles.normalize(currentDirectory + "/" + path)
    }

    /// `path` (absolute) relative to `directory` (absolute), with `..` where needed.
    package static func relative(_ path: String, to directory: String) -> String {
        let p = path.split(separator: "/"), d = directory.split(separator: "/")
        var common = 0
        while common < p.count, common < d.count, p[common] == d[common] { common += 1 }
        let up = Array(repeating: "..", count: d.count - common)
        let rest = p[common...].map(String.init)
        let joined = (up + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// `path` resolved against `directory` unless it is absolute.
    package static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? SourceFiles.normalize(path) : SourceFiles.normalize(directory + "/" + path)
    }

    /// The directory part of `path` (`.` when there is none).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
