import Foundation
import ThemeCompiler

/// Theme files as they are at a git revision, read with `git show REV:./PATH` run in the
/// file's directory (so any path inside the work tree works): `themec diff --git REF` compiles
/// a theme's old version with its old imports.
struct GitRevisionSource: ThemeSource {
    var revision: String

    func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        let (status, output, error) = git(["show", object(path)], in: path)
        guard status == 0 else {
            let reason = error.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ThemeInputError(path: "\(revision):\(path)", reason: reason.isEmpty ? "git show failed" : reason)
        }
        return (output.count > maxBytes ? nil : output, output.count)
    }

    /// True when `path` lies in a git work tree.
    func isInRepository(_ path: String) -> Bool {
        git(["rev-parse", "--is-inside-work-tree"], in: path).status == 0
    }

    /// True when the revision names a commit of the repository holding `path`.
    func isCommit(near path: String) -> Bool {
        git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: path).status == 0
    }

    /// True when `path` exists at the revision.
    func exists(_ path: String) -> Bool { git(["cat-file", "-e", object(path)], in: path).status == 0 }

    /// `REV:./NAME`, relative to the directory `git` runs in.
    private func object(_ path: String) -> String {
        "\(revision):./\((path as NSString).lastPathComponent)"
    }

    private func git(_ arguments: [String], in path: String) -> (status: Int32, output: [UInt8], error: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.isEmpty ? "." : directory] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (127, [], "cannot run git: \(error.localizedDescription)") }
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](data), String(decoding: errors.data, as: UTF8.self))
    }
}
