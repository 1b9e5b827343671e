/// The half of `unknown-key` that needs a preset's chain: what a preset may say depends on
/// its kind, which the root of its `extends` chain decides. Button-only keys (`cornerStyle`,
/// `buttonSize`, `baseBackgroundColor`, `baseForegroundColor`, `fallback`) on a list preset,
/// and `listEnvironment` on a button, have no UIKit counterpart there.
extension UnknownKeyRule: ValidationRule {
    package func check(_ context: ValidationContext, into diagnostics: inout DiagnosticCollector) {
        let program = context.program
        for index in program.root.presets.indices {
            let preset = program.root.presets[index]
            // Only a preset holding a key of one kind needs its chain's kind: most hold none,
            // and building every chain again cost a tenth of a large lint.
            let inheritsEnvironment = preset.base == nil && preset.listEnvironment != nil
            guard
                inheritsEnvironment || preset.fallback != nil
                    || preset.blocks.contains(where: { $0.settings.contains { $0.property.isButtonOnly } })
            else { continue }
            let reference = ThemeProgram.PresetReference(document: 0, index: index)
            guard let chain = PresetChain.build(for: reference, in: program, order: context.resolver.order) else { continue }
            let base = chain.base
            // A preset with its own base: the decoder has judged `listEnvironment` already.
            if base.isButton, preset.base == nil, let environment = preset.listEnvironment {
                diagnostics.report(.unknownKey, Self.listEnvironmentOnButton(preset.name.value, base: base), at: environment.location)
            }
            if let fallback = preset.fallback, !base.isGlass {
                diagnostics.report(.unknownKey, Self.fallbackWithoutGlass(preset.name.value, base: base), at: fallback.location)
            }
            guard !base.isButton else { continue }
            for block in preset.blocks {
                for setting in block.settings where setting.property.isButtonOnly {
                    diagnostics.report(
                        .unknownKey, Self.buttonKeyOnList(setting.property.rawValue, preset: preset.name.value, base: base),
                        at: setting.keyLocation)
                }
            }
        }
    }
}

extension UnknownKeyRule {
    static func buttonKeyOnList(_ key: String, preset: String, base: SystemStyle) -> String {
        "'\(key)' is a field of UIButton.Configuration, but '\(preset)' is a list preset (its base is '\(base.rawValue)'): a background configuration has no such property — remove it, or base the preset on a button style such as 'filledButton'"
    }

    static func listEnvironmentOnButton(_ preset: String, base: SystemStyle) -> String {
        "'listEnvironment' picks a list's defaults, but '\(preset)' is a button preset (its chain starts at '\(base.rawValue)'): a button's look does not depend on a list — remove it"
    }

    static func fallbackWithoutGlass(_ preset: String, base: SystemStyle) -> String {
        "'fallback' names what a Liquid Glass style uses below iOS 26, but '\(preset)' is based on '\(base.rawValue)', which is not a glass style — remove it"
    }
}
