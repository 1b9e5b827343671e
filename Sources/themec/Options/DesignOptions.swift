import ArgumentParser
import ThemeCompiler

extension DesignGeneration: ExpressibleByArgument {}

/// What a table's colours are resolved against, on every command that compiles:
/// `--design classic|glass`, the design generation whose system colours and style defaults
/// apply (flag > the configuration's `design` > the default for the theme's deployment target:
/// classic below 26, glass from 26); and `--asset-catalog PATH`, asset catalogs whose colour
/// sets `{ asset: NAME }` colours take (besides the theme's and `.themec.yml`'s).
struct DesignOptions: ParsableArguments {
    @Option(
        help:
            "Resolve system colours and style defaults for this design generation: classic (iOS 13–18) or glass (iOS 26) (default: the configuration's 'design', else classic below a deployment target of 26, glass from 26)."
    )
    var design: DesignGeneration?

    @Option(
        name: .customLong("asset-catalog"),
        help: ArgumentHelp(
            "An asset catalog (an .xcassets folder) whose colour sets '{ asset: NAME }' colours take (repeatable; read besides the theme's and .themec.yml's 'assetCatalogs').",
            valueName: "path"))
    var assetCatalogs: [String] = []

    func validate() throws { try Self.check(assetCatalogs) }

    /// Checks that every `--asset-catalog` is a directory (a usage error otherwise).
    static func check(_ assetCatalogs: [String]) throws {
        for path in assetCatalogs where FileSystem.kind(of: path) != .directory {
            throw ValidationError("cannot read the asset catalog '\(path)': it is not a directory (an .xcassets folder)")
        }
    }

    /// `pipeline` with this run's design and catalogs.
    func applied(to pipeline: ThemePipeline) -> ThemePipeline {
        var pipeline = pipeline
        pipeline.design = design
        pipeline.assetCatalogs = assetCatalogs
        return pipeline
    }
}
