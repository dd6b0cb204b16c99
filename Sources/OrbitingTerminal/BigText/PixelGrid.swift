/// The target pixels of one terminal cell: how many each way and their shape.
///
/// For block characters it is the style's sub-pixels (`PixelStyle.grid`: cells are taken as
/// twice as tall as wide); on a graphics terminal it is the cell's real pixels
/// (`PixelGrid(cell:)`, square). The fit and the raster both work on this grid, so what is
/// measured is what is drawn in either case.
public struct PixelGrid: Sendable, Hashable {
    /// Pixel columns in one cell.
    public let columnsPerCell: Int
    /// Pixel rows in one cell.
    public let rowsPerCell: Int
    /// A pixel's height over its width: `aspectNumerator / aspectDenominator`.
    let aspectNumerator: Int
    let aspectDenominator: Int

    init(columnsPerCell: Int, rowsPerCell: Int, aspectNumerator: Int, aspectDenominator: Int) {
        self.columnsPerCell = max(1, columnsPerCell)
        self.rowsPerCell = max(1, rowsPerCell)
        self.aspectNumerator = max(1, aspectNumerator)
        self.aspectDenominator = max(1, aspectDenominator)
    }

    /// A graphics terminal's cell: `cell.width` × `cell.height` square pixels.
    public init(cell: CellPixels) {
        self.init(columnsPerCell: cell.width, rowsPerCell: cell.height, aspectNumerator: 1, aspectDenominator: 1)
    }
}

/// The size of one terminal cell in screen pixels, as the terminal reports it.
public struct CellPixels: Sendable, Hashable {
    /// Pixels across a cell.
    public var width: Int
    /// Pixels down a cell.
    public var height: Int

    /// A cell `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the size is one a picture can be drawn for (a terminal that reports 0×0, or
    /// nonsense, gets cells instead).
    public var isUsable: Bool { (2...512).contains(width) && (2...1024).contains(height) }
}

extension PixelStyle {
    /// The style's sub-pixels in a cell (cells are taken as 1 wide by 2 tall).
    public var grid: PixelGrid {
        PixelGrid(
            columnsPerCell: columnsPerCell, rowsPerCell: rowsPerCell,
            aspectNumerator: aspect.numerator, aspectDenominator: aspect.denominator)
    }
}
