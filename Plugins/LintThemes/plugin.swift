import Foundation
import PackagePlugin

/// `swift package lint-themes [--target NAME]... [PATH...] [themec lint options]`: lints the
/// themes of the package — of the named targets with `--target` (SwiftPM's convention), or
/// the given paths, or the whole package — with `themec lint`, failing when `themec` does.
/// The other arguments go to `themec lint` as they are; the package directory goes as
/// `--default-path`, which `themec` uses only when no path is among them (only `themec`
/// knows which options take a value, e.g. `--reporter json`).
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // An unknown name throws SwiftPM's own error, which lists the package's targets.
        let targets = try context.package.targets(named: targetNames).compactMap(Self.directory(of:))
        let themec = try context.tool(named: "themec").url
        let process = Process()
        process.executableURL = themec
        // The package directory is the project root (SECURITY.md); a `--root` among the
        // arguments comes later and wins.
        let package = context.package.directoryURL.path
        process.arguments = ["lint", "--root", package, "--default-path", package] + targets + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        // themec has printed its findings and its own error lines; SwiftPM prints the thrown
        // error once (no `Diagnostics.error` as well, which printed every failure twice).
        guard process.terminationStatus == 0 else { throw LintFailure(status: process.terminationStatus) }
    }

    /// A source target's directory (a binary or system-library target has no themes).
    static func directory(of target: any Target) -> String? {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL.path
        case let clang as ClangSourceModuleTarget: clang.directoryURL.path
        default: nil
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "themec lint failed (exit \(status))" }
    }
}
