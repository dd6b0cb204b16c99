#if canImport(Glibc)
    import Glibc
#endif

/// A terminal's size in cells.
public struct TerminalSize: Sendable, Equatable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The most columns, and the most rows, a window is taken to have: 10 000, as `--size`.
    public static let largestSide = 10_000
    /// The most cells a window is taken to have: 2 million, so a frame (and the one before it)
    /// stays a few tens of megabytes whatever size the terminal reports.
    public static let largestCells = 2_000_000

    /// This size cut to at most `largestSide` each way and `largestCells` in all (rows go
    /// first), so a window reported as 65535×65535 is drawn as the largest frame allowed.
    public var capped: TerminalSize {
        let columns = min(max(1, self.columns), TerminalSize.largestSide)
        let rows = min(max(1, self.rows), TerminalSize.largestSide, max(1, TerminalSize.largestCells / columns))
        return TerminalSize(columns: columns, rows: rows)
    }

    /// The size of the terminal on `fd` (`capped`), or nil when `fd` is not a terminal (or
    /// reports 0×0).
    public static func of(fileDescriptor fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row)).capped
    }

    /// The size of whichever of stdout, stderr or stdin is a terminal, else `COLUMNS`×`LINES`
    /// from the environment, else nil.
    public static func current(environment: [String: String]) -> TerminalSize? {
        for fd: Int32 in [1, 2, 0] {
            if let size = of(fileDescriptor: fd) { return size }
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), let rows = environment["LINES"].flatMap(Int.init),
            columns > 0, rows > 0
        {
            return TerminalSize(columns: columns, rows: rows).capped
        }
        return nil
    }
}
