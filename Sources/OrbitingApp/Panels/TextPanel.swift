import OrbitingTerminal
import OrbitingText

/// A titled page of wrapped text that scrolls: a title row, the content, and a status row
/// with a key hint. Screens keep one as state and draw through it.
///
/// Scrolling keys: Up, Down, Page Up, Page Down, Home, End. The position is kept in range
/// by `prepare(rowCount:height:)`, called whenever the content or the window changes.
public struct TextPanel: Sendable, Equatable {
    /// The first content row shown.
    public private(set) var top = 0
    /// How many content rows there are at the current width.
    public private(set) var rowCount = 0
    /// How many content rows the window shows.
    public private(set) var visibleRows = 1

    /// A panel scrolled to the top.
    public init() {}

    /// Content rows in a window `height` rows tall: all but the title and the status row.
    public static func visibleRows(height: Int) -> Int { max(0, height - 2) }

    /// The furthest `top` can go.
    public var maxTop: Int { max(0, rowCount - visibleRows) }

    /// Whether rows above are out of sight.
    public var canScrollUp: Bool { top > 0 }
    /// Whether rows below are out of sight.
    public var canScrollDown: Bool { top < maxTop }

    /// Takes the content's row count and the window height, keeping `top` in range.
    public mutating func prepare(rowCount: Int, height: Int) {
        self.rowCount = max(0, rowCount)
        visibleRows = Self.visibleRows(height: height)
        top = min(max(0, top), maxTop)
    }

    /// Scrolls for a scrolling key; returns false for any other key.
    public mutating func scroll(_ key: KeyEvent) -> Bool {
        let page = max(1, visibleRows - 1)
        switch key {
        case .special(.up): top -= 1
        case .special(.down): top += 1
        case .special(.pageUp): top -= page
        case .special(.pageDown): top += page
        case .special(.home): top = 0
        case .special(.end): top = maxTop
        default: return false
        }
        top = min(max(0, top), maxTop)
        return true
    }

    /// Draws `title`, the visible part of `rows` and `status` over the whole frame.
    public func render(
        title: String, rows: [PanelRow], status: String, into frame: inout ScreenBuffer,
        context: RenderContext
    ) {
        guard frame.height > 0, frame.width > 0 else { return }
        let colors = context.colors, columns = frame.width - 2 * PanelLayout.inset
        let visible = Self.visibleRows(height: frame.height)
        let first = min(max(0, top), max(0, rows.count - visible))
        // Where more is out of sight: arrows at the right end of the title row.
        let arrows = (first > 0 ? "↑" : "") + (first + visible < rows.count ? "↓" : "")
        let titleColumns = arrows.isEmpty ? columns : columns - DisplayWidth.of(arrows) - 1
        frame.write(
            TextFitter.fitted(title, columns: titleColumns), row: 0, column: PanelLayout.inset, style: colors.heading)
        if !arrows.isEmpty, titleColumns > 0 {
            frame.write(
                arrows, row: 0, column: frame.width - PanelLayout.inset - DisplayWidth.of(arrows), style: colors.quiet)
        }
        for (offset, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            for run in row.runs {
                frame.write(run.text, row: 1 + offset, column: run.column, style: Self.style(run.role, colors))
            }
        }
        guard frame.height > 1 else { return }
        // A status too wide for its row (a sentence: Welcome's "press any key") takes the
        // row above too, over the content, rather than losing its end.
        let lines = ColumnWrapper.wrap(status, columns: max(1, columns))
        if lines.count > 1, frame.height >= 6 {
            for column in 0..<frame.width { frame.put(" ", row: frame.height - 2, column: column, style: colors.body) }
            frame.writeInsetRow(lines[0], row: frame.height - 2, style: colors.statusRow)
            frame.writeInsetRow(
                lines.dropFirst().joined(separator: " "), row: frame.height - 1, style: colors.statusRow)
        } else {
            frame.writeInsetRow(status, row: frame.height - 1, style: colors.statusRow)
        }
    }

    /// The cell style of a role.
    static func style(_ role: PanelRole, _ colors: ScreenColors) -> CellStyle {
        switch role {
        case .body: colors.body
        case .quiet: colors.quiet
        case .heading: colors.heading
        case .key: colors.heading
        }
    }
}
