import ThemeSyntax

/// `resource-limit`: the input hit a limit that protects the compiler from hostile or
/// runaway input.
package struct ResourceLimitRule: ThemeRule {
    package static let description = RuleDescription(
        id: .resourceLimit,
        name: "Resource limit",
        summary: "the input exceeds a size, nesting, alias-expansion or import limit",
        rationale: """
            A theme is read in CI and in build plugins, often from pull requests, so hostile input \
            must not exhaust memory, stack or time. An "alias bomb" (billion laughs) defines an \
            anchor, then a list of ten aliases of it, then a list of ten aliases of that, and so \
            on: a few hundred bytes that expand to billions of nodes. themec charges every alias \
            the size of what it repeats and stops at the limit, reporting where it was hit; it also \
            limits the input size, the nesting depth of mappings and lists, how deep imports nest \
            and how many files one compilation loads. A real theme never comes near the defaults \
            (README.md lists them, and the command line can raise each one): split a very large \
            theme with `imports`, flatten deep structures, and repeat fewer nodes through aliases. \
            The input size and import limits need dedicated inputs (a file over the size limit, \
            a chain of imported files); the test suite covers them with lowered limits.
            """,
        stage: .source,
        triggering: [
            """
            theme: Bomb
            version: 1
            a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            g: &g [*f, *f, *f, *f, *f, *f, *f, 1️⃣*f, *f, *f]
            h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
            i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]
            """,
            """
            theme: Deep
            version: 1
            presets: \(String(repeating: "[", count: 255))1️⃣[\(String(repeating: "]", count: 256))
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                backgroundInsets: &insets { top: 4, leading: 16, bottom: 4, trailing: 16 }
              header:
                base: listGroupedHeaderFooter
                backgroundInsets: *insets
            """
        ])
}

extension ResourceLimitRule {
    /// A file over the input-size limit, reported at 1:1 of the file without reading it.
    /// The one place the limit is worded: the loader checks it, for files and for bytes.
    static func inputTooLarge(byteCount: Int, limit: Int) -> String {
        "the file is \(byteCount) bytes, over the limit of \(limit) — split the theme with 'imports', "
            + "or raise the limit with --max-input-size"
    }

    /// The message for a parse limit the parser hit.
    static func message(for limit: SyntaxIssue.ExceededLimit) -> String {
        switch limit {
        case .tooDeep(let maxDepth):
            "mappings and lists nest more than \(maxDepth) levels deep here; a theme never needs this — flatten the structure"
        case .aliasBomb(let maxNodes):
            "the document expands to more than \(maxNodes) nodes through aliases — an alias bomb? "
                + "repeat fewer nodes through aliases"
        case .tooManyNodes(let maxNodes):
            "the document has more than \(maxNodes) nodes; split the theme into several files"
        }
    }
}
