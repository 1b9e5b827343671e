import Foundation
import TestSupport

/// Runs the built `themec` binary for end-to-end tests. The binary sits beside the test
/// bundle in the build products directory (Linux: the test runner's own directory; macOS:
/// the directory holding the `.xctest` bundle). `THEMEC_BINARY` overrides it.
enum ThemecBinary {
    static let path: String = {
        if let override = ProcessInfo.processInfo.environment["THEMEC_BINARY"] { return override }
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        for directory in candidates {
            let binary = directory.appendingPathComponent("themec").path
            if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        }
        fatalError("themec binary not found beside the tests (looked in \(candidates.map(\.path))); build it first or set THEMEC_BINARY")
    }()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `themec arguments` (or `executable arguments`) in `directory`, feeding `input`
    /// to standard input.
    static func run(
        _ arguments: [String], in directory: String? = nil, input: String? = nil,
        executable: String = path, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a full stderr cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    static let clean = "theme: Clean\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadius: 12\n"
    /// One error: `cornerRadious` at 6:5.
    static let broken = "theme: Broken\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadious: 12\n"
    /// One warning: a redundant override at 8:18.
    static let warning =
        "theme: Warn\nversion: 1\npresets:\n  card:\n    base: clear\n    cornerRadius: 12\n    states:\n      focused: { cornerRadius: 12 }\n"
}
