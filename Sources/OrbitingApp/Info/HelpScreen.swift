import OrbitingCore
import OrbitingTerminal

/// Help: every key of Home and History, how editing works, how to rebind keys. Scrolls.
///
/// Keys: Up, Down, Page Up, Page Down, Home, End scroll; `a` opens About; Esc, `q` or F1 close.
public struct HelpScreen: Screen {
    /// The scroll position.
    public private(set) var panel = TextPanel()

    /// Help, scrolled to the top.
    public init() {}

    /// Handles one key.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        if panel.scroll(key) { return [] }
        switch key {
        case .escape, .text("q"), .text("Q"), .special(.function(1)): return [.close]
        case .text("a"), .text("A"): return [.open(.about)]
        case .special(.function(5)): return [.open(.web)]
        default: return []
        }
    }

    /// Re-wraps the page for the window and keeps the scroll position in range.
    public mutating func prepare(for context: RenderContext) {
        panel.prepare(rowCount: rows(context).count, height: context.size.rows)
    }

    /// Draws the page.
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        let l10n = context.l10n
        let status = KeyHint([
            .init(key: "↑↓", label: l10n("help.scroll")), .init(key: "A", label: l10n("about.title")),
            .init(key: "Esc", label: l10n("common.back")),
        ])
        panel.render(
            title: l10n("help.title"), rows: rows(context),
            status: status.text(columns: frame.width - 2 * PanelLayout.inset), into: &frame, context: context)
    }

    private func rows(_ context: RenderContext) -> [PanelRow] {
        PanelLayout.rows(HelpContent.blocks(context.l10n), width: context.size.columns)
    }
}
