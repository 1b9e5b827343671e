import Foundation
import PackagePlugin

/// `swift package lint-themes [PATH...] [themec lint options]`: lints every theme of the
/// package (or the given paths) with `themec lint`, failing when `themec` does. The
/// arguments go to `themec lint` as they are; the package directory goes as
/// `--default-path`, which `themec` uses only when no path is among them (only `themec`
/// knows which options take a value, e.g. `--reporter json`).
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let themec = try context.tool(named: "themec").url
        let process = Process()
        process.executableURL = themec
        // The package directory is the project root (SECURITY.md); a `--root` among the
        // arguments comes later and wins.
        let package = context.package.directoryURL.path
        process.arguments = ["lint", "--root", package, "--default-path", package] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("themec lint failed (exit \(process.terminationStatus))")
            throw LintFailure(status: process.terminationStatus)
        }
    }

    struct LintFailure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "themec lint exited with \(status)" }
    }
}
