/// A tool failure reading an input (exit 66), as opposed to a finding in a readable file.
public struct ThemeInputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot read '\(path)': \(reason)" }
}
