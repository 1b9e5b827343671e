import ThemeSyntax

/// What a program-level validation rule sees: the loaded program and the resolver. Preset
/// resolutions are not kept for the whole program (the table streams preset by preset);
/// rules that need them are `PresetValidationRule`s and see one `PresetValidationContext`
/// at a time.
public struct ValidationContext {
    public let program: ThemeProgram
    public let resolver: ThemeResolver
    /// The deployment target of themes that do not say (a configuration's), or nil.
    public let defaultDeploymentTarget: [Platform: OSVersion]?

    public init(program: ThemeProgram, resolver: ThemeResolver, defaultDeploymentTarget: [Platform: OSVersion]? = nil) {
        self.program = program
        self.resolver = resolver
        self.defaultDeploymentTarget = defaultDeploymentTarget
    }

    /// The compiled file.
    public var document: ThemeDocument { program.root }

    /// The deployment targets that apply.
    public var deploymentTarget: [Platform: OSVersion] {
        program.root.effectiveDeploymentTarget(default: defaultDeploymentTarget)
    }
}

/// What a preset-level validation rule sees: one preset of the compiled file, just resolved.
public struct PresetValidationContext {
    /// The program, the resolver, the deployment target.
    public let context: ValidationContext
    public let declaration: PresetDeclaration
    public let resolution: PresetResolution

    public init(context: ValidationContext, declaration: PresetDeclaration, resolution: PresetResolution) {
        self.context = context
        self.declaration = declaration
        self.resolution = resolution
    }
}
