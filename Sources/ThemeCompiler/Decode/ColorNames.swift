import ThemeSyntax

/// One colour expression per name a file's settings write (`brand`, `systemBlue`), shared by
/// every setting that writes it. A `ColorExpression.Kind` is boxed, and each setting that
/// named a colour held a box of its own: 17 000 boxes of 48 bytes (0.8 MB) for a 10k-preset
/// theme that names 2 200 colours. The decoders of one file's batches and pieces share one
/// table, behind a lock.
package final class ColorNames: @unchecked Sendable {
    private let lock = Lock()
    private var kinds: [String: ColorExpression.Kind] = [:]

    package init() {}

    /// The kind of a colour named `name`, made the first time it is asked for.
    func kind(named name: String) -> ColorExpression.Kind {
        lock.lock()
        defer { lock.unlock() }
        if let known = kinds[name] { return known }
        let kind = ColorExpression.Kind.named(name)
        kinds[name] = kind
        return kind
    }
}
