import ArgumentParser
import ThemeCompiler

extension DesignGeneration: ExpressibleByArgument {}

/// `--design classic|glass`: the design generation whose system colours and style defaults a
/// table is resolved for. Flag > the configuration's `design` >
/// the default for the theme's deployment target (classic below 26, glass from 26).
struct DesignOptions: ParsableArguments {
    @Option(
        help:
            "Resolve system colours and style defaults for this design generation: classic (iOS 13–18) or glass (iOS 26) (default: the configuration's 'design', else classic below a deployment target of 26, glass from 26)."
    )
    var design: DesignGeneration?
}
