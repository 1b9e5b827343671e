import Foundation
import PackagePlugin

/// Generates Swift for every `*.theme.yaml`, `*.theme.yml` and `*.theme.json` of a target
/// at build time. One build command per theme, with its inputs (every theme of the target,
/// since a theme may import another) and its one output declared, so builds stay
/// incremental: a theme is regenerated only when a theme changes, and `themec` rewrites
/// the output only when its content changes.
///
/// The target's own asset catalogs (`*.xcassets`) are passed with `--asset-catalog`, so
/// `{ asset: NAME }` colours take the colour sets the app ships, and the `Contents.json` of
/// every colour set and folder is an input: editing a colour set regenerates the code.
///
/// Findings are printed in the `xcode` format (`file:line:column: error: message [rule]`),
/// which SwiftPM and Xcode show inline; an error fails the build. The plugin writes only
/// into its work directory, and themec reads only inside the package (`--root`).
@main
struct ThemecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // A package target's images are its own resources (`Bundle.module`), not the app's.
        return try ThemeCommands.make(
            themes: target.sourceFiles.map(\.url), themec: context.tool(named: "themec").url,
            workDirectory: context.pluginWorkDirectoryURL, root: context.package.directoryURL,
            imageBundle: "module")
    }
}

/// The build commands for a list of files (shared by SwiftPM and Xcode projects).
enum ThemeCommands {
    static let extensions = [".theme.yaml", ".theme.yml", ".theme.json"]

    static func isTheme(_ url: URL) -> Bool {
        extensions.contains { url.lastPathComponent.hasSuffix($0) }
    }

    /// The configuration file names `themec` looks for above each theme.
    static let configurationNames = [".themec.yml", ".themec.yaml"]

    /// Build plugins cannot pass flags: `themec generate` reads the nearest `.themec.yml`
    /// above each theme itself (e.g. `generate: { access: internal }`). Every such file up to
    /// `root` is declared an input, so editing it regenerates the code.
    static func configurations(above theme: URL, upTo root: URL) -> [URL] {
        var found: [URL] = []
        var directory = theme.deletingLastPathComponent().standardizedFileURL
        let top = root.standardizedFileURL.path
        while directory.path.hasPrefix(top) {
            for name in configurationNames {
                let candidate = directory.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            }
            if directory.path == top { break }
            directory = directory.deletingLastPathComponent()
        }
        return found
    }

    /// The asset catalogs among a target's files: an `X.xcassets` entry (Xcode lists the
    /// folder) or the files inside one (SwiftPM lists those), sorted.
    static func catalogs(in files: [URL]) -> [URL] {
        var found = Set<String>()
        for file in files {
            let components = file.standardizedFileURL.pathComponents
            if let end = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                found.insert(NSString.path(withComponents: Array(components[...end])))
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The files themec reads in a catalog: the `Contents.json` of the catalog, of its folders
    /// (which may provide a namespace) and of its colour sets.
    static func catalogInputs(_ catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var inputs: [URL] = [catalog.appendingPathComponent("Contents.json")]
        for case let file as URL in walker where file.lastPathComponent == "Contents.json" {
            let folder = file.deletingLastPathComponent().lastPathComponent
            if folder.hasSuffix(".colorset") || !folder.contains(".") { inputs.append(file) }
        }
        return inputs.filter { FileManager.default.fileExists(atPath: $0.path) }.sorted { $0.path < $1.path }
    }

    /// `imageBundle`: where generated code loads the images and asset colours a theme names
    /// (`themec generate --image-bundle`): `module` for a package target, `main` for an app target.
    static func make(themes files: [URL], themec: URL, workDirectory: URL, root: URL, imageBundle: String) -> [Command] {
        let themes = files.filter(isTheme).sorted { $0.path < $1.path }
        let catalogs = catalogs(in: files)
        let catalogFiles = catalogs.flatMap(catalogInputs)
        return themes.map { theme in
            // `Linen.theme.yaml` → `Linen.theme.yaml.swift`: unique per theme file.
            let output = workDirectory.appendingPathComponent(theme.lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(theme.lastPathComponent)",
                executable: themec,
                // The other themes of the target: two that generate the same type are an error.
                // The package (or project) directory is the root: a theme cannot import, and
                // a `.themec.yml` cannot name, a file outside it (SECURITY.md).
                arguments: [
                    "generate", theme.path, "--output", output.path, "--reporter", "xcode", "--image-bundle", imageBundle,
                    "--root", root.path,
                ]
                    + themes.filter { $0 != theme }.flatMap { ["--built-with", $0.path] }
                    + catalogs.flatMap { ["--asset-catalog", $0.path] },
                inputFiles: themes + configurations(above: theme, upTo: root) + catalogFiles,
                outputFiles: [output])
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try ThemeCommands.make(
                themes: target.inputFiles.map(\.url), themec: context.tool(named: "themec").url,
                workDirectory: context.pluginWorkDirectoryURL, root: context.xcodeProject.directoryURL,
                imageBundle: "main")
        }
    }
#endif
