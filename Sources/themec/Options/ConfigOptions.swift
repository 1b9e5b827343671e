import ArgumentParser
import ThemeCompiler

/// `--config FILE`, or the nearest `.themec.yml` above the theme: for the commands that
/// compile one theme (`compile`, `generate`).
struct ConfigOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest .themec.yml above the theme).")
    var config: String?

    @OptionGroup var root: RootOptions

    /// The project root of this run (`--root`, else discovered).
    var projectRoot: ProjectRoot { root.projectRoot }

    /// The root that `theme`'s imports stay in: the project root, or the root where `theme`
    /// is when it was named outside the project (`ProjectRoot.confining(commandLinePath:)`).
    func projectRoot(for theme: String) -> ProjectRoot {
        theme == "-" ? projectRoot : projectRoot.confining(commandLinePath: theme)
    }

    /// The configuration that applies to `theme`, its run settings, and the findings in the
    /// configuration file (those in its run settings too). An unreadable `--config` exits 66.
    func configuration(for theme: String) throws -> (Configuration, RunSettings, [Diagnostic]) {
        let resolver: ConfigurationResolver
        if let config {
            do {
                let (configuration, findings) = try ConfigurationLoader.load(config)
                resolver = ConfigurationResolver(fixed: configuration, diagnostics: findings)
            } catch {
                throw CommandFailure(.noInput, "cannot read the configuration: \(error)")
            }
        } else {
            resolver = ConfigurationResolver()
        }
        let configuration = resolver.configuration(for: theme)
        for failure in resolver.unreadable {
            CommandMessage.warning("ignoring a configuration that cannot be read: \(failure)")
        }
        let settings = RunSettings(configuration, root: projectRoot)
        try settings.checkConfinement()
        return (configuration, settings, resolver.diagnostics + settings.diagnostics)
    }
}
