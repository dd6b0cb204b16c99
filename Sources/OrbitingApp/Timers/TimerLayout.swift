/// Where the parts of the timer display go in a window: the time huge at the top, the label
/// under it, a line about the timer (paused, phase, end), a thin progress bar, the strip of
/// the other timers, and the status row at the bottom. Parts that do not fit are left out,
/// the time last.
public struct TimerLayout: Sendable, Equatable {
    /// The rows of the huge time.
    public var digits: Range<Int>
    /// The rows of the label (empty when there is none or no room).
    public var label: Range<Int>
    /// The row saying paused, phase, end time; nil without room.
    public var info: Int?
    /// The progress bar's row; nil without room.
    public var bar: Int?
    /// The rows of the strip of other timers (empty when there are none).
    public var strip: Range<Int>
    /// The status row; nil in a window of one row.
    public var status: Int?

    /// The layout for a window `rows` tall, with a label or not and `others` timers in the strip.
    public init(rows: Int, hasLabel: Bool, others: Int) {
        var bottom = max(0, rows)
        status = bottom > 1 ? bottom - 1 : nil
        if status != nil { bottom -= 1 }
        // The strip: one row of text in a small window, else a sixth of it for small digits.
        let stripRows = others == 0 || bottom < 6 ? 0 : (bottom >= 18 ? max(3, rows / 6) : 1)
        strip = (bottom - stripRows)..<bottom
        bottom -= stripRows
        if stripRows > 1 { bottom -= 1 }  // a blank row between the bar and the strip's digits
        bar = bottom >= 5 ? bottom - 1 : nil
        if bar != nil { bottom -= 1 }
        info = bottom >= 7 ? bottom - 1 : nil
        if info != nil { bottom -= 1 }
        let labelRows = hasLabel && bottom >= 6 ? max(1, bottom / 5) : 0
        label = (bottom - labelRows)..<bottom
        bottom -= labelRows
        digits = 0..<bottom
    }
}
