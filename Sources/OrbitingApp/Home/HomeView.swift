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
    private let fitted: FittedText

    /// Creates a view drawing with `engine`.
    public init(engine: BigTextEngine) {
        self.engine = engine
        fitted = FittedText(engine: engine)
    }

    /// Draws `home` into `frame` (the whole window), the big text turned to `orientation`
    /// (the status row stays upright for the typist).
    public func render(
        _ home: HomeState, options: FitOptions, render: RenderTarget = RenderTarget(mode: .blocks),
        orientation: Orientation = .upright,
        now: Duration, into frame: inout ScreenBuffer, context: RenderContext
    ) {
        var status = statusText(home, now: now, l10n: context.l10n)
        let rows = Self.textRows(frameHeight: frame.height, hasStatus: status != nil)
        let isPlaceholder = home.shownText.isEmpty
        let text = isPlaceholder ? context.l10n("home.placeholder") : home.shownText
        let box = Box(width: frame.width, height: max(1, rows))
        let upright = fitted.drawing(text, box: box, options: options, render: render)
        if status == nil, !isPlaceholder, frame.height > 1 {
            status = Self.largerWindowHint(upright.layout, columns: frame.width, l10n: context.l10n)
        }
        let drawing = fitted.turned(orientation) ?? upright
        let turns = !orientation.isUpright && upright.turns
        let layout = drawing.layout
        let style = isPlaceholder ? context.colors.quiet : context.colors.body
        if rows > 0 { drawing.draw(into: &frame, style: style) }
        if !home.edit.text.isEmpty, rows > 0 {
            if frame.image != nil, var bar = BigTextRenderer.pictureCaret(layout, box: box, offset: home.edit.cursor) {
                if turns, let size = drawing.pictureSize {
                    bar = bar.turned(orientation, width: size.width, height: size.height)
                }
                frame.image?.marks = [bar]
                frame.image?.markColor =
                    context.colors.accent ?? context.colors.text ?? RGBColor(red: 0, green: 0, blue: 0)
            } else if var caret = BigTextRenderer.caret(layout, box: box, offset: home.edit.cursor) {
                if turns {
                    caret.row = Orientation.flip(
                        caret.row, length: caret.height, count: rows, when: orientation.flipsRows)
                    caret.column = Orientation.flip(caret.column, count: frame.width, when: orientation.flipsColumns)
                }
                var bar = style
                context.colors.markCaret(&bar)
                for row in caret.row..<min(rows, caret.row + caret.height) {
                    if drawing.mode == .smooth {
                        frame.put(" ", row: row, column: caret.column, style: bar)  // a whole cell, not half
                    } else {
                        frame.restyle(row: row, column: caret.column, context.colors.markCaret)
                    }
                }
            }
        }
        if let status, frame.height > 0 {
            let row = frame.height - 1
            let line = TextFitter.fitted(status, columns: frame.width)
            frame.write(
                line, row: row, column: max(0, (frame.width - DisplayWidth.of(line)) / 2),
                style: context.colors.statusRow)
        }
    }

    /// When `layout` is plain text (no glyph size fits): the hint to make the window larger
    /// for big letters, its short form when the long one does not fit `columns`; else nil.
    public static func largerWindowHint(_ layout: BigTextLayout, columns: Int, l10n: Localizer) -> String? {
        guard layout.mode == .text, !layout.lines.isEmpty else { return nil }
        let hint = l10n("fit.larger")
        return DisplayWidth.of(hint) <= columns ? hint : l10n("fit.larger.short")
    }

    /// The rows the message is fitted in: all but the status row, which is kept even while
    /// it is empty, so that a hint coming or going (Enter's "Kept") never refits the
    /// message; a window of one row gives it to the status only while there is one.
    public static func textRows(frameHeight: Int, hasStatus: Bool) -> Int {
        frameHeight > 1 ? frameHeight - 1 : (hasStatus ? 0 : frameHeight)
    }

    /// The status row's text, or nil when it is hidden (while typing, unless Home is published
    /// to a room or served to browsers: then the room and its connection, the browsers' URL).
    public func statusText(_ home: HomeState, now: Duration, l10n: Localizer) -> String? {
        // "Wrong phrase" after a wrong try, until the next key.
        if let kiosk = home.kiosk { return l10n(kiosk.wasWrong ? "kiosk.wrong" : "kiosk.locked") }
        if let search = home.edit.search {
            return l10n(
                search.failed ? "home.searchFailed" : "home.search",
                ["query": TextSanitizer.sanitize(search.query, mode: .singleLine)])
        }
        if let notice = home.notice, now < notice.until { return notice.text(l10n) }
        let idle = home.shownText.isEmpty ? l10n("home.hint.idle") : nil
        let parts = [idle, home.room?.text(l10n), home.web?.text(l10n)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

}
