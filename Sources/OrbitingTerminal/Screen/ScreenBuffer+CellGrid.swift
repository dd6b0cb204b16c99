extension ScreenBuffer {
    /// A buffer showing `grid` (a frame from `BigTextRenderer.grid(_:box:)`) with every cell
    /// painted `text` on `background`.
    ///
    /// - Complexity: O(`grid.width` × `grid.height`); each distinct scalar is made into a
    ///   cell (sanitized, measured) once.
    public init(grid: CellGrid, text: RGBColor?, background: RGBColor?) {
        let style = CellStyle(foreground: text, background: background)
        self.init(width: grid.width, height: grid.height, style: style)
        var made: [UInt32: StyledCell] = [:]
        for row in 0..<grid.height {
            for column in 0..<grid.width {
                let value = grid[row, column]
                guard value != CellGrid.continuationValue, value != 0x20 else { continue }
                if let cell = made[value] {
                    put(cell, row: row, column: column)
                } else {
                    let cell = StyledCell(grid.character(row: row, column: column), style: style)
                    made[value] = cell
                    put(cell, row: row, column: column)
                }
            }
        }
    }
}
