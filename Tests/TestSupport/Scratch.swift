import Foundation

/// Temporary files of the tests, in one place. Every directory a test process makes lives
/// under `Scratch.root` (`$TMPDIR/themec-tests-PID`), removed when the process exits, so a
/// run of `swift test` leaves nothing behind even where a test keeps only a path.
public enum Scratch {
    /// The directory of this test process.
    public static let root: String = {
        let path = NSTemporaryDirectory() + "themec-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Scratch.root) }
        return path
    }()

    /// A fresh, empty directory under `root`; `label` names it for someone debugging.
    public static func directory(_ label: String = "t") -> String {
        let safe = String(label.filter { $0.isLetter || $0.isNumber || $0 == "-" }.prefix(40))
        let path = root + "/" + safe + "-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `bytes` to `path`, creating its directories; returns `path`.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) -> String {
        try! FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes `text` (UTF-8) to `path`, creating its directories; returns `path`.
    @discardableResult
    public static func write(_ text: String, to path: String) -> String { write(Array(text.utf8), to: path) }
}

/// A temporary directory owned by one test, removed as soon as the test lets it go.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ label: String = "t") { path = Scratch.directory(label) }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` inside the directory and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String { Scratch.write(text, to: path + "/" + name) }

    /// Writes `bytes` to `name` inside the directory and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) -> String { Scratch.write(bytes, to: path + "/" + name) }
}

/// The package root (Themes/, docs/, README.md, fixtures; `../shared` beside it).
public let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
