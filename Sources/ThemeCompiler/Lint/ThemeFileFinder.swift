#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds theme files under the paths a user gives: files as they are, directories
/// recursively (theme extensions only, hidden folders and `.build` skipped), in sorted
/// order, surviving symlink loops.
public enum ThemeFileFinder {
    /// The theme file extensions (docs/language.md).
    public static let extensions = [".theme.yaml", ".theme.yml", ".theme.json"]

    /// True when `path` names a theme file.
    public static func isThemeFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return extensions.contains { lower.hasSuffix($0) }
    }

    /// The theme files to lint, and the paths that do not exist or cannot be listed.
    public static func files(in paths: [String]) -> (files: [String], missing: [ThemeInputError]) {
        var files: [String] = []
        var missing: [ThemeInputError] = []
        var seen = Set<String>()
        for path in paths {
            guard let kind = FileSystem.kind(of: path) else {
                missing.append(ThemeInputError(path: path, reason: "no such file or directory"))
                continue
            }
            if kind == .directory {
                var visited = Set<String>()
                collect(directory: path, into: &files, visited: &visited, missing: &missing)
            } else {
                files.append(path)
            }
        }
        return (files.filter { seen.insert(SourceFiles.normalize($0)).inserted }, missing)
    }

    private static func collect(
        directory: String, into files: inout [String], visited: inout Set<String>,
        missing: inout [ThemeInputError]
    ) {
        // A directory reached twice through symlinks is listed once (no loops).
        let real = realPath(directory)
        guard visited.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            missing.append(ThemeInputError(path: directory, reason: "cannot list the directory"))
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
            guard let kind = FileSystem.kind(of: path) else {
                // A theme file that cannot even be inspected (a broken symbolic link) is
                // reported, not skipped: the user expects it to be linted.
                if isThemeFile(entry) {
                    missing.append(ThemeInputError(path: path, reason: "a broken symbolic link or an entry that cannot be inspected"))
                }
                continue
            }
            if kind == .directory {
                collect(directory: path, into: &files, visited: &visited, missing: &missing)
            } else if isThemeFile(entry) {
                files.append(path)
            }
        }
    }

    /// The canonical path of `path` (symlinks resolved, absolute), or the path itself when
    /// it cannot be resolved. `NSString.resolvingSymlinksInPath` leaves relative paths alone,
    /// which let `a/loop -> ..` be walked again and again.
    private static func realPath(_ path: String) -> String { FileSystem.realPath(path) }
}
