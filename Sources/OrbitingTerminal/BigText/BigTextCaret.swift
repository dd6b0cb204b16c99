/// Where the edit position falls in a drawn frame: a bar one cell wide, as tall as the text
/// line it is on, so that editing in the middle of a message shows where the keys go.
public struct BigTextCaret: Sendable, Equatable {
    /// The frame row of the bar's top.
    public var row: Int
    /// The frame column of the bar.
    public var column: Int
    /// The bar's height in rows.
    public var height: Int

    /// Creates a caret.
    public init(row: Int, column: Int, height: Int) {
        self.row = row
        self.column = column
        self.height = height
    }
}

extension BigTextRenderer {
    /// The caret before the character at `offset` (a count of characters from the start of
    /// the text laid out, line breaks included), as `grid(_:box:)` draws the layout; nil
    /// when the layout has no lines.
    ///
    /// Measured with the same scale as the drawing, so the bar lands between the glyphs
    /// it separates. An offset past the end puts the bar after the last character.
    /// - Complexity: O(n) in the number of characters.
    public static func caret(_ layout: BigTextLayout, box: Box, offset: Int) -> BigTextCaret? {
        guard let location = caretLocation(layout, offset: offset) else { return nil }
        let number = location.number, before = location.before
        let line = layout.lines[number]
        let top = top(layout)
        let width = max(1, box.width)
        switch layout.mode {
        case .text:
            let column = left(layout, columns: line.width) + before
            return BigTextCaret(row: top + number, column: min(column, width - 1), height: 1)
        case .glyphs(let style):
            let scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, grid: style.grid)
            let lineColumns =
                (layout.pixelWidth(line: number, scale: scale) + style.columnsPerCell - 1) / style.columnsPerCell
            let moved = scale.pixels(forFontWidth: before) + location.shift
            let column = left(layout, columns: lineColumns) + moved / style.columnsPerCell
            let first = top + number * layout.size / style.rowsPerCell
            let last = top + ((number + 1) * layout.size + style.rowsPerCell - 1) / style.rowsPerCell
            return BigTextCaret(row: first, column: min(column, width - 1), height: max(1, last - first))
        case .picture(let cell):
            // In pixels, as `picture(_:box:)` places the block; then the cells it falls in.
            guard
                let bar = pictureCaret(
                    layout, box: box, number: number, before: before, shift: location.shift, cell: cell)
            else {
                return nil
            }
            let first = bar.y / cell.height, last = (bar.y + bar.height + cell.height - 1) / cell.height
            return BigTextCaret(row: first, column: min(bar.x / cell.width, width - 1), height: max(1, last - first))
        }
    }
}

extension BigTextRenderer {
    /// The line the character at `offset` is on, the font units before it on that line, and
    /// the pixels the word spacing moves it right.
    static func caretLocation(_ layout: BigTextLayout, offset: Int) -> (number: Int, before: Int, shift: Int)? {
        guard !layout.paragraphs.isEmpty else { return nil }
        var remaining = max(0, offset)
        var paragraph = 0
        while paragraph < layout.paragraphs.count - 1 && remaining > layout.paragraphs[paragraph].count {
            remaining -= layout.paragraphs[paragraph].count + 1
            paragraph += 1
        }
        let index = min(remaining, layout.paragraphs[paragraph].count)
        guard
            let number = layout.lines.indices.last(where: {
                layout.lines[$0].paragraph == paragraph && layout.lines[$0].clusters.lowerBound <= index
            })
        else { return nil }
        let line = layout.lines[number]
        let end = max(line.clusters.lowerBound, min(index, line.clusters.upperBound))
        let before = layout.paragraphs[paragraph][line.clusters.lowerBound..<end].reduce(0) { $0 + $1.width }
        let position = end - line.clusters.lowerBound
        let shift =
            position < line.clusters.count
            ? layout.wordSpacing.shift(line: number, cluster: position) : layout.wordSpacing.extra(line: number)
        return (number, before, shift)
    }
}
