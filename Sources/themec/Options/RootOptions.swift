import ArgumentParser
import ThemeCompiler

/// `--root DIR`: the project root that paths named by themes and configuration files must
/// stay in (SECURITY.md). Only the command line sets it; nothing in the repository can.
struct RootOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Project root: imports, directory walks and paths in .themec.yml stay inside it (default: the top of the git work tree, else the working directory).",
            valueName: "dir"))
    var root: String?

    func validate() throws {
        if let root, ProjectRoot(existingDirectory: root) == nil {
            throw ValidationError("--root '\(root)' is not a directory")
        }
    }

    /// The root of this run.
    var projectRoot: ProjectRoot { root.map(ProjectRoot.init) ?? ProjectRoot.discover() }
}
