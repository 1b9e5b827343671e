import ArgumentParser
import ThemeCompiler

/// `themec`: lint and compile declarative UIKit background themes.
@main
struct Themec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themec",
        abstract: "Lint and compile declarative UIKit background themes (YAML or JSON).",
        discussion: """
            Exit codes: 0 success (warnings allowed unless --strict), 1 findings at failing severity, \
            64 usage error, 66 an input that cannot be read, 73 an output that cannot be written; \
            diff: 1 the tables differ, 2 a theme does not compile.
            """,
        version: ThemecVersion.current,
        subcommands: [Lint.self, Compile.self, Generate.self, Preview.self, Diff.self, Explain.self, Rules.self])

    /// Sets up the process (signal handlers, see `TemporaryFiles`; malloc, see
    /// `POSIX.returnLargeBuffersToTheSystem` and `POSIX.shareMallocArenas`), then runs the
    /// command. A `CommandFailure` is reported here, the one place a failure becomes words
    /// and an exit code.
    static func main() {
        POSIX.returnLargeBuffersToTheSystem()
        POSIX.shareMallocArenas()
        TemporaryFiles.installSignalHandlers()
        do {
            var command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch let failure as CommandFailure {
            failure.report()
            exit(withError: ExitCode(failure.kind.exitCode))
        } catch {
            exit(withError: error)
        }
    }
}
