import Foundation

/// Runs the built `themec` binary and captures what it printed.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The package root: the README's commands run from here.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The `themec` executable SwiftPM built beside the test bundle.
let themecBinary: String = {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("themec").path
    }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("themec").path
}()

/// Runs `themec ARGS` in `directory` (the package root by default) with `stdin` as input.
func themec(_ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: themecBinary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes while the process runs, so a large output cannot block it.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    group.enter()
    DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                  stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary directory for one test.
final class Scratch: @unchecked Sendable {
    let path = NSTemporaryDirectory() + "themec-cli-" + UUID().uuidString

    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        FileManager.default.createFile(atPath: file, contents: Data(bytes))
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }
}
