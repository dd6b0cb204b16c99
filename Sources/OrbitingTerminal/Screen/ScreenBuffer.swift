import OrbitingText

/// A frame of styled cells, `width` × `height`, that views draw into.
///
/// A character takes as many cells as the terminal advances for it (`DisplayWidth`) and the
/// buffer keeps it whole: drawing over any of its cells blanks the others, and a wide
/// character that would cross the right edge is not drawn. Cells are sanitized when made,
/// so a buffer never holds a control character.
public struct ScreenBuffer: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    private var cells: [StyledCell]
    /// The pictures over some of the cells, on a graphics terminal (see `FrameImage`), in the
    /// order drawn, each over cells of its own (the timer display's time, label and strip).
    public var images: [FrameImage] = []

    /// The frame's one picture (Home, `show`, a room screen have one): the first of `images`;
    /// setting it replaces them all.
    public var image: FrameImage? {
        get { images.first }
        set { images = newValue.map { [$0] } ?? [] }
    }

    /// A buffer of blank cells painted in `style`.
    public init(width: Int, height: Int, style: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// A buffer the size of the terminal.
    public init(size: TerminalSize, style: CellStyle = .plain) {
        self.init(width: size.columns, height: size.rows, style: style)
    }

    /// The buffer's size.
    public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

    /// The cell at 0-based `row`, `column` (both must be inside the buffer).
    public subscript(row: Int, column: Int) -> StyledCell {
        cells[row * width + column]
    }

    /// Whether (`row`, `column`) is inside the buffer.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column < width
    }

    /// Draws `character` at (`row`, `column`) in `style`.
    ///
    /// - Returns: the columns it took (1 or 2), or 0 when it did not fit and nothing was drawn.
    @discardableResult
    public mutating func put(_ character: Character, row: Int, column: Int, style: CellStyle) -> Int {
        put(StyledCell(character, style: style), row: row, column: column)
    }

    /// Draws `cell` at (`row`, `column`); a continuation cell is never drawn on its own.
    ///
    /// - Returns: the columns it took, or 0 when it did not fit and nothing was drawn.
    @discardableResult
    public mutating func put(_ cell: StyledCell, row: Int, column: Int) -> Int {
        guard !cell.isContinuation, contains(row: row, column: column),
            column + cell.width <= width
        else { return 0 }
        for offset in 0..<cell.width { breakWideCharacter(row: row, column: column + offset) }
        cells[row * width + column] = cell
        for offset in 1..<max(1, cell.width) { cells[row * width + column + offset] = .continuation(cell.style) }
        return cell.width
    }

    /// Writes `text` from (`row`, `column`) on one row, up to column `limit` (the right
    /// edge when nil); a line break or control character shows as a visible symbol. A wide
    /// character that would cross the limit is replaced by spaces up to it, never half drawn.
    ///
    /// - Returns: the column after the last cell drawn.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: CellStyle, limit: Int? = nil) -> Int {
        let end = min(width, limit ?? width)
        var next = column
        for character in text {
            guard next < end else { break }
            let cell = StyledCell(character, style: style)
            guard next + cell.width <= end else {
                while next < end { next += max(1, put(.blank(style), row: row, column: next)) }
                break
            }
            next += max(put(cell, row: row, column: next), cell.width)
        }
        return next
    }

    /// Paints every cell of the buffer with `style`, keeping the characters.
    public mutating func setStyle(_ style: CellStyle) {
        for index in cells.indices { cells[index].style = style }
    }

    /// Changes the style of the cell at (`row`, `column`) and of the rest of its character,
    /// if wide.
    public mutating func restyle(row: Int, column: Int, _ change: (inout CellStyle) -> Void) {
        guard contains(row: row, column: column) else { return }
        let lead = leadColumn(row: row, column: column)
        let span = max(1, cells[row * width + lead].width)
        for index in (row * width + lead)..<(row * width + min(width, lead + span)) {
            change(&cells[index].style)
        }
    }

    /// Row `row` (inside the buffer) as text, continuation cells left out.
    public func text(ofRow row: Int) -> String {
        String(cells[(row * width)..<((row + 1) * width)].lazy.filter { !$0.isContinuation }.map(\.character))
    }

    /// The column where the character covering (`row`, `column`) starts.
    private func leadColumn(row: Int, column: Int) -> Int {
        var lead = column
        while lead > 0 && cells[row * width + lead].isContinuation { lead -= 1 }
        return lead
    }

    /// Blanks the rest of a wide character that (`row`, `column`) is part of.
    private mutating func breakWideCharacter(row: Int, column: Int) {
        let lead = leadColumn(row: row, column: column)
        let cell = cells[row * width + lead]
        guard cell.width > 1 || cell.isContinuation else { return }
        let span = max(1, cell.width)
        for index in lead..<min(width, lead + span) where index != column {
            cells[row * width + index] = .blank(cells[row * width + index].style)
        }
    }

    /// Marks the cells of a rectangle as unknown, so that a diff against this buffer writes
    /// them all again (a picture drawn into them is gone from the terminal's point of view).
    mutating func forget(row: Int, column: Int, rows: Int, columns: Int) {
        for r in max(0, row)..<max(max(0, row), min(height, row + rows)) {
            for c in max(0, column)..<max(max(0, column), min(width, column + columns)) {
                cells[r * width + c] = .continuation(cells[r * width + c].style)
            }
        }
    }

    /// Each row as text with the SGR escapes of its cells' styles (attributes reset at the
    /// end of every row): a frame to print down a pipe or onto the terminal in one go.
    public func styledRows(depth: ColorDepth) -> [String] {
        (0..<height).map { row in
            var line = "", pen: CellStyle?
            for column in 0..<width {
                let cell = self[row, column]
                if cell.isContinuation { continue }
                if depth != .none, cell.style != pen {
                    line += SGR.style(cell.style, depth: depth)
                    pen = cell.style
                }
                line.append(cell.character)
            }
            return depth == .none ? line : line + SGR.reset
        }
    }
}
