import ArgumentParser
import ThemeCompiler

/// `--root DIR`: the project root that paths named by themes and configuration files must
/// stay in (SECURITY.md). Only the command line sets it; nothing in the repository can. Each
/// command that takes it declares `@Option(help: RootOption.help) var root: String?` itself
/// (`TimingsFlag` says why) and checks it with `check(_:)` in its `validate()`.
enum RootOption {
    static let help = ArgumentHelp(
        "Project root: imports, directory walks and paths in .themec.yml stay inside it (default: the top of the git work tree, else the working directory).",
        valueName: "dir")

    /// Fails when `root`, given, is not a directory.
    static func check(_ root: String?) throws {
        if let root, ProjectRoot(existingDirectory: root) == nil {
            throw ValidationError("--root '\(root)' is not a directory")
        }
    }

    /// The root `root` names, else the one found from the working directory.
    static func projectRoot(_ root: String?) -> ProjectRoot { root.map(ProjectRoot.init) ?? ProjectRoot.discover() }
}
