/// The block character each block character becomes when its pixels are flipped: one table
/// per way of flipping, made from every glyph style's own patterns (`PixelStyle`), so every
/// style's characters turn with the same pixels they draw.
enum TurnedBlocks {
    /// For flipped rows, columns, or both: scalar → scalar, for every block character a style
    /// draws. Characters not listed (plain text, spaces) stay as they are.
    static func table(flipsRows: Bool, flipsColumns: Bool) -> [UInt32: UInt32] {
        switch (flipsRows, flipsColumns) {
        case (false, false): return [:]
        case (true, false): return rowsFlipped
        case (false, true): return columnsFlipped
        case (true, true): return bothFlipped
        }
    }

    private static let rowsFlipped = make(flipsRows: true, flipsColumns: false)
    private static let columnsFlipped = make(flipsRows: false, flipsColumns: true)
    private static let bothFlipped = make(flipsRows: true, flipsColumns: true)

    private static func make(flipsRows: Bool, flipsColumns: Bool) -> [UInt32: UInt32] {
        var table: [UInt32: UInt32] = [:]
        for style in PixelStyle.allCases {
            let columns = style.columnsPerCell, rows = style.rowsPerCell
            for bits in 0..<(1 << (columns * rows)) {
                let turned = flipped(
                    bits, columns: columns, rows: rows, flipsRows: flipsRows, flipsColumns: flipsColumns)
                guard let from = style.character(for: bits).unicodeScalars.first?.value,
                    let to = style.character(for: turned).unicodeScalars.first?.value, from != to
                else { continue }
                table[from] = to
            }
        }
        return table
    }

    /// `bits` (row-major from the top left, as `PixelStyle.character(for:)` reads them) with
    /// the rows and columns of the cell flipped.
    static func flipped(_ bits: Int, columns: Int, rows: Int, flipsRows: Bool, flipsColumns: Bool) -> Int {
        var result = 0
        for row in 0..<rows {
            for column in 0..<columns where bits & (1 << (row * columns + column)) != 0 {
                let r = flipsRows ? rows - 1 - row : row
                let c = flipsColumns ? columns - 1 - column : column
                result |= 1 << (r * columns + c)
            }
        }
        return result
    }
}
