/// An HTML page being written: markup the emitter writes itself, and text that comes from
/// a theme (names, descriptions, messages), which is always escaped.
struct HTMLText {
    private(set) var text = ""

    /// Appends markup written by the emitter.
    mutating func raw(_ markup: String) { text += markup }

    /// Appends theme-provided text as element content or an attribute value (in double
    /// quotes): `&`, `<`, `>`, `"` and `'` are escaped, so no theme string can open a tag,
    /// close an attribute or start a script.
    mutating func text(_ value: String) { text += XMLEscaping.attribute(value) }
}
