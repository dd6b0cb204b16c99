import OrbitingText

/// A fitted message drawn for one render mode, ready to put into frames: block characters,
/// smooth half blocks, or a picture for a graphics terminal. The one path from a layout to
/// what a frame shows, for Home, `show`, `show --follow`, the timers and the room screens.
public struct BigTextDrawing: Sendable {
    /// The layout drawn.
    public let layout: BigTextLayout
    /// The box it was fitted to.
    public let box: Box
    /// The mode it is drawn in.
    public let mode: RenderMode
    /// Block characters (blocks mode, and plain text in any mode).
    let grid: CellGrid
    /// The coverage picture: half-block pixels for smooth, the cells' real pixels for a picture.
    let picture: CoveragePicture?

    /// Fits nothing: draws `layout` (fitted to `box` with `mode.fitOptions`) in `mode`.
    public init(_ layout: BigTextLayout, box: Box, mode: RenderMode) {
        self.layout = layout
        self.box = box
        self.mode = Self.mode(of: layout, in: mode)
        grid = BigTextRenderer.grid(layout, box: box)
        picture = self.mode == .blocks ? nil : BigTextRenderer.picture(layout, box: box)
    }

    /// The mode `layout` is drawn in when `mode` was asked for: block characters for plain
    /// text, and for glyphs fitted in a denser style than smooth cells' half blocks.
    public static func mode(of layout: BigTextLayout, in mode: RenderMode) -> RenderMode {
        switch layout.mode {
        case .text: return .blocks
        case .glyphs(let style) where mode == .smooth && style != .half: return .blocks
        default: return mode
        }
    }

    /// A drawing of `layout` from cells and a picture already made (a turned one).
    init(layout: BigTextLayout, box: Box, mode: RenderMode, grid: CellGrid, picture: CoveragePicture?) {
        self.layout = layout
        self.box = box
        self.mode = mode
        self.grid = grid
        self.picture = picture
    }

    /// Fits `text` into `box` with `engine` for `target` (in cells when its picture would be
    /// too large, see `RenderTarget.fitting`) and draws it.
    public init(_ text: String, engine: BigTextEngine, box: Box, options: FitOptions, target: RenderTarget) {
        let target = target.fitting(box)
        let layout = engine.layout(text, in: box, options: target.fitOptions(options))
        self.init(layout, box: box, mode: target.mode)
    }

    /// Draws into `frame` with the box's top-left cell at (`row`, `column`), the text in
    /// `style`'s foreground over its background. Smooth cells blend the two by coverage; a
    /// picture is added to the frame's `images`, over blank cells. Without colours (NO_COLOR) smooth
    /// falls back to block characters, and a picture to black on white.
    public func draw(into frame: inout ScreenBuffer, row: Int = 0, column: Int = 0, style: CellStyle) {
        guard let picture else {
            frame.draw(grid, row: row, column: column, style: style)
            return
        }
        switch mode {
        case .smooth:
            guard let ink = style.foreground, let paper = style.background else {
                frame.draw(
                    BigTextRenderer.grid(thresholding: picture, width: grid.width), row: row, column: column,
                    style: style)
                return
            }
            frame.drawSmooth(picture, row: row, column: column, ink: ink, paper: paper, style: style)
        case .kitty, .sixel, .iterm2:
            // A sixel leaves the cursor on the line below it, which must not scroll the screen:
            // it never reaches the frame's last row.
            let rows = min(grid.height, frame.height - row - (mode == .sixel ? 1 : 0))
            guard rows > 0, case .picture(let cell) = layout.mode else { return }
            let shown =
                rows < grid.height
                ? CoveragePicture(width: picture.width, height: rows * cell.height, values: picture.values) : picture
            frame.images.append(
                FrameImage(
                    row: row, column: column, columns: grid.width, rows: rows, picture: shown,
                    ink: style.foreground ?? RGBColor(red: 0, green: 0, blue: 0),
                    paper: style.background ?? RGBColor(red: 255, green: 255, blue: 255)))
        case .blocks:
            frame.draw(grid, row: row, column: column, style: style)
        }
    }

    /// The frame's rows as text with no colour: block characters for blocks and smooth
    /// (each half block at least half covered), blank rows for a picture.
    public var cellGrid: CellGrid {
        if mode == .smooth, let picture { return BigTextRenderer.grid(thresholding: picture, width: grid.width) }
        return grid
    }
}

extension RenderTarget {
    /// `options` as this mode fits with them: half blocks with grey edges for smooth, the
    /// cell's real pixels for a picture, as they are for blocks.
    public func fitOptions(_ options: FitOptions) -> FitOptions {
        var options = options
        switch mode {
        case .blocks:
            options.denserStyles = denserStyles.filter { $0.rowsPerCell > options.style.rowsPerCell }
        case .smooth:
            options.denserStyles = denserStyles.filter { $0.rowsPerCell > PixelStyle.half.rowsPerCell }
            options.style = .half
            options.antialiased = true
        case .kitty, .sixel, .iterm2:
            options.cellPixels = cell ?? RenderChoice.assumedCell
            options.antialiased = true
        }
        return options
    }
}

extension BigTextRenderer {
    /// Half blocks from a half-block coverage picture (`width` cells across), each pixel
    /// inked when at least half covered.
    static func grid(thresholding picture: CoveragePicture, width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: picture.height / 2)
        for row in 0..<grid.height {
            let bits = (0..<min(width, picture.width)).map { x in
                (picture[x, 2 * row] >= 128 ? 1 : 0) | (picture[x, 2 * row + 1] >= 128 ? 2 : 0)
            }
            grid.fill(row: row, from: 0, with: bits) {
                $0 == 0 ? nil : PixelStyle.halfBlocks[$0].unicodeScalars.first?.value
            }
        }
        return grid
    }
}

extension ScreenBuffer {
    /// Draws a half-block coverage picture as smooth cells with its top-left at (`row`,
    /// `column`): each cell an upper half block whose foreground is the top pixel's colour and
    /// background the bottom one's, `paper` blended toward `ink` by coverage; a fully covered
    /// cell is a full block, a blank one is left as it is.
    ///
    /// - Complexity: O(cells); each distinct pair of coverages is made into a cell once.
    public mutating func drawSmooth(
        _ picture: CoveragePicture, row top: Int, column left: Int, ink: RGBColor,
        paper: RGBColor, style: CellStyle
    ) {
        var made: [Int: StyledCell] = [:]
        for row in 0..<(picture.height / 2) where contains(row: top + row, column: 0) {
            for x in 0..<picture.width where contains(row: top + row, column: left + x) {
                let upper = Int(picture[x, 2 * row]), lower = Int(picture[x, 2 * row + 1])
                guard upper != 0 || lower != 0 else { continue }
                let key = upper << 8 | lower
                let cell =
                    made[key]
                    ?? {
                        var colored = style
                        let cell: StyledCell
                        if upper == 255 && lower == 255 {
                            colored.foreground = ink
                            colored.background = paper
                            cell = StyledCell("█", style: colored)
                        } else {
                            colored.foreground = paper.mixed(with: ink, amount: Double(upper) / 255)
                            colored.background = paper.mixed(with: ink, amount: Double(lower) / 255)
                            cell = StyledCell("▀", style: colored)
                        }
                        made[key] = cell
                        return cell
                    }()
                put(cell, row: top + row, column: left + x)
            }
        }
    }
}
