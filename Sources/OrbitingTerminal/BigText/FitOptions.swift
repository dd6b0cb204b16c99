/// The box a message is fitted into, in terminal cells.
public struct Box: Sendable, Equatable {
    /// Columns.
    public var width: Int
    /// Rows; nil means unbounded (the block is as tall as the text needs).
    public var height: Int?

    /// Creates a box; a `height` of nil is unbounded.
    public init(width: Int, height: Int?) {
        self.width = width
        self.height = height
    }
}

/// Horizontal placement of each line.
public enum Alignment: String, CaseIterable, Sendable {
    /// Each line centred.
    case center
    /// Each line flush left.
    case left
}

/// How a message is fitted and drawn.
public struct FitOptions: Sendable, Equatable {
    /// How glyph pixels become cells.
    public var style: PixelStyle = .half
    /// Blank cells kept on every side (reduced when the box is too small for it).
    public var margin: Int = 1
    /// Horizontal placement of lines.
    public var alignment: Alignment = .center
    /// Draw at exactly this size (pixel rows a text line), even when it overflows.
    public var forcedSize: Int?
    /// The largest size allowed, as a percentage of the box height (10–100).
    public var maximumSizePercent: Int = 100
    /// On a graphics terminal, its cell's pixels: the text is fitted and drawn in the
    /// window's real pixels (a picture) instead of `style`'s sub-pixels.
    public var cellPixels: CellPixels?
    /// Whether glyph edges are drawn with each pixel's coverage (grey levels) rather than
    /// on or off: smooth cells and pictures.
    public var antialiased: Bool = false
    /// Cell styles with more pixel rows than `style`, tried in order when the message does not
    /// fit in `style` at its script's smallest legible size (see `RenderChoice.denserCellStyles`),
    /// before plain text. Empty by default.
    public var denserStyles: [PixelStyle] = []

    /// The pixels the text is fitted on: the cell's real pixels, else the style's.
    public var grid: PixelGrid { cellPixels.map(PixelGrid.init(cell:)) ?? style.grid }

    /// The default options: half blocks, a margin of 1, centred.
    public init(
        style: PixelStyle = .half, margin: Int = 1, alignment: Alignment = .center,
        forcedSize: Int? = nil, maximumSizePercent: Int = 100
    ) {
        self.style = style
        self.margin = margin
        self.alignment = alignment
        self.forcedSize = forcedSize
        self.maximumSizePercent = maximumSizePercent
    }
}
