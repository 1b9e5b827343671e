import Foundation
import Testing
import TestSupport

/// Faults while writing: a write that fails part-way (the file-size limit, standing in for a
/// full disk) is exit 73 with a message; SIGTERM and SIGINT remove the temporary file; an
/// existing output is never touched.
@Suite struct WriteFaultTests {
    static let big = packageRoot + "/Themes/Settings.theme.yaml"

    /// Runs `themec ARGS` under `/bin/sh` with `ulimit -f BLOCKS` (of 512 or 1024 bytes).
    static func withFileSizeLimit(
        _ arguments: [String], in directory: String, stdout: String? = nil, blocks: Int = 1
    ) throws -> CLIRun {
        let quoted = ([ThemecBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let redirect = stdout.map { " > '\($0)'" } ?? ""
        return try ThemecBinary.run(
            ["-c", "ulimit -f \(blocks); exec \(quoted)\(redirect)"], in: directory, executable: "/bin/sh",
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

    /// A large table's presets go to the file in gathered writes of whole 64 KiB blocks
    /// (`writev`); the limit (200 or 400 KB, not a multiple of a block) cuts one short, and the
    /// next fails: the same exit, message and untouched output.
    @Test func aGatheredWriteThatFailsPartWayExits73AndLeavesTheOutputAlone() throws {
        let s = TemporaryDirectory()
        var theme = "theme: Many\nversion: 1\npresets:\n"
        for i in 0..<300 {
            theme += "  row\(i):\n    base: listPlainCell\n    cornerRadius: \(i % 5 + 1)\n"
            theme += "    states:\n      selected: { backgroundColor: systemBlue }\n"
        }
        let path = s.write("many.theme.yaml", theme)
        let unlimited = try themec(["compile", path, "-o", s.path + "/whole.json"])
        #expect(unlimited.status == 0 && unlimited.stderr.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: s.path + "/whole.json")[.size] as? Int ?? 0 > 1_000_000)
        s.write("out", "previous\n")
        let run = try Self.withFileSizeLimit(["compile", path, "-o", "out"], in: s.path, blocks: 400)
        #expect(run.status == 73)
        #expect(run.stderr == "themec: error: cannot write 'out': File too large\n")
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
