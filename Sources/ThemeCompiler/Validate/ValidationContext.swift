import ThemeSyntax

/// What a program-level validation rule sees: the loaded program and the resolver. Preset
/// resolutions are not kept for the whole program (the table streams preset by preset);
/// rules that need them are `PresetValidationRule`s and see one `PresetValidationContext`
/// at a time.
///
/// A class, never changed once made: each preset's context holds it, and a struct holding
/// the program was copied into every one, retaining and releasing each of the program's
/// arrays (about fourteen references; 6.4 M instructions of the 10k-preset lint).
package final class ValidationContext {
    package let program: ThemeProgram
    package let resolver: ThemeResolver
    /// The deployment target of themes that do not say (a configuration's), or nil.
    package let defaultDeploymentTarget: [Platform: OSVersion]?
    /// The CIEDE2000 ΔE below which colours look alike (`LookAlikes`).
    package let lookAlikeThreshold: Double
    /// The WCAG contrast a button's title needs on its fill (`low-contrast`; large buttons:
    /// `Contrast.largeFactor` of it).
    package let minimumContrast: Double

    package init(
        program: ThemeProgram, resolver: ThemeResolver, defaultDeploymentTarget: [Platform: OSVersion]? = nil,
        lookAlikeThreshold: Double = LookAlikes.defaultThreshold, minimumContrast: Double = Contrast.text
    ) {
        self.program = program
        self.resolver = resolver
        self.defaultDeploymentTarget = defaultDeploymentTarget
        self.lookAlikeThreshold = lookAlikeThreshold
        self.minimumContrast = minimumContrast
        self.deploymentTarget = program.root.effectiveDeploymentTarget(default: defaultDeploymentTarget)
    }

    /// The compiled file.
    package var document: ThemeDocument { program.root }

    /// The deployment targets that apply, worked out once: preset rules ask for every preset.
    package let deploymentTarget: [Platform: OSVersion]
}

/// What a preset-level validation rule sees: one preset of the compiled file, just resolved.
/// A class: rules capture it in closures and pass it on, and each copy of a struct holding
/// the program, the declaration and the resolution retained and released all of their
/// references (54 copies a preset; destroying them was 5.5 M instructions of a 1k-preset lint
/// with findings).
package final class PresetValidationContext {
    /// The program, the resolver, the deployment target.
    package let context: ValidationContext
    package let declaration: PresetDeclaration
    package let resolution: PresetResolution

    package init(context: ValidationContext, declaration: PresetDeclaration, resolution: PresetResolution) {
        self.context = context
        self.declaration = declaration
        self.resolution = resolution
    }
}

extension PresetValidationContext {
    /// True when `setting`'s value names a colour that resolves to nothing (an undefined
    /// name, a cycle): that error is reported, and the clear stand-in the rows show in its
    /// place says nothing about the theme, so judgements skip it (one finding per cause).
    package func hasUnresolvedColor(_ setting: CascadeSetting) -> Bool {
        guard let colors = setting.value?.colors else { return false }
        return colors.contains { context.resolver.colors.resolve($0, from: setting.document) == nil }
    }

    /// True when some preset of the chain writes `property` with a value that could not be
    /// read (a quoted number, a bad name: reported while decoding), so the rows lack a value
    /// the author meant and a judgement about `property` would follow from that error.
    package func hasInvalidSetting(of property: Property) -> Bool {
        resolution.chain.members.contains { context.program.declaration($0).invalidProperties.contains(property) }
    }
}
