import Foundation
import Testing
import TestSupport

/// Directory runs: recursion, symlink loops, many files, none, and unreadable entries in
/// the middle — clear messages, the right exit code, every other file still linted.
@Suite struct LintDirectoryTests {
    @Test func symlinkLoopIsSurvived() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.broken, to: dir + "/a/b.theme.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a/loop", withDestinationPath: "..")
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "."], in: dir)
        #expect(out.status == 1)
        #expect(out.stdout.split(separator: "\n").count == 1)
    }

    @Test func thousandsOfFilesInDeterministicOrder() throws {
        let dir = Scratch.directory("e2e")
        for i in 0..<2000 {
            let name = String(format: "%02d/t%04d.theme.yaml", i % 20, i)
            // Distinct theme names: files linted together must not generate the same type.
            let text = (i % 500 == 0 ? ThemecBinary.broken : ThemecBinary.clean).replacingOccurrences(of: "theme: ", with: "theme: T\(i)")
            Scratch.write(text, to: dir + "/" + name)
        }
        Scratch.write("not a theme", to: dir + "/00/readme.md")
        let first = try ThemecBinary.run(["lint", "--reporter", "json", "."], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout.contains("\"files\": 2000"))
        #expect(first.stdout.contains("\"errors\": 4"))
        let second = try ThemecBinary.run(["lint", "--reporter", "json", "."], in: dir)
        #expect(second.stdout == first.stdout)
    }

    @Test func emptyDirectoryWarnsAndSucceeds() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write("x", to: dir + "/notes.yaml")
        let out = try ThemecBinary.run(["lint", "."], in: dir)
        #expect(out.status == 0)
        #expect(out.stderr.contains("no theme files (*.theme.yaml, *.theme.yml, *.theme.json) found in '.'"))
    }

    @Test func missingPathExits66AndOthersAreStillLinted() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.warning, to: dir + "/w.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "nope.theme.yaml", "w.theme.yaml"], in: dir)
        #expect(out.status == 66)
        #expect(out.stderr.contains("themec: error: cannot read 'nope.theme.yaml': no such file or directory"))
        #expect(out.stdout.contains("w.theme.yaml:8:18: warning:"))
    }

    @Test func brokenSymlinkInTheMiddleIsReported() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/a.theme.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.theme.yaml", withDestinationPath: "gone.theme.yaml")
        Scratch.write(ThemecBinary.broken, to: dir + "/c.theme.yaml")
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "."], in: dir)
        // The finding in c fails the run (1); the unreadable b is reported on stderr.
        #expect(out.status == 1)
        #expect(out.stderr.contains("cannot read 'b.theme.yaml': a broken symbolic link"))
        #expect(out.stdout.contains("c.theme.yaml:6:5"))
        try FileManager.default.removeItem(atPath: dir + "/c.theme.yaml")
        #expect(try ThemecBinary.run(["lint", "."], in: dir).status == 66)
    }

    @Test func directoryNamedLikeAThemeIsSearched() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/odd.theme.yaml/inner.theme.yaml")
        let out = try ThemecBinary.run(["lint", "."], in: dir)
        #expect(out.status == 0)
        #expect(out.stdout.contains("in 1 file"))
        let named = try ThemecBinary.run(["lint", "odd.theme.yaml"], in: dir)
        #expect(named.status == 0)
    }

    @Test(.enabled(if: getuid() != 0, "root reads unreadable files"))
    func unreadableFileInTheMiddle() throws {
        let dir = Scratch.directory("e2e")
        Scratch.write(ThemecBinary.clean, to: dir + "/a.theme.yaml")
        Scratch.write(ThemecBinary.clean, to: dir + "/b.theme.yaml")
        Scratch.write(ThemecBinary.warning, to: dir + "/c.theme.yaml")
        chmod(dir + "/b.theme.yaml", 0)
        defer { chmod(dir + "/b.theme.yaml", 0o644) }
        let out = try ThemecBinary.run(["lint", "--reporter", "xcode", "."], in: dir)
        #expect(out.status == 66)
        #expect(out.stderr.contains("cannot read 'b.theme.yaml'"))
        #expect(out.stdout.contains("c.theme.yaml:8:18: warning:"))
    }
}
