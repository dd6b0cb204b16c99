import OrbitingText

extension ScreenBuffer {
    /// A buffer showing `grid` (a frame from `BigTextRenderer.grid(_:box:)`) with every cell
    /// painted `text` on `background`.
    ///
    /// - Complexity: O(`grid.width` × `grid.height`); each distinct scalar is made into a
    ///   cell (sanitized, measured) once.
    public init(grid: CellGrid, text: RGBColor?, background: RGBColor?) {
        let style = CellStyle(foreground: text, background: background)
        self.init(width: grid.width, height: grid.height, style: style)
        draw(grid, row: 0, column: 0, style: style)
    }

    /// Draws the inked cells of `grid` with its top left corner at (`row`, `column`) in
    /// `style`; blank cells of the grid leave the buffer as it was, and nothing is drawn
    /// outside the buffer.
    ///
    /// - Complexity: O(`grid.width` × `grid.height`); each distinct scalar is made into a
    ///   cell (sanitized, measured) once.
    public mutating func draw(_ grid: CellGrid, row top: Int, column left: Int, style: CellStyle) {
        var made: [UInt32: StyledCell] = [:]
        for row in 0..<grid.height where contains(row: top + row, column: 0) {
            for column in 0..<grid.width {
                let value = grid[row, column]
                guard value != CellGrid.continuationValue, value != 0x20 else { continue }
                if let cell = made[value] {
                    put(cell, row: top + row, column: left + column)
                } else {
                    let cell = StyledCell(grid.character(row: row, column: column), style: style)
                    made[value] = cell
                    put(cell, row: top + row, column: left + column)
                }
            }
        }
    }
}
