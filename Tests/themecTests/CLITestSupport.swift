import Foundation

/// What a run of the built `themec` printed, and its exit status.
typealias CLIRun = ThemecBinary.Output

/// The package root: the README's commands run from here.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Runs `themec ARGS` in `directory` (the package root by default).
func themec(_ arguments: [String], in directory: String = packageRoot, environment: [String: String] = [:]) throws -> CLIRun {
    try ThemecBinary.run(arguments, in: directory, environment: environment)
}

/// A fresh temporary directory for one test.
final class Scratch: @unchecked Sendable {
    let path = NSTemporaryDirectory() + "themec-cli-" + UUID().uuidString

    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        precondition(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "cannot create \(file)")
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }
}
