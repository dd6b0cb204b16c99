/// A grey picture of the big text: each pixel's ink coverage, 0 (background) to 255 (text),
/// row-major. Colours are given only when it is shown (`FrameImage`), so one picture serves
/// every theme and the flash.
public struct CoveragePicture: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Row-major coverage, `width × height` values.
    public private(set) var values: [UInt8]

    /// A blank picture `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        values = Array(repeating: 0, count: self.width * self.height)
    }

    /// A picture of the given values (padded or cut to `width × height`).
    public init(width: Int, height: Int, values: [UInt8]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        if values.count == count {
            self.values = values
        } else {
            self.values = Array(values.prefix(count)) + Array(repeating: 0, count: max(0, count - values.count))
        }
    }

    /// The coverage at (`x`, `y`); 0 outside the picture.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return values[y * width + x]
    }

    /// Copies `canvas` with its top-left pixel at (`x`, `y`); what falls outside is cut.
    mutating func paste(_ canvas: PixelCanvas, x: Int, y: Int) {
        let columns = max(0, x)..<min(width, x + canvas.width)
        guard !columns.isEmpty else { return }
        let width = self.width
        canvas.pixels.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { target in
                guard let source = source.baseAddress, let target = target.baseAddress else { return }
                for row in max(0, -y)..<max(max(0, -y), min(canvas.height, height - y)) {
                    let from = row * canvas.width - x, to = (y + row) * width
                    (target + to + columns.lowerBound).update(
                        from: source + from + columns.lowerBound,
                        count: columns.count)
                }
            }
        }
    }
}

extension BigTextRenderer {
    /// The frame's big text as a picture on the layout's pixel grid: the whole box, `box.width`
    /// cells across and its rows down, with the block centred as `grid(_:box:)` places it
    /// (to the pixel, vertically, for a picture layout). Nil for plain text.
    ///
    /// Smooth cells read it two pixels a cell (half blocks); a graphics terminal is sent it
    /// whole (`FrameImage`).
    public static func picture(_ layout: BigTextLayout, box: Box) -> CoveragePicture? {
        guard let grid = layout.mode.grid else { return nil }
        let width = max(1, box.width)
        let height = box.height.map { max(1, $0) } ?? (layout.rows + 2 * layout.margin)
        var picture = CoveragePicture(width: width * grid.columnsPerCell, height: height * grid.rowsPerCell)
        let origin = pictureOrigin(layout, grid: grid, boxRows: height)
        let shownRows = max(0, min(layout.rows, (picture.height - origin.y + grid.rowsPerCell - 1) / grid.rowsPerCell))
        picture.paste(blockCanvas(layout, grid: grid, rows: shownRows), x: origin.x, y: origin.y)
        return picture
    }

    /// Where the block's top-left pixel goes in the box's picture: after the margin, and
    /// centred vertically (by whole cells for block letters, by pixels for a picture).
    static func pictureOrigin(_ layout: BigTextLayout, grid: PixelGrid, boxRows: Int) -> (x: Int, y: Int) {
        let x = layout.margin * grid.columnsPerCell
        guard case .picture = layout.mode else { return (x, top(layout) * grid.rowsPerCell) }
        let inner = (layout.inner.height ?? layout.rows) * grid.rowsPerCell
        let block = layout.lines.count * layout.size
        return (x, layout.margin * grid.rowsPerCell + max(0, (inner - block) / 2))
    }

    /// The edit position in a picture layout, in the box picture's pixels: a bar's left
    /// edge, top and height, for line `number` with `before` font units before it and its
    /// word spacing `shift`.
    static func pictureCaret(
        _ layout: BigTextLayout, box: Box, number: Int, before: Int, shift: Int,
        cell: CellPixels
    ) -> (x: Int, y: Int, height: Int)? {
        let grid = PixelGrid(cell: cell)
        let boxRows = box.height.map { max(1, $0) } ?? (layout.rows + 2 * layout.margin)
        let origin = pictureOrigin(layout, grid: grid, boxRows: boxRows)
        let scale = GlyphScale(fontHeight: layout.fontHeight, size: layout.size, grid: grid)
        let lineColumns =
            (layout.pixelWidth(line: number, scale: scale) + grid.columnsPerCell - 1) / grid.columnsPerCell
        let x0 = (left(layout, columns: lineColumns) - layout.margin) * grid.columnsPerCell
        return (
            origin.x + x0 + scale.pixels(forFontWidth: before) + shift, origin.y + number * layout.size, layout.size
        )
    }

    /// The caret of `caret(_:box:offset:)` as a bar in the box picture's pixels, for a
    /// picture layout; nil otherwise.
    public static func pictureCaret(_ layout: BigTextLayout, box: Box, offset: Int) -> PixelRect? {
        guard case .picture(let cell) = layout.mode, let location = caretLocation(layout, offset: offset),
            let bar = pictureCaret(
                layout, box: box, number: location.number, before: location.before, shift: location.shift, cell: cell)
        else { return nil }
        let thickness = max(2, cell.width / 3)
        return PixelRect(x: max(0, bar.x - thickness / 2), y: bar.y, width: thickness, height: bar.height)
    }
}

/// A rectangle of pixels in a picture.
public struct PixelRect: Sendable, Hashable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
