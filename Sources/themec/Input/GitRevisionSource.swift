import ThemeCompiler

/// Theme files as they are at a git revision, read with `git show REV:./PATH` run in the
/// file's directory (so any path inside the work tree works): `themec diff --git REF` compiles
/// a theme's old version with its old imports.
struct GitRevisionSource: ThemeSource {
    var revision: String
    /// The project root that an old version's imports must stay in, as a new version's do.
    var root: ProjectRoot

    /// An import of the old version outside the root is refused like one of the new version.
    func refusal(toRead path: String) -> ReadRefusal? {
        root.contains(path) ? nil : .outsideRoot(root)
    }

    func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        let (status, output, error) = git(["show", object(path)], in: path)
        guard status == 0 else {
            let reason = String(error.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            throw ThemeInputError(path: "\(revision):\(path)", reason: reason.isEmpty ? "git show failed" : reason)
        }
        return (output.count > maxBytes ? nil : output, output.count)
    }

    /// True when `path` lies in a git work tree.
    func isInRepository(_ path: String) -> Bool {
        git(["rev-parse", "--is-inside-work-tree"], in: path).status == 0
    }

    /// Why git cannot be run at all (not found on `PATH` …), or nil when it can.
    func gitProblem() -> String? {
        ChildProcess.run(["git", "--version"]) == nil ? POSIX.lastError : nil
    }

    /// True when the revision names a commit of the repository holding `path`.
    func isCommit(near path: String) -> Bool {
        git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: path).status == 0
    }

    /// True when `path` exists at the revision.
    func exists(_ path: String) -> Bool { git(["cat-file", "-e", object(path)], in: path).status == 0 }

    /// `REV:./NAME`, relative to the directory `git` runs in.
    private func object(_ path: String) -> String {
        "\(revision):./\(POSIX.lastComponent(of: path))"
    }

    private func git(_ arguments: [String], in path: String) -> (status: Int32, output: [UInt8], error: String) {
        let directory = FilePaths.directory(of: path)
        guard let run = ChildProcess.run(["git", "-C", directory] + arguments) else {
            return (127, [], "cannot run git: \(POSIX.lastError)")
        }
        return (run.status, run.output, String(decoding: run.error, as: UTF8.self))
    }
}
