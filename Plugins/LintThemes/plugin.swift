import Foundation
import PackagePlugin

/// `swift package lint-themes [PATH...] [themec lint options]`: lints every theme of the
/// package (or the given paths) with `themec lint`, failing when `themec` does.
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let themec = try context.tool(named: "themec").url
        let givesPaths = arguments.contains { !$0.hasPrefix("-") }
        let process = Process()
        process.executableURL = themec
        process.arguments = ["lint"] + (givesPaths ? [] : [context.package.directoryURL.path]) + arguments
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
