import ArgumentParser
import ThemeCompiler

/// The theme that `compile` and `generate` read: a file, or `-` for standard input, named by
/// `--stdin-path` (as `lint` does).
struct ThemeInputOptions: ParsableArguments {
    @Argument(help: "The theme file, or '-' for standard input.")
    var theme: String

    @Option(help: "The name of the theme read from standard input: used in findings, for its format, its imports and its configuration.")
    var stdinPath: String?

    func validate() throws {
        if stdinPath != nil && theme != "-" { throw ValidationError("--stdin-path names the theme read from standard input: give '-' as the theme") }
    }
}
