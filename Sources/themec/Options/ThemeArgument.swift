import ThemeCompiler

/// A theme to compile: a file, or standard input under a name.
struct ThemeArgument {
    var theme: String
    var stdinPath: String?

    /// The name findings and the configuration lookup use.
    var name: String { theme == "-" ? (stdinPath ?? "stdin.theme.yaml") : theme }

    /// Compiles the theme into `consumer`: the file, or the bytes of standard input.
    /// `others`: the other themes of its target (`ThemePipeline.compile(_:builtWith:into:)`).
    func compile<Consumer: TableConsumer>(
        with compiler: ThemePipeline, builtWith others: [ThemeProgram] = [], into consumer: inout Consumer
    ) throws(ThemeInputError) -> ThemePipeline.Result {
        guard theme == "-" else { return try compiler.compile(.file(theme), builtWith: others, into: &consumer) }
        let bytes = POSIX.readStandardInput()
        return try compiler.compile(.bytes(bytes, path: name), builtWith: others, into: &consumer)
    }
}
