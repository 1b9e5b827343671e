import ArgumentParser
import ThemeCompiler

/// `--config FILE`, or the nearest `.themec.yml` above the theme: for the commands that
/// compile one theme (`compile`, `generate`, `preview`, `explain`, `diff`); `lint` reads
/// `--config` through `resolver(_:)` too.
struct ConfigOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest .themec.yml above the theme).")
    var config: String?

    @Option(help: RootOption.help)
    var root: String?

    func validate() throws { try RootOption.check(root) }

    /// The project root of this run (`--root`, else discovered).
    var projectRoot: ProjectRoot { RootOption.projectRoot(root) }

    /// The root that `theme`'s imports stay in: the project root, or the root where `theme`
    /// is when it was named outside the project (`ProjectRoot.confining(commandLinePath:)`).
    func projectRoot(for theme: String) -> ProjectRoot {
        theme == "-" ? projectRoot : projectRoot.confining(commandLinePath: theme)
    }

    /// The configuration that applies to `theme` (its run settings in `run`) and the findings
    /// in the configuration file. An unreadable `--config` fails the command (no input).
    func configuration(for theme: String) throws(CommandFailure) -> (Configuration, [Diagnostic]) {
        let resolver = try Self.resolver(config)
        let configuration = resolver.configuration(for: theme)
        for failure in resolver.unreadable {
            CommandMessage.warning("ignoring a configuration that cannot be read: \(failure)")
        }
        try Self.checkConfinement(configuration, root: projectRoot)
        return (configuration, resolver.diagnostics)
    }

    /// `--config FILE` for every theme, or discovery next to each theme. An unreadable
    /// `--config` fails the command (no input).
    static func resolver(_ config: String?) throws(CommandFailure) -> ConfigurationResolver {
        guard let config else { return ConfigurationResolver() }
        do {
            let (configuration, findings) = try ConfigurationLoader.load(config)
            return ConfigurationResolver(fixed: configuration, diagnostics: findings)
        } catch {
            throw CommandFailure(.noInput, "cannot read the configuration: \(error)")
        }
    }

    /// Stops the run (usage) when `configuration` names a report or baseline outside the
    /// root (`RunSettings.escapes`).
    static func checkConfinement(_ configuration: Configuration, root: ProjectRoot) throws(CommandFailure) {
        let escapes = RunSettings.escapes(of: configuration, root: root)
        guard escapes.isEmpty else { throw CommandFailure(.usage, messages: escapes) }
    }
}
