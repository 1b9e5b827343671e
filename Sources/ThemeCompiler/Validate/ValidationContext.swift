import ThemeSyntax

/// What a validation rule sees: the loaded program, the resolver, and the resolution of
/// every preset of the compiled file (nil where the preset's chain is broken).
public struct ValidationContext {
    public let program: ThemeProgram
    public let resolver: ThemeResolver
    /// Indexed like `program.root.presets`.
    public let resolutions: [PresetResolution?]
    /// The deployment target of themes that do not say (a configuration's), or nil.
    public let defaultDeploymentTarget: [Platform: OSVersion]?

    public init(program: ThemeProgram, resolver: ThemeResolver, resolutions: [PresetResolution?],
                defaultDeploymentTarget: [Platform: OSVersion]? = nil) {
        self.program = program
        self.resolver = resolver
        self.resolutions = resolutions
        self.defaultDeploymentTarget = defaultDeploymentTarget
    }

    /// The compiled file.
    public var document: ThemeDocument { program.root }

    /// The deployment targets that apply.
    public var deploymentTarget: [Platform: OSVersion] {
        program.root.effectiveDeploymentTarget(default: defaultDeploymentTarget)
    }

    /// Where the deployment target is written, or the top of the file when it is the default.
    public var deploymentTargetLocation: SourceLocation {
        program.root.deploymentTargetLocation ?? program.root.location
    }

    /// The resolved presets with their declarations.
    public var resolvedPresets: [(declaration: PresetDeclaration, resolution: PresetResolution)] {
        zip(program.root.presets, resolutions).compactMap { d, r in r.map { (d, $0) } }
    }

    /// `platform version` pairs for messages: "iOS 14.0, tvOS 15.0".
    public func describeTargets() -> String {
        deploymentTarget.keys.sorted().map { "\($0.rawValue) \(deploymentTarget[$0]!)" }.joined(separator: ", ")
    }
}
