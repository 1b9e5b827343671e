import ThemeSyntax

/// Where each preset of a theme file is declared: the keys of its `presets` mapping, read
/// from the bytes the compiler already read (no second read of the file).
public enum PresetLocations {
    /// Preset name → the location of its key; empty when the file does not parse.
    public static func find(in file: SourceFile, limits: ParseLimits = .default) -> [String: SourceLocation] {
        let format = SourceFormat(path: file.path) ?? .yaml
        guard let root = SourceParser.parse(file.bytes, path: file.path, format: format, limits: limits).root,
            let presets = root.pairs?.first(where: { $0.key.scalar?.text == "presets" })?.value.pairs
        else { return [:] }
        var locations: [String: SourceLocation] = [:]
        for pair in presets {
            if let name = pair.key.scalar?.text, locations[name] == nil { locations[name] = pair.key.location }
        }
        return locations
    }
}
