import Foundation
import Testing

/// Golden files, compared byte for byte. `RECORD_GOLDENS=1 swift test` rewrites a golden that
/// differs (or is missing) **and fails**, so a new baseline is never accepted silently: review
/// the diff, then run the tests again without it.
public enum Golden {
    /// True when this run records goldens (`RECORD_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares `actual` with the golden at `path` (relative to the package root).
    public static func check(
        _ actual: [UInt8], against path: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let file = packageRoot + "/" + path
        let expected = FileManager.default.contents(atPath: file).map { [UInt8]($0) }
        if isRecording {
            guard expected != actual else { return }
            Scratch.write(actual, to: file)
            Issue.record("recorded \(path): review the diff, then run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        guard let expected else {
            Issue.record("missing golden \(path): run RECORD_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected, "output differs from \(path) (RECORD_GOLDENS=1 rewrites it if the change is intended)",
            sourceLocation: sourceLocation)
    }

    /// `check` for text (UTF-8).
    public static func check(
        _ actual: String, against path: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        try check(Array(actual.utf8), against: path, sourceLocation: sourceLocation)
    }
}
