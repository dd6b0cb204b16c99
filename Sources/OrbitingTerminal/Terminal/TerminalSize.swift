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

    /// The size of the terminal on `fd`, or nil when `fd` is not a terminal (or reports 0×0).
    public static func of(fileDescriptor fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size of whichever of stdout, stderr or stdin is a terminal, else `COLUMNS`×`LINES`
    /// from the environment, else nil.
    public static func current(environment: [String: String]) -> TerminalSize? {
        for fd: Int32 in [1, 2, 0] {
            if let size = of(fileDescriptor: fd) { return size }
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), let rows = environment["LINES"].flatMap(Int.init),
           columns > 0, rows > 0 {
            return TerminalSize(columns: columns, rows: rows)
        }
        return nil
    }
}
