#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ThemeSyntax

/// Finds the configuration of each linted file: `--config` for all of them, or the nearest
/// `.themec.yml` walking up from the file's directory (nearest wins; none → defaults).
/// Each configuration file is read once, even from many threads; its findings are kept
/// to be reported once.
public final class ConfigurationResolver: @unchecked Sendable {
    private let fixed: Configuration?
    private let lock = Lock()
    /// Absolute directory → the configuration file that applies there (nil: none).
    private var nearest: [String: String?] = [:]
    /// Configuration file → what it says.
    private var loaded: [String: Configuration] = [:]
    private var findings: [String: [Diagnostic]] = [:]
    private var failures: [String: ThemeInputError] = [:]

    /// Discovers configurations next to the files.
    public init() { fixed = nil }

    /// Uses `configuration` (from `--config`) for every file; `diagnostics` are its findings.
    public init(fixed configuration: Configuration, diagnostics: [Diagnostic] = []) {
        fixed = configuration
        findings[configuration.path ?? ""] = diagnostics
    }

    /// The configuration that applies to `file`.
    public func configuration(for file: String) -> Configuration {
        if let fixed { return fixed }
        let directory = FilePaths.directory(of: FilePaths.absolute(file))
        guard let path = configurationFile(in: directory) else { return Configuration() }
        return load(path)
    }

    /// The configuration of the working directory, whose run settings (`run`) apply to a
    /// whole run.
    package func configurationForCurrentDirectory() -> Configuration {
        if let fixed { return fixed }
        guard let path = configurationFile(in: FilePaths.currentDirectory) else { return Configuration() }
        return load(path)
    }

    /// The findings in every configuration file read so far, sorted.
    public var diagnostics: [Diagnostic] {
        lock.lock(); defer { lock.unlock() }
        return findings.values.flatMap { $0 }.sortedForReport()
    }

    /// Every configuration file read so far (`--config`'s, else by path), so the command
    /// line can check the settings it reads in each.
    package var configurations: [Configuration] {
        lock.lock(); defer { lock.unlock() }
        return [fixed].compactMap { $0 } + loaded.keys.sorted().compactMap { loaded[$0] }
    }

    /// The text of every configuration file read so far (for excerpts of their findings).
    package var sources: [SourceFile] {
        lock.lock(); defer { lock.unlock() }
        let files = [fixed?.source].compactMap { $0 } + loaded.keys.sorted().compactMap { loaded[$0]?.source }
        return files
    }

    /// Configuration files that were found but could not be read.
    package var unreadable: [ThemeInputError] {
        lock.lock(); defer { lock.unlock() }
        return failures.keys.sorted().map { failures[$0]! }
    }

    private func load(_ path: String) -> Configuration {
        lock.lock(); defer { lock.unlock() }
        if let known = loaded[path] { return known }
        let configuration: Configuration
        do {
            let (c, d) = try ConfigurationLoader.load(path)
            configuration = c
            findings[path] = d
        } catch {
            failures[path] = error
            configuration = Configuration(path: path, directory: FilePaths.directory(of: path))
        }
        loaded[path] = configuration
        return configuration
    }

    /// The nearest configuration file at or above `directory` (absolute).
    private func configurationFile(in directory: String) -> String? {
        lock.lock()
        if let known = nearest[directory] { lock.unlock(); return known }
        lock.unlock()
        var found: String?
        for name in ConfigurationLoader.fileNames {
            let candidate = directory == "/" ? "/" + name : directory + "/" + name
            if FileManager.default.fileExists(atPath: candidate) { found = candidate; break }
        }
        if found == nil, directory != "/" {
            found = configurationFile(in: FilePaths.directory(of: directory))
        }
        lock.lock()
        nearest[directory] = .some(found)
        lock.unlock()
        return found
    }
}
