import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// Draws Home: the message as big as the window allows, the edit position as a bar in the
/// accent colour, the placeholder when empty, and one status row below (empty while typing).
///
/// Keeps the last layout, so a frame that only recolours (the flash) or moves the edit
/// position does not fit the message again.
public final class HomeView {
    /// The block-letter engine.
    public let engine: BigTextEngine
    private var cache: (text: String, box: Box, options: FitOptions, layout: BigTextLayout, grid: CellGrid)?

    /// Creates a view drawing with `engine`.
    public init(engine: BigTextEngine) {
        self.engine = engine
    }

    /// Draws `home` into `frame` (the whole window).
    public func render(_ home: HomeState, options: FitOptions, now: Duration, into frame: inout ScreenBuffer,
                       context: RenderContext) {
        let status = statusText(home, now: now, l10n: context.l10n)
        let rows = Self.textRows(frameHeight: frame.height, hasStatus: status != nil)
        let isPlaceholder = home.shownText.isEmpty
        let text = isPlaceholder ? context.l10n("home.placeholder") : home.shownText
        let box = Box(width: frame.width, height: max(1, rows))
        let (layout, grid) = fitted(text, box: box, options: options)
        let style = isPlaceholder ? context.colors.quiet : context.colors.body
        if rows > 0 { frame.draw(grid, row: 0, column: 0, style: style) }
        if !home.edit.text.isEmpty, rows > 0, let caret = BigTextRenderer.caret(layout, box: box, offset: home.edit.cursor) {
            for row in caret.row..<min(rows, caret.row + caret.height) {
                frame.restyle(row: row, column: caret.column, context.colors.markCaret)
            }
        }
        if let status, frame.height > 0 {
            let row = frame.height - 1
            let line = TextFitter.fitted(status, columns: frame.width)
            frame.write(line, row: row, column: max(0, (frame.width - DisplayWidth.of(line)) / 2),
                        style: context.colors.statusRow)
        }
    }

    /// The rows the message is fitted in: all but the status row, which is kept even while
    /// it is empty, so that a hint coming or going (Enter's "Kept") never refits the
    /// message; a window of one row gives it to the status only while there is one.
    public static func textRows(frameHeight: Int, hasStatus: Bool) -> Int {
        frameHeight > 1 ? frameHeight - 1 : (hasStatus ? 0 : frameHeight)
    }

    /// The status row's text, or nil when it is hidden (while typing).
    public func statusText(_ home: HomeState, now: Duration, l10n: Localizer) -> String? {
        if let search = home.edit.search {
            return l10n(search.failed ? "home.searchFailed" : "home.search", ["query": TextSanitizer.sanitize(search.query, mode: .singleLine)])
        }
        if let notice = home.notice, now < notice.until { return notice.text(l10n) }
        return home.shownText.isEmpty ? l10n("home.hint.idle") : nil
    }

    private func fitted(_ text: String, box: Box, options: FitOptions) -> (BigTextLayout, CellGrid) {
        if let cache, cache.text == text, cache.box == box, cache.options == options {
            return (cache.layout, cache.grid)
        }
        let layout = engine.layout(text, in: box, options: options)
        let grid = BigTextRenderer.grid(layout, box: box)
        cache = (text, box, options, layout, grid)
        return (layout, grid)
    }
}
