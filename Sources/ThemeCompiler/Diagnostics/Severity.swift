/// How serious a finding is. Errors stop `compile`; warnings fail only with `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// Orders by how much it matters: `note` < `warning` < `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
