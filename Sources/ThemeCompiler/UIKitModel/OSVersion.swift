/// A `major.minor` operating-system version.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int

    /// The version `major.minor`.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"17.4"` or `"17"`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0])
        else { return nil }
        self.major = major
        self.minor = parts.count == 2 ? Int(parts[1])! : 0
    }

    /// `major.minor`.
    public var description: String { "\(major).\(minor)" }

    /// Orders by major, then minor version.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// The platforms a theme can target (docs/language.md).
public enum Platform: String, CaseIterable, Sendable, Hashable, Comparable {
    case iOS, tvOS, visionOS, macCatalyst

    /// Orders platforms as tables list them.
    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.order < rhs.order }

    /// Hashes the case, not its name: `RawRepresentable`'s default hashes the raw `String`
    /// (SipHash over it), and the rules look deployment targets up for every preset.
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }

    /// Position in `allCases`, by a switch (`allCases` builds an array on every call).
    private var order: Int {
        switch self {
        case .iOS: 0
        case .tvOS: 1
        case .visionOS: 2
        case .macCatalyst: 3
        }
    }
}
