import ArgumentParser

extension Themec {
    /// The command that `arguments` (the command line without the program's name) names.
    ///
    /// When the first argument names a subcommand, the rest are first parsed with that
    /// subcommand as the root. `Themec` declares no option and no argument of its own, so this
    /// yields the value that the parse from `Themec` yields, for a tenth fewer instructions of
    /// a small lint (3.3 M of 33.7 M, docs/performance.md): from `Themec`, ArgumentParser
    /// reads the subcommand's declarations by reflection once more, to learn whether it takes
    /// all the input after its name.
    ///
    /// Anything but a plain parse of that subcommand (help, `--version`, a completion script,
    /// a usage error, a failed validation) is parsed again from `Themec`, so every message,
    /// usage line and exit code is the one ArgumentParser gives for `themec <subcommand>`.
    static func parseCommandLine(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first,
            let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
            let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
            ObjectIdentifier(type(of: parsed)) == ObjectIdentifier(subcommand)
        {
            return parsed
        }
        return try parseAsRoot(arguments)
    }
}
