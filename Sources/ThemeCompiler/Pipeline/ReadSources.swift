import ThemeSyntax

/// Files a compile already read (`ThemePipeline.Result.sourceFiles`), served again from
/// memory: a second pass over the same theme (`themec explain`) sees exactly the bytes the
/// compile saw and reads nothing from disk.
package struct ReadSources: ThemeSource {
    private let files: [String: [UInt8]]

    package init(_ files: [SourceFile]) {
        var byPath: [String: [UInt8]] = [:]
        for file in files where byPath[file.path] == nil { byPath[file.path] = file.bytes }
        self.files = byPath
    }

    package func read(_ path: String, maxBytes: Int) throws(ThemeInputError) -> (bytes: [UInt8]?, size: Int) {
        guard let bytes = files[path] else { throw ThemeInputError(path: path, reason: "not among the files already read") }
        return (bytes.count > maxBytes ? nil : bytes, bytes.count)
    }
}
