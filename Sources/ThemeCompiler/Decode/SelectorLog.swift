import ThemeSyntax

/// The selectors of one `states` mapping read so far, each with where it is first written,
/// for `duplicate-selector`. A preset writes a handful: they are scanned in a list the
/// decoder reuses from preset to preset, and indexed by a dictionary only when one writes
/// many (a hostile file can write thousands).
struct SelectorLog {
    private static let linearLimit = 16

    private var list: [(atoms: StateSet, location: SourceLocation)] = []
    private var index: [StateSet: SourceLocation] = [:]

    /// Forgets every selector (keeping the list's storage).
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        if !index.isEmpty { index = [:] }
    }

    /// Records `atoms` written at `location`; returns where they were first written when
    /// they were already (a duplicate), nil when they are new.
    mutating func insert(_ atoms: StateSet, at location: SourceLocation) -> SourceLocation? {
        if list.count < Self.linearLimit {
            if let first = list.first(where: { $0.atoms == atoms }) { return first.location }
            list.append((atoms, location))
            if list.count == Self.linearLimit {
                for entry in list { index[entry.atoms] = entry.location }
            }
            return nil
        }
        if let first = index[atoms] { return first }
        index[atoms] = location
        return nil
    }
}
