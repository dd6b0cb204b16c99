/// Draws a fitted layout as rows of terminal text.
///
/// The frame is the box: `box.width` columns and the box's height in rows (for an
/// unbounded box, the block plus its margins). The block is centred vertically; each line
/// is centred or flush left. Nothing is drawn outside the box.
public enum BigTextRenderer {
    /// The frame's rows, each exactly `box.width` cells (wide characters count two).
    public static func cells(_ layout: BigTextLayout, box: Box) -> [[Character]] {
        let width = max(1, box.width)
        let height = box.height.map { max(1, $0) } ?? (layout.rows + 2 * layout.margin)
        var grid = CellGrid(width: width, height: height)
        let innerHeight = layout.inner.height ?? layout.rows
        let top = layout.margin + max(0, (innerHeight - layout.rows) / 2)
        switch layout.mode {
        case .glyphs(let style):
            drawGlyphs(layout, style: style, top: top, into: &grid)
        case .text:
            drawText(layout, top: top, into: &grid)
        }
        return grid.rows
    }

    /// The frame as printable lines: trailing spaces and trailing blank rows removed.
    public static func lines(_ layout: BigTextLayout, box: Box) -> [String] {
        var lines = cells(layout, box: box).map { row -> String in
            var text = String(row.filter { $0 != CellGrid.continuation })
            while text.last == " " { text.removeLast() }
            return text
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func left(_ layout: BigTextLayout, columns: Int) -> Int {
        switch layout.alignment {
        case .left: return layout.margin
        case .center: return layout.margin + max(0, (layout.inner.width - columns) / 2)
        }
    }

    private static func drawText(_ layout: BigTextLayout, top: Int, into grid: inout CellGrid) {
        for (number, line) in layout.lines.enumerated() {
            var characters = layout.paragraphs[line.paragraph][line.clusters].map { ($0.character, $0.width) }
            if layout.truncated && number == layout.lines.count - 1 { characters.append(("…", 1)) }
            var column = left(layout, columns: line.width)
            for (character, width) in characters {
                grid.put(character, width: width, row: top + number, column: column)
                column += width
            }
        }
    }

    private static func drawGlyphs(_ layout: BigTextLayout, style: PixelStyle, top: Int, into grid: inout CellGrid) {
        let scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, style: style)
        let rowSources = scale.rowSources()
        let pixelRows = layout.rows * style.rowsPerCell
        // The block's pixels, one row of cells wide enough for the widest line.
        let canvasWidth = max(layout.inner.width, layout.columns) * style.columnsPerCell
        var canvas = Bitmap(width: canvasWidth, height: pixelRows)
        for (number, line) in layout.lines.enumerated() {
            let clusters = layout.paragraphs[line.paragraph][line.clusters]
            var source = Bitmap(width: line.width, height: layout.fontHeight)
            var x = 0
            for cluster in clusters {
                source.overlay(cluster.bitmap, atX: x, y: 0)
                x += cluster.width
            }
            let pixelWidth = scale.pixels(forFontWidth: line.width)
            let columns = (pixelWidth + style.columnsPerCell - 1) / style.columnsPerCell
            let x0 = (left(layout, columns: columns) - layout.margin) * style.columnsPerCell
            let columnSources = scale.columnSources(count: pixelWidth)
            for (ty, rows) in rowSources.enumerated() {
                let y = number * layout.size + ty
                for (tx, cols) in columnSources.enumerated() where ink(source, cols, rows) {
                    canvas[x0 + tx, y] = true
                }
            }
        }
        for cellRow in 0..<layout.rows {
            for cellColumn in 0..<(canvasWidth / style.columnsPerCell) {
                var bits = 0, bit = 0
                for py in 0..<style.rowsPerCell {
                    for px in 0..<style.columnsPerCell {
                        if canvas[cellColumn * style.columnsPerCell + px, cellRow * style.rowsPerCell + py] {
                            bits |= 1 << bit
                        }
                        bit += 1
                    }
                }
                if bits != 0 {
                    grid.put(style.character(for: bits), width: 1, row: top + cellRow, column: layout.margin + cellColumn)
                }
            }
        }
    }

    private static func ink(_ bitmap: Bitmap, _ columns: Range<Int>, _ rows: Range<Int>) -> Bool {
        for y in rows {
            for x in columns where bitmap[x, y] { return true }
        }
        return false
    }
}

/// A grid of cells; a wide character fills its cell and marks the next as its continuation.
struct CellGrid {
    /// Marks the second cell of a two-column character.
    static let continuation: Character = "\u{0}"
    let width: Int
    var rows: [[Character]]

    init(width: Int, height: Int) {
        self.width = width
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Puts `character` at (`row`, `column`) when it fits inside the grid; clipped otherwise.
    mutating func put(_ character: Character, width characterWidth: Int, row: Int, column: Int) {
        guard row >= 0, row < rows.count, column >= 0, column + max(1, characterWidth) <= width else { return }
        rows[row][column] = character
        if characterWidth == 2 { rows[row][column + 1] = CellGrid.continuation }
    }
}
