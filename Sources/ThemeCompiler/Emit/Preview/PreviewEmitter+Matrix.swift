/// The state matrix of one preset: a table whose cells sit on the list background of the
/// preset's list environment (dark for dark rows), each holding the row's swatch.
extension PreviewEmitter {
    /// Writes `preset`'s matrix; `design` captions it (and marks its swatches) when several
    /// generations are shown.
    func writeMatrix(_ preset: PresetTable, generation: DesignGeneration, design: String?, to html: inout HTMLText) {
        let matrix = PreviewMatrix(preset, lookAlikeThreshold: lookAlikeThreshold)
        let list = ListBackground(preset.defaultsStyle, design: generation)
        html.raw("<table class=\"matrix\">\n")
        if let design {
            html.raw("<caption>"); html.text(design); html.raw(" design</caption>\n")
        }
        html.raw("<thead><tr><th scope=\"col\">state</th>")
        for column in matrix.columns { html.raw("<th scope=\"col\">\(column.title)</th>") }
        html.raw("</tr></thead>\n<tbody>\n")
        for line in matrix.lines {
            html.raw("<tr><th scope=\"row\">\(line.state.key)</th>")
            for (c, cell) in line.cells.enumerated() {
                let traits = ColorTraits(matrix.columns[c].traits)
                let background = list.color(for: traits)
                html.raw("<td class=\"cell \(traits.dark ? "dark" : "light")\" style=\"background-color: \(PreviewCSS.color(background))\">")
                if let cell {
                    writeSwatch(preset, row: cell, design: design, looksLike: matrix.looksLike[cell], over: background, to: &html)
                } else {
                    html.raw("<span class=\"none\">no row</span>")
                }
                html.raw("</td>")
            }
            html.raw("</tr>\n")
        }
        html.raw("</tbody>\n</table>\n<p class=\"legend\">list background: ")
        html.text(list.name)
        html.raw(" · a dashed outline marks the cell's bounds where the background is inset · hover a swatch for all its values</p>\n")
    }

    /// One swatch: the element carrying `data-preset`/`data-state`, painted with the row's
    /// resolved colour, radius, stroke, shadow and insets, with a caption under it that names
    /// the row it looks like, if any.
    private func writeSwatch(
        _ preset: PresetTable, row index: Int, design: String?, looksLike twin: Int?, over list: RGBA,
        to html: inout HTMLText
    ) {
        let row = preset.rows[index]
        let a = row.appearance
        let key = row.state.key
        html.raw(a.backgroundInsets == .zero ? "<figure><div class=\"frame\">" : "<figure><div class=\"frame inset\">")
        html.raw("<div class=\"swatch\" data-preset=\""); html.text(preset.name)
        html.raw("\" data-state=\"\(key)\"")
        if let design { html.raw(" data-design=\""); html.text(design); html.raw("\"") }
        html.raw(" title=\""); html.text(PreviewCSS.summary(a, over: list)); html.raw("\"")
        html.raw(" style=\"\(PreviewCSS.swatchStyle(a))\">")
        if let effect = a.visualEffect {
            html.raw(
                "<div class=\"effect \(PreviewCSS.isDarkMaterial(effect, dark: row.state.contains(.dark)) ? "dark-material" : "light-material")\"></div>"
            )
            html.raw("<span class=\"tag\">blur: "); html.text(effect); html.raw("</span>")
        }
        if let view = a.customView {
            html.raw("<span class=\"placeholder\">custom view: image '"); html.text(view.image)
            html.raw("' · "); html.text(view.contentMode); html.raw("</span>")
        } else if let image = a.image {
            html.raw("<span class=\"placeholder\">image '"); html.text(image)
            html.raw("' · "); html.text(a.imageContentMode); html.raw("</span>")
        }
        // A button shows a sample title in the colour the style draws it in.
        if let button = a.button {
            html.raw("<span class=\"title\" style=\"color: \(PreviewCSS.color(button.resolvedForegroundColor))\">Title</span>")
        }
        // Long keys break after a '+', never inside an atom.
        html.raw("</div></div>\n<figcaption><span class=\"state\">\(key.split(separator: "+").joined(separator: "+<wbr>"))</span> ")
        html.raw("<code>\(a.resolvedBackgroundColor.hexString)</code>")
        if let label = a.backgroundColor?.label { html.raw(" "); html.text(label) }
        if let button = a.button, let seen = PreviewCSS.contrast(a, over: list) {
            html.raw(" · \(button.cornerStyle) · title <code>\(button.resolvedForegroundColor.hexString)</code> \(PreviewCSS.ratio(seen))")
        } else if a.cornerRadius > 0 {
            html.raw(" · r \(PreviewCSS.number(a.cornerRadius))")
        }
        if let twin { html.raw(" <span class=\"twin\">looks like \(preset.rows.states[twin].key)</span>") }
        html.raw("</figcaption></figure>")
    }
}
