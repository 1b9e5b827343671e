#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading theme files and handling their paths. Paths stay as the user wrote them
/// (relative stays relative) so findings and tables show them the same way.
package enum SourceFiles {
    /// Reads a file whole, refusing directories and files larger than `maxBytes`
    /// (the size is checked before reading, so a huge file costs nothing).
    /// Returns nil bytes and the size when the file is too large. With `regularOnly` (the
    /// default) a named pipe, a device or a socket is refused before anything is read;
    /// without it (a path the user typed, such as `<(…)`) it is read as a stream.
    package static func read(
        _ path: String, maxBytes: Int, regularOnly: Bool = true
    ) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        guard let kind = FileSystem.kind(of: path) else { throw ThemeInputError(path: path, reason: "no such file") }
        if kind == .directory { throw ThemeInputError(path: path, reason: "it is a directory, not a theme file") }
        do {
            return try FileSystem.read(path, maxBytes: maxBytes, regularOnly: regularOnly)
        } catch {
            switch error {
            case .cannotOpen: throw ThemeInputError(path: path, reason: "permission denied")
            case .notRegularFile(let what): throw ThemeInputError(path: path, reason: "it is \(what), not a regular file")
            case .failed(let reason): throw ThemeInputError(path: path, reason: "read failed (\(reason))")
            }
        }
    }

    /// The path to show for `path`: relative to the working directory when it lies inside it
    /// (tables and findings then read the same on every machine), normalised otherwise.
    package static func displayPath(_ path: String) -> String {
        let normalized = normalize(path)
        guard normalized.hasPrefix("/") else { return normalized }
        let cwd = normalize(FileManager.default.currentDirectoryPath)
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// `relative` resolved against the directory of `importer`, normalised lexically
    /// (`a/./b/../c` → `a/c`). Absolute paths stay absolute.
    package static func resolve(_ relative: String, from importer: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let directory = FilePaths.directory(of: importer)
        return normalize(directory == "." ? relative : directory + "/" + relative)
    }

    /// Removes `.` components and folds `..` where possible, keeping a relative path relative.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
