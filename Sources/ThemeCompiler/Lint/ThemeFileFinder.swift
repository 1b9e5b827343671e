#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds theme files under the paths a user gives: files as they are, directories
/// recursively (theme extensions only, hidden folders and `.build` skipped), in sorted
/// order, surviving symlink loops.
package enum ThemeFileFinder {
    /// What a search found.
    package struct Found: Sendable {
        /// The theme files to lint, in order.
        package var files: [String] = []
        /// The root each file's imports stay in, in step with `files` (nil: unconfined).
        package var roots: [ProjectRoot?] = []
        /// Paths that do not exist, cannot be listed or are not regular files.
        package var missing: [ThemeInputError] = []
        /// Symbolic links met in a directory that lead outside its confinement: reported,
        /// never followed (SECURITY.md).
        package var outside: [OutsideLink] = []
    }

    /// A symbolic link that leads out of the directory tree a walk may read.
    package struct OutsideLink: Sendable {
        /// The link, as the walk met it.
        package var path: String
        /// What it leads out of: the project root, or the directory given when that lies
        /// outside the root.
        package var confinement: ProjectRoot
    }

    /// The theme files under `paths`. A path given is used as it is (the user's own); in a
    /// directory walk, an entry whose symbolic links lead outside `root` (or outside the root
    /// of a directory given outside `root`: `ProjectRoot.confining(commandLinePath:)`) is
    /// reported in `outside` and not followed, and a theme-named entry that is not a regular
    /// file (a named pipe, a device) is reported in `missing` without being opened.
    package static func files(in paths: [String], root: ProjectRoot? = nil) -> Found {
        var found = Found()
        for path in paths {
            guard let kind = FileSystem.kind(of: path) else {
                found.missing.append(ThemeInputError(path: path, reason: "no such file or directory"))
                continue
            }
            let confinement = root?.confining(commandLinePath: path)
            if kind == .directory, let confinement, !confinement.contains(path) {
                // A folder of the project that is a link leading out: reported, not walked.
                found.outside.append(OutsideLink(path: path, confinement: confinement))
            } else if kind == .directory {
                var visited = Set<String>()
                let before = found.files.count
                collect(directory: path, confinement: confinement, into: &found, visited: &visited)
                found.roots += Array(repeating: confinement, count: found.files.count - before)
            } else {
                found.files.append(path)
                found.roots.append(confinement)
            }
        }
        var seen = Set<String>()
        let kept = found.files.indices.filter { seen.insert(SourceFiles.normalize(found.files[$0])).inserted }
        found.files = kept.map { found.files[$0] }
        found.roots = kept.map { found.roots[$0] }
        return found
    }

    private static func collect(
        directory: String, confinement: ProjectRoot?, into found: inout Found, visited: inout Set<String>
    ) {
        // A directory reached twice through symlinks is listed once (no loops).
        let real = realPath(directory)
        guard visited.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            found.missing.append(ThemeInputError(path: directory, reason: "cannot list the directory"))
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = directory == "." ? entry : (directory.hasSuffix("/") ? directory + entry : directory + "/" + entry)
            guard let kind = FileSystem.kind(of: path) else {
                // A theme file that cannot even be inspected (a broken symbolic link) is
                // reported, not skipped: the user expects it to be linted.
                if ThemeFileName.isThemeFile(entry) {
                    found.missing.append(ThemeInputError(path: path, reason: "a broken symbolic link or an entry that cannot be inspected"))
                }
                continue
            }
            guard kind == .directory || ThemeFileName.isThemeFile(entry) else { continue }
            // The walk only enters folders inside the confinement, so only a link can lead out.
            if let confinement, FileSystem.isSymbolicLink(path), !confinement.contains(path) {
                found.outside.append(OutsideLink(path: path, confinement: confinement))
                continue
            }
            if kind == .directory {
                collect(directory: path, confinement: confinement, into: &found, visited: &visited)
            } else if let what = FileSystem.nonRegularKind(of: path) {
                found.missing.append(ThemeInputError(path: path, reason: "it is \(what), not a regular file"))
            } else {
                found.files.append(path)
            }
        }
    }

    /// The canonical path of `path` (symlinks resolved, absolute), or the path itself when
    /// it cannot be resolved. `NSString.resolvingSymlinksInPath` leaves relative paths alone,
    /// which let `a/loop -> ..` be walked again and again.
    private static func realPath(_ path: String) -> String { FileSystem.realPath(path) }
}
