import OrbitingTerminal
import OrbitingText

/// What `orbiting show` prints and `show --follow` draws, made one way: the message fitted to
/// its box (an unbounded box capped), and a drawing as printed bytes.
public enum ShowFrame {
    /// The most cells an unbounded (`Wx0`) frame may have: 2 million, so its memory and
    /// output stay a few megabytes whatever the width and the message.
    static let unboundedCells = TerminalSize.largestCells

    /// The most rows of an unbounded frame `width` columns wide: 10 000, and fewer for a
    /// frame wider than 200 columns (`unboundedCells` in all).
    static func unboundedRows(width: Int) -> Int {
        min(TerminalSize.largestSide, max(1, unboundedCells / max(1, width)))
    }

    /// Fits `message` into `box`. An unbounded box grows as tall as the block needs, up to
    /// `unboundedRows`; a block taller than that is fitted into a box of that height instead
    /// (smaller letters, or cut), so a frame never outgrows its cap.
    public static func fit(_ message: String, engine: BigTextEngine, in box: Box, options: FitOptions) -> (
        BigTextLayout, Box
    ) {
        let layout = layoutBounded(message, engine: engine, in: box, options: options)
        guard box.height == nil else { return (layout, box) }
        let cap = unboundedRows(width: box.width)
        guard layout.rows + 2 * layout.margin > cap else { return (layout, box) }
        let capped = Box(width: box.width, height: cap)
        return (layoutBounded(message, engine: engine, in: capped, options: options), capped)
    }

    /// `engine.layout` of `message`, shaping no more of it than `box` could show, so memory
    /// follows the box and not the input. A first try with just more than plain text can
    /// show (`box` full, and one more row, so the last row's words are decided as with the
    /// whole message): when that is plain text, so is the whole message, and its rows are the
    /// same; when it is glyphs, the most any glyphs could show.
    static func layoutBounded(_ message: String, engine: BigTextEngine, in box: Box, options: FitOptions)
        -> BigTextLayout
    {
        guard let height = box.height else { return engine.layout(message, in: box, options: options) }
        let plainLimit = box.width * (height + 1)
        let small = visiblePrefix(message, limit: plainLimit)
        if small.utf8.count < message.utf8.count {
            let layout = engine.layout(small, in: box, options: options)
            if layout.mode == .text { return layout }
        }
        return engine.layout(
            visiblePrefix(message, limit: box.width * height * glyphsPerCellAtMost), in: box, options: options)
    }

    /// The most glyphs a cell can ever hold: every glyph is at least one sub-pixel wide, every
    /// line at least one tall, and the finest style has 2×4 sub-pixels a cell.
    static let glyphsPerCellAtMost = 8

    /// `message` up to its `limit + 1`th visible character (one that takes a column, or a
    /// line break); whole when it has no more than `limit`.
    static func visiblePrefix(_ message: String, limit: Int) -> String {
        // Fewer bytes than the limit means fewer characters.
        guard message.utf8.count > limit else { return message }
        var visible = 0
        for index in message.indices {
            let character = message[index]
            if character.isNewline || DisplayWidth.of(String(character)) > 0 { visible += 1 }
            if visible > limit { return String(message[...index]) }
        }
        return message
    }

    /// A drawing as `show` prints it, in UTF-8: block characters as `frameBytes`; smooth
    /// cells as rows of coloured half blocks (block characters without colour); a picture
    /// inline at the cursor, in room made for it, with the cursor left on the line below it
    /// (as `kitty icat` does).
    ///
    /// Bytes, not text: the frame goes straight to standard output, and making it a string
    /// first checked all of its UTF-8 once more (a tenth of the drawing in a `show`).
    public static func frameOutput(_ drawing: BigTextDrawing, colors: ThemeResolution) -> [UInt8] {
        let box = drawing.box
        switch drawing.mode {
        case .blocks:
            return frameBytes(drawing.cellGrid, colors: colors)
        case .smooth:
            guard colors.depth != .none else { return drawing.cellGrid.printableBytes }
            let style = CellStyle(foreground: colors.palette.text, background: colors.palette.background)
            var frame = ScreenBuffer(width: box.width, height: drawing.cellGrid.height, style: style)
            drawing.draw(into: &frame, style: style)
            return Array(frame.styledRows(depth: colors.depth).map { $0 + "\n" }.joined(by: "").utf8)
        case .kitty, .sixel, .iterm2:
            let palette = colors.palette
            var frame = ScreenBuffer(width: box.width, height: drawing.cellGrid.height)
            drawing.draw(into: &frame, style: CellStyle(foreground: palette.text, background: palette.background))
            guard let image = frame.image, let graphics = drawing.mode.graphics,
                let picture = graphics.pictureBytes(image)
            else { return frameBytes(drawing.cellGrid, colors: colors) }
            let rows = image.rows
            // Room first (the screen scrolls as needed), then back to its top line.
            var out = String(repeating: "\n", count: rows) + "\r" + ControlSequence.cursorUp(rows)
            out += ControlSequence.saveCursor + String(decoding: picture, as: UTF8.self) + ControlSequence.restoreCursor
            // Below it by line feeds, not a cursor movement: a picture as tall as the window
            // scrolls up with its text, and the next line is never under it.
            return Array((out + String(repeating: "\n", count: rows) + "\r").utf8)
        }
    }

    /// The frame as printed, in UTF-8: trimmed lines without colour; with colour, every row of
    /// the box painted in the theme, so the background forms the whole sign.
    static func frameBytes(_ grid: CellGrid, colors: ThemeResolution) -> [UInt8] {
        guard colors.depth != .none else {
            return grid.printableBytes
        }
        return Array((0..<grid.height).map { colors.paint(grid.text(ofRow: $0)) + "\n" }.joined(by: "").utf8)
    }
}
