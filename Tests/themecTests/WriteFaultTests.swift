import Foundation
import Testing
import TestSupport

/// Faults while writing: a write that fails part-way (the file-size limit, standing in for a
/// full disk) is exit 73 with a message; SIGTERM and SIGINT remove the temporary file; an
/// existing output is never touched.
@Suite struct WriteFaultTests {
    static let big = packageRoot + "/Themes/Settings.theme.yaml"

    /// Runs `themec ARGS` under `/bin/sh` with `ulimit -f 1` (512 or 1024 bytes).
    static func withFileSizeLimit(_ arguments: [String], in directory: String, stdout: String? = nil) throws -> CLIRun {
        let quoted = ([ThemecBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let redirect = stdout.map { " > '\($0)'" } ?? ""
        return try ThemecBinary.run(
            ["-c", "ulimit -f 1; exec \(quoted)\(redirect)"], in: directory, executable: "/bin/sh",
            environment: ["TMPDIR": directory])
    }

    static func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    @Test(arguments: [["compile", "--provenance", big, "-o", "out"], ["generate", big, "-o", "out"], ["preview", big, "-o", "out"]])
    func aWriteThatFailsPartWayExits73AndLeavesTheOutputAlone(_ arguments: [String]) throws {
        let s = TemporaryDirectory()
        s.write("out", "previous\n")
        let run = try Self.withFileSizeLimit(arguments, in: s.path)
        #expect(run.status == 73)
        #expect(run.stderr.contains("themec: error: cannot write 'out': File too large"))
        #expect(try String(contentsOfFile: s.path + "/out", encoding: .utf8) == "previous\n")
        #expect(try Self.leftovers(in: s.path).isEmpty)
    }

    @Test func aPreviewForStandardOutputThatCannotBeWrittenExits73() throws {
        let s = TemporaryDirectory()
        let run = try Self.withFileSizeLimit(["preview", Self.big], in: s.path, stdout: s.path + "/captured")
        #expect(run.status == 73 && run.stderr.contains("cannot write 'standard output'"))
    }

    @Test func aTableForStandardOutputThatCannotBeWrittenExits73() throws {
        let s = TemporaryDirectory()
        let run = try Self.withFileSizeLimit(["compile", "--provenance", Self.big], in: s.path, stdout: s.path + "/captured")
        #expect(run.status == 73 && run.stderr.contains("File too large"))
        #expect(try Self.leftovers(in: s.path).isEmpty)
    }

    @Test func anOutputPathUnderARegularFileExits73() throws {
        let s = TemporaryDirectory()
        s.write("regular", "")
        let theme = s.write("a.theme.yaml", ThemecBinary.clean)
        for command in [["compile", theme], ["generate", theme]] {
            let run = try themec(command + ["-o", s.path + "/regular/out"])
            #expect(run.status == 73 && run.stderr.contains("Not a directory"))
        }
    }

    /// The table (over 64 KiB) goes to a pipe nobody reads, so themec blocks with its
    /// temporary file in TMPDIR until the signal arrives.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalRemovesTheTemporaryFile(_ signo: Int32) throws {
        let s = TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ThemecBinary.path)
        process.arguments = ["compile", "--provenance", Self.big]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": s.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        var waited = 0
        while try Self.leftovers(in: s.path).isEmpty && waited < 600 {
            usleep(50_000)
            waited += 1
        }
        #expect(try Self.leftovers(in: s.path).count == 1)
        kill(process.processIdentifier, signo)
        waited = 0
        while process.isRunning && waited < 600 {
            usleep(50_000)
            waited += 1
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signo)
        #expect(try Self.leftovers(in: s.path).isEmpty)
    }
}
