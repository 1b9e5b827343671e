/// The page's only stylesheet, inline: system fonts, no web fonts, no `url()`.
extension PreviewEmitter {
    static let stylesheet = """
        :root { color-scheme: light; font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1C1C1E; background: #FFFFFF; }
        body { margin: 0 auto; padding: 24px 32px 48px; max-width: 1280px; }
        h1 { font-size: 28px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 0 0 8px; }
        .description { margin: 0 0 4px; }
        .meta, .legend, dt { color: #6C6C70; }
        .meta { margin: 0 0 8px; font-size: 13px; }
        nav a { margin-right: 12px; color: #0A6CFF; }
        section.preset { margin-top: 32px; padding-top: 16px; border-top: 1px solid #D1D1D6; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
        dd { margin: 0; }
        ul.findings { list-style: none; padding: 0; margin: 8px 0 12px; font-size: 13px; }
        ul.findings li { padding: 4px 8px; border-left: 3px solid #8E8E93; background: #F2F2F7; margin-bottom: 4px; }
        ul.findings li.error { border-color: #D70015; }
        ul.findings li.warning { border-color: #C93400; }
        ul.findings code { font: 12px ui-monospace, Menlo, Consolas, monospace; }
        .rule { color: #6C6C70; }
        table.matrix { border-collapse: separate; border-spacing: 6px; margin: 4px -6px; }
        table.matrix caption { text-align: left; font-weight: 600; padding: 0 6px; }
        table.matrix th { text-align: left; font-weight: 600; font-size: 13px; padding: 0 6px; white-space: nowrap; }
        td.cell { padding: 12px 14px 8px; border-radius: 10px; vertical-align: top; box-shadow: inset 0 0 0 1px rgba(60, 60, 67, 0.12); }
        td.cell.dark { color: #F2F2F7; }
        figure { margin: 0; }
        .frame { position: relative; width: 180px; height: 44px; }
        .frame.inset { outline: 1px dashed rgba(142, 142, 147, 0.7); }
        .swatch { position: absolute; display: flex; align-items: center; justify-content: center; overflow: visible; }
        .effect { position: absolute; inset: 0; border-radius: inherit; -webkit-backdrop-filter: blur(12px); backdrop-filter: blur(12px); }
        .effect.light-material { background-color: rgba(255, 255, 255, 0.35); }
        .effect.dark-material { background-color: rgba(28, 28, 30, 0.45); }
        .tag, .placeholder { position: relative; font-size: 11px; padding: 1px 6px; border-radius: 4px; background: rgba(255, 255, 255, 0.75); color: #1C1C1E; }
        .placeholder { border: 1px dashed #8E8E93; }
        .tag + .placeholder { margin-left: 4px; }
        figcaption { margin-top: 8px; width: 180px; font-size: 12px; line-height: 1.35; }
        figcaption code { font: 11px ui-monospace, Menlo, Consolas, monospace; }
        .state { display: block; font-weight: 600; }
        .twin { display: inline-block; margin-left: 4px; padding: 0 5px; border-radius: 4px; background: #FFD60A; color: #1C1C1E; font-size: 11px; }
        .none { color: #8E8E93; font-size: 12px; }
        .title { position: relative; font-size: 15px; font-weight: 600; }
        .legend { font-size: 12px; margin: 4px 0 0; }

        """
}
