extension ScreenBuffer {
    /// A buffer showing `grid` (a frame from `BigTextRenderer.grid(_:box:)`) with every cell
    /// painted `text` on `background`.
    ///
    /// - Complexity: O(`grid.width` × `grid.height`).
    public init(grid: CellGrid, text: RGBColor?, background: RGBColor?) {
        let style = CellStyle(foreground: text, background: background)
        self.init(width: grid.width, height: grid.height, style: style)
        for (row, characters) in grid.characterRows.enumerated() {
            for (column, character) in characters.enumerated() where character != CellGrid.continuation && character != " " {
                put(character, row: row, column: column, style: style)
            }
        }
    }
}
