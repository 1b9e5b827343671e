import Foundation

/// Reading theme files and handling their paths. Paths stay as the user wrote them
/// (relative stays relative) so findings and tables show them the same way.
public enum SourceFiles {
    /// Reads a file whole, refusing directories and files larger than `maxBytes`
    /// (the size is checked before reading, so a huge file costs nothing).
    /// Returns nil bytes and the size when the file is too large.
    public static func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ThemeInputError(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw ThemeInputError(path: path, reason: "it is a directory, not a theme file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ThemeInputError(path: path, reason: "permission denied or not a regular file")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maxBytes { return (nil, size) }
        do {
            let data = try handle.readToEnd() ?? Data()
            if data.count > maxBytes { return (nil, data.count) }
            return ([UInt8](data), data.count)
        } catch {
            throw ThemeInputError(path: path, reason: "read failed (\(error.localizedDescription))")
        }
    }

    /// The path to show for `path`: relative to the working directory when it lies inside it
    /// (tables and findings then read the same on every machine), normalised otherwise.
    public static func displayPath(_ path: String) -> String {
        let normalized = normalize(path)
        guard normalized.hasPrefix("/") else { return normalized }
        let cwd = normalize(FileManager.default.currentDirectoryPath)
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
    }

    /// `relative` resolved against the directory of `importer`, normalised lexically
    /// (`a/./b/../c` → `a/c`). Absolute paths stay absolute.
    public static func resolve(_ relative: String, from importer: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let directory = (importer as NSString).deletingLastPathComponent
        return normalize(directory.isEmpty ? relative : directory + "/" + relative)
    }

    /// Removes `.` components and folds `..` where possible, keeping a relative path relative.
    public static func normalize(_ path: String) -> String {
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
