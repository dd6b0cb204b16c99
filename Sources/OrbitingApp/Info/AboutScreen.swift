import OrbitingCore
import OrbitingTerminal

/// About: what Orbiting is for, who made the original app, and the version. Scrolls when the
/// window is small.
///
/// Keys: the scrolling keys of `TextPanel`; Esc, Enter or `q` close.
public struct AboutScreen: Screen {
    /// The version shown (`orbiting --version`).
    public let version: String
    /// The scroll position.
    public private(set) var panel = TextPanel()

    /// About for this `version` of Orbiting.
    public init(version: String) {
        self.version = version
    }

    /// Handles one key.
    public mutating func handle(_ key: KeyEvent) -> [AppEffect] {
        if panel.scroll(key) { return [] }
        switch key {
        case .escape, .enter, .text("q"), .text("Q"): return [.close]
        default: return []
        }
    }

    /// Re-wraps the page for the window and keeps the scroll position in range.
    public mutating func prepare(for context: RenderContext) {
        panel.prepare(rowCount: rows(context).count, height: context.size.rows)
    }

    /// Draws the page.
    public func render(into frame: inout ScreenBuffer, context: RenderContext) {
        panel.render(
            title: context.l10n("about.title"), rows: rows(context),
            status: "Esc " + context.l10n("common.back"), into: &frame, context: context)
    }

    /// The page in the language of `l10n`.
    public func blocks(_ l10n: Localizer) -> [PanelBlock] {
        [
            .paragraph(l10n("about.body")), .blank,
            .paragraph(l10n("about.credit")), .blank,
            .note(l10n("about.version", ["version": version])),
        ]
    }

    private func rows(_ context: RenderContext) -> [PanelRow] {
        PanelLayout.rows(blocks(context.l10n), width: context.size.columns)
    }
}
