import Foundation
import TestSupport

/// Runs the Swift compiler for tests that compile generated code: finds `swiftc` (the
/// `SWIFTC` environment variable, then `xcrun --find swiftc` on macOS, then `PATH`),
/// builds the UIKit stub module once, and runs processes.
enum SwiftToolchain {
    /// The repository root (this file is `Tests/ThemeCompilerTests/SwiftToolchain.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of `swiftc`, or nil when no toolchain compiler can be found.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        #if os(macOS)
            if let found = try? run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
                return found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        #endif
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Output and exit status of a process.
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Runs `executable` with `arguments`, collecting standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary directory.

    /// The directory holding the stub `UIKit.swiftmodule` (built once per test run), or the
    /// compiler's complaint when it does not build.
    static let stubModule: Result<URL, StubError> = {
        guard let swiftc else { return .failure(StubError(message: "no swiftc")) }
        do {
            let directory = URL(fileURLWithPath: Scratch.directory("uikit-stub"))
            let stub = root.appendingPathComponent("Tests/Fixtures/UIKitStub/UIKit.swift").path
            // The SDK's own interface is built in Swift 5 mode; so is the stub.
            let outcome = try run(
                swiftc,
                [
                    "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "5",
                    stub, "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
                ])
            return outcome.status == 0 ? .success(directory) : .failure(StubError(message: outcome.output))
        } catch {
            return .failure(StubError(message: "\(error)"))
        }
    }()

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
