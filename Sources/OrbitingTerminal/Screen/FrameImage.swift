import OrbitingText

/// A picture placed over a frame's cells on a graphics terminal: the big text in the
/// window's real pixels, drawn in two colours with the coverage between them.
///
/// The cells it covers stay in the frame (blank, in the background colour), so the status
/// row and panels around it are cells as ever, and a terminal that loses the picture shows
/// a blank area rather than stale text.
public struct FrameImage: Sendable, Equatable {
    /// The frame row of the picture's top edge.
    public var row: Int
    /// The frame column of its left edge.
    public var column: Int
    /// Cells it covers across.
    public var columns: Int
    /// Cells it covers down.
    public var rows: Int
    /// The text's coverage, `columns × rows` cells of pixels.
    public var picture: CoveragePicture
    /// The text colour (coverage 255).
    public var ink: RGBColor
    /// The background colour (coverage 0).
    public var paper: RGBColor
    /// Bars painted over the text in `markColor` (the edit position).
    public var marks: [PixelRect]
    /// The colour of `marks`.
    public var markColor: RGBColor

    /// A picture at (`row`, `column`) covering `columns` × `rows` cells.
    public init(
        row: Int, column: Int, columns: Int, rows: Int, picture: CoveragePicture, ink: RGBColor,
        paper: RGBColor, marks: [PixelRect] = [], markColor: RGBColor? = nil
    ) {
        self.row = row
        self.column = column
        self.columns = columns
        self.rows = rows
        self.picture = picture
        self.ink = ink
        self.paper = paper
        self.marks = marks
        self.markColor = markColor ?? ink
    }
}
