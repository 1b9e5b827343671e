/// Which platforms and versions the UIKit part of a generated file compiles for, and so
/// which availability checks it needs.
///
/// The UIKit part exists only on the platforms the theme declares (never watchOS). Its
/// declarations carry `@available` at the theme's deployment target when that is above
/// UIBackgroundConfiguration's own iOS 14 / tvOS 14, so an app with a lower minimum learns
/// at its own call site what to guard; inside, an API gets `#available` only when it is
/// newer than that floor — a check the deployment target already guarantees would be
/// always true (Swift warns about it).
extension SwiftEmitter {
    /// The oldest version per platform the UIKit part runs on: the theme's deployment target,
    /// never below iOS 14 / tvOS 14 / visionOS 1. Mac Catalyst follows iOS (its versions are
    /// iOS's); a platform the part is excluded on is absent.
    struct Floors {
        var versions: [Platform: OSVersion]

        init(_ targets: [Platform: OSVersion]) {
            let oldest = Availability.iOS14Generation.introduced
            var versions: [Platform: OSVersion] = [:]
            if let iOS = targets[.iOS] ?? targets[.macCatalyst] { versions[.iOS] = max(iOS, oldest[.iOS]!) }
            if let tvOS = targets[.tvOS] { versions[.tvOS] = max(tvOS, oldest[.tvOS]!) }
            if let visionOS = targets[.visionOS] { versions[.visionOS] = max(visionOS, oldest[.visionOS]!) }
            self.versions = versions
        }

        /// True when `availability` is newer than the floor on some platform the part compiles for.
        func needsCheck(_ availability: Availability) -> Bool {
            versions.contains { platform, floor in availability.introduced[platform].map { $0 > floor } ?? false }
        }

        /// True when the floor is above UIBackgroundConfiguration's own versions somewhere:
        /// the part's declarations then say so with `@available`.
        var isRaised: Bool {
            versions.contains { platform, floor in Availability.iOS14Generation.introduced[platform].map { floor > $0 } ?? false }
        }
    }

    /// `canImport(UIKit)`, never on watchOS, and not on the UIKit platforms the theme does not
    /// declare (so a tvOS build of a package whose theme targets iOS only still compiles).
    /// Mac Catalyst follows iOS.
    func uikitCondition(_ targets: [Platform: OSVersion]) -> String {
        var parts = ["canImport(UIKit)", "!os(watchOS)"]
        if targets[.tvOS] == nil { parts.append("!os(tvOS)") }
        if targets[.visionOS] == nil { parts.append("!os(visionOS)") }
        if targets[.iOS] == nil, targets[.macCatalyst] == nil { parts.append("!os(iOS)") }
        return parts.joined(separator: " && ")
    }

    /// `iOS 15.0, tvOS 15.0, visionOS 1.0, *` for an API generation.
    func availabilityCondition(_ availability: Availability) -> String {
        let platforms: [Platform] = [.iOS, .tvOS, .visionOS]
        let parts = platforms.compactMap { platform in availability.introduced[platform].map { "\(platform.rawValue) \($0)" } }
        return (parts + ["*"]).joined(separator: ", ")
    }

    /// The attribute of the part's extensions: `@available` at the floor, when it is raised.
    func floorAttribute(_ c: Context) -> String? {
        c.floors.isRaised ? "@available(\(availabilityCondition(Availability(introduced: c.floors.versions))))" : nil
    }

    /// `@available(…)` for a member that needs `availability`, nil when the floor (and so the
    /// enclosing extension) already guarantees it.
    func memberAttribute(_ availability: Availability, _ c: Context) -> String? {
        guard c.floors.needsCheck(availability) else { return nil }
        let needed = availability.introduced.merging(c.floors.versions) { api, floor in max(api, floor) }
        return "@available(\(availabilityCondition(Availability(introduced: needed))))"
    }

    /// `body` as is when the floor guarantees `availability`, else inside
    /// `if #available(…) { … }` (with `fallback` as its `else`, when given).
    func guarded(_ availability: Availability, _ c: Context, _ body: [String], else fallback: [String]? = nil) -> [String] {
        guard c.floors.needsCheck(availability) else { return body }
        var lines = ["if #available(\(availabilityCondition(availability))) {"] + body.map { "    " + $0 }
        if let fallback { lines += ["} else {"] + fallback.map { "    " + $0 } }
        return lines + ["}"]
    }
}
