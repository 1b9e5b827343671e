import ThemeCompiler

/// A theme to compile: a file, or standard input under a name.
struct ThemeArgument {
    var theme: String
    var stdinPath: String?

    /// The name findings and the configuration lookup use.
    var name: String { theme == "-" ? (stdinPath ?? "stdin.theme.yaml") : theme }

    /// Compiles the theme into `consumer`: the file, or the bytes of standard input.
    func compile<Consumer: TableConsumer>(with compiler: ThemePipeline, into consumer: inout Consumer) throws(ThemeInputError) -> ThemePipeline.Result
    {
        guard theme == "-" else { return try compiler.compile(.file(theme), into: &consumer) }
        let bytes = POSIX.readStandardInput()
        return try compiler.compile(.bytes(bytes, path: name), into: &consumer)
    }
}
