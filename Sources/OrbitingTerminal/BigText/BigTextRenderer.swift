/// Draws a fitted layout as rows of terminal text.
///
/// The frame is the box: `box.width` columns and the box's height in rows (for an
/// unbounded box, the block plus its margins). The block is centred vertically; each line
/// is centred or flush left. Nothing is drawn outside the box.
public enum BigTextRenderer {
    /// The frame as a grid of cells.
    public static func grid(_ layout: BigTextLayout, box: Box) -> CellGrid {
        let width = max(1, box.width)
        let height = box.height.map { max(1, $0) } ?? (layout.rows + 2 * layout.margin)
        var grid = CellGrid(width: width, height: height)
        let top = top(layout)
        switch layout.mode {
        case .glyphs(let style):
            drawGlyphs(layout, style: style, top: top, into: &grid)
        case .text:
            drawText(layout, top: top, into: &grid)
        case .picture:
            break  // the picture covers the cells (see `picture(_:box:)`)
        }
        return grid
    }

    /// The frame's rows as characters, each row exactly `box.width` cells; the second cell
    /// of a wide character holds `CellGrid.continuation`.
    public static func cells(_ layout: BigTextLayout, box: Box) -> [[Character]] {
        grid(layout, box: box).characterRows
    }

    /// The frame as printable lines: trailing spaces and trailing blank rows removed.
    public static func lines(_ layout: BigTextLayout, box: Box) -> [String] {
        grid(layout, box: box).printableLines
    }

    /// The first row of the text block: centred in the box, inside the margin.
    static func top(_ layout: BigTextLayout) -> Int {
        let innerHeight = layout.inner.height ?? layout.rows
        return layout.margin + max(0, (innerHeight - layout.rows) / 2)
    }

    /// The first column of a line `columns` wide, as the alignment places it.
    static func left(_ layout: BigTextLayout, columns: Int) -> Int {
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
        let perRow = style.rowsPerCell, perColumn = style.columnsPerCell
        // Only as many rows of cells as the grid shows (a forced size may make the block far
        // taller than the frame).
        let cellColumns = max(layout.inner.width, layout.columns)
        let shownRows = max(0, min(layout.rows, grid.height - top))
        let canvas = blockCanvas(layout, grid: style.grid, rows: shownRows)
        let scalars = (0..<(1 << (perRow * perColumn))).map {
            style.character(for: $0).unicodeScalars.first?.value ?? 0x20
        }
        let visibleColumns = min(cellColumns, grid.width - layout.margin)
        for cellRow in 0..<shownRows where top + cellRow >= 0 && top + cellRow < grid.height {
            let bits = canvas.cellBits(
                row: cellRow, columns: visibleColumns, columnsPerCell: perColumn, rowsPerCell: perRow)
            grid.fill(row: top + cellRow, from: layout.margin, with: bits) { $0 == 0 ? nil : scalars[$0] }
        }
    }

    /// The block's pixels on `grid`: as wide as the box's inner area or the widest line,
    /// `rows` cells tall; each glyph inked whole or, for an antialiased layout, by coverage.
    static func blockCanvas(_ layout: BigTextLayout, grid: PixelGrid, rows: Int) -> PixelCanvas {
        let cellColumns = max(layout.inner.width, layout.columns)
        var canvas = PixelCanvas(width: cellColumns * grid.columnsPerCell, height: rows * grid.rowsPerCell)
        if let fonts = layout.outlineFonts {
            drawOutlines(layout, fonts: fonts, grid: grid, antialiased: layout.antialiased, into: &canvas)
        } else {
            drawBitmaps(layout, grid: grid, into: &canvas)
        }
        return canvas
    }

    /// Bitmap-font glyphs, resampled to the size; lines below the canvas are not drawn.
    private static func drawBitmaps(_ layout: BigTextLayout, grid: PixelGrid, into canvas: inout PixelCanvas) {
        let scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, grid: grid)
        let rowSources = scale.rowSources()
        let perColumn = grid.columnsPerCell
        for (number, line) in layout.lines.enumerated() where number * layout.size < canvas.height {
            let source = lineBitmap(layout, line)
            let pixelWidth = scale.pixels(forFontWidth: line.width)
            let columns = (layout.pixelWidth(line: number, scale: scale) + perColumn - 1) / perColumn
            let x0 = (left(layout, columns: columns) - layout.margin) * perColumn
            let columnSources = scale.columnSources(count: pixelWidth)
            for piece in shiftedPieces(layout, line: number, sources: columnSources) {
                for (ty, rows) in rowSources.enumerated() {
                    canvas.drawRow(
                        y: number * layout.size + ty, x0: x0 + piece.columns.lowerBound + piece.shift, from: source,
                        rows: rows, columns: Array(columnSources[piece.columns]))
                }
            }
        }
    }

    /// The target columns of a bitmap line cut where the word spacing moves the words after a
    /// gap, each piece with its shift: a column goes with the cluster whose font columns it
    /// reaches last.
    private static func shiftedPieces(
        _ layout: BigTextLayout, line number: Int, sources: [Range<Int>]
    ) -> [(columns: Range<Int>, shift: Int)] {
        let line = layout.lines[number]
        guard layout.wordSpacing.extra(line: number) > 0 else { return [(sources.indices, 0)] }
        var pieces: [(columns: Range<Int>, shift: Int)] = []
        var start = 0, column = 0, pieceStart = 0, shift = 0
        for (index, cluster) in layout.paragraphs[line.paragraph][line.clusters].enumerated() {
            let moved = layout.wordSpacing.shift(line: number, cluster: index)
            if moved != shift {
                while column < sources.count && sources[column].upperBound <= start { column += 1 }
                if column > pieceStart { pieces.append((pieceStart..<column, shift)) }
                pieceStart = column
                shift = moved
            }
            start += cluster.width
        }
        pieces.append((pieceStart..<sources.count, shift))
        return pieces
    }

    /// One line's glyphs side by side, in font pixels, cut to the layout's band of rows.
    private static func lineBitmap(_ layout: BigTextLayout, _ line: WrappedLine) -> Bitmap {
        var source = Bitmap(width: line.width, height: layout.fontHeight)
        var x = 0
        for cluster in layout.paragraphs[line.paragraph][line.clusters] {
            source.copyRows(of: cluster.bitmap, toX: x, fromRow: layout.glyphTop)
            x += cluster.width
        }
        return source
    }
}
