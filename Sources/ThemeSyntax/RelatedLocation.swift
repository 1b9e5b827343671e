/// A secondary location of a finding, with a note saying what happens there.
public struct RelatedLocation: Sendable, Hashable {
    /// Where.
    public var location: SourceLocation
    /// What is there ("first defined here").
    public var message: String

    /// A related place: `location`, described by `message`.
    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }
}
