import Foundation
import PackagePlugin

/// `swift package lint-themes [--target NAME]... [PATH...] [themec lint options]`: lints the
/// themes of the package — of the named targets with `--target` (SwiftPM's convention), or
/// the given paths, or the whole package — with `themec lint`, failing when `themec` does.
/// The other arguments go to `themec lint` as they are; the package directory goes as
/// `--default-path`, which `themec` uses only when no path is among them (only `themec`
/// knows which options take a value, e.g. `--reporter json`). The asset catalogs of those
/// targets (every target's without `--target`) go as `--asset-catalog`, as the build plugin
/// passes its target's, so `{ asset: NAME }` colours are judged with the app's colour sets.
@main
struct LintThemes: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // An unknown name throws SwiftPM's own error, which lists the package's targets.
        let named = try context.package.targets(named: targetNames)
        let targets = named.compactMap(Self.directory(of:))
        let catalogs = Self.catalogs(of: targetNames.isEmpty ? context.package.targets : named)
        let themec = try context.tool(named: "themec").url
        let process = Process()
        process.executableURL = themec
        // The package directory is the project root (SECURITY.md); a `--root` among the
        // arguments comes later and wins.
        let package = context.package.directoryURL.path
        process.arguments =
            ["lint", "--root", package, "--default-path", package] + targets + catalogs.flatMap { ["--asset-catalog", $0] }
            + extractor.remainingArguments
        try process.run()
        process.waitUntilExit()
        // themec has printed its findings and its own error lines; SwiftPM prints the thrown
        // error once (no `Diagnostics.error` as well, which printed every failure twice).
        guard process.terminationStatus == 0 else { throw LintFailure(status: process.terminationStatus) }
    }

    /// The `.xcassets` folders among the targets' files, sorted.
    static func catalogs(of targets: [any Target]) -> [String] {
        var found = Set<String>()
        for case let target as SourceModuleTarget in targets {
            for file in target.sourceFiles {
                let components = file.url.standardizedFileURL.pathComponents
                if let end = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                    found.insert(NSString.path(withComponents: Array(components[...end])))
                }
            }
        }
        return found.sorted()
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
