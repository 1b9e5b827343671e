/// A secondary location of a finding, with a note saying what happens there.
public struct RelatedLocation: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
