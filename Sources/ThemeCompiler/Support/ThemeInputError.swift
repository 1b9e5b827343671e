/// A tool failure reading an input (exit 66), as opposed to a finding in a readable file.
public struct ThemeInputError: Error, Sendable, CustomStringConvertible {
    /// The file that could not be read.
    public var path: String
    /// Why, for people ("no such file").
    public var reason: String

    /// An error reading `path`, because of `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read 'PATH': REASON`.
    public var description: String { "cannot read '\(path)': \(reason)" }
}
