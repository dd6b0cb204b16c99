import OrbitingTerminal

/// What the session remembers of the mouse between reports.
struct PointerState: Sendable, Equatable {
    /// Where the left button went down on Home: the start of a swipe, if it becomes one.
    var swipeStart: (row: Int, column: Int)?
    /// The last left click: where, when, and how many quick clicks it ended.
    var lastClick: (row: Int, column: Int, at: Duration, count: Int)?

    static func == (a: PointerState, b: PointerState) -> Bool {
        a.swipeStart?.row == b.swipeStart?.row && a.swipeStart?.column == b.swipeStart?.column
            && a.lastClick?.at == b.lastClick?.at && a.lastClick?.count == b.lastClick?.count
    }
}

extension SessionModel {
    /// How soon a second click at the same cell makes a double click.
    public static let doubleClickTime: Duration = .milliseconds(500)

    /// The mouse: on Home a horizontal drag is the phone's swipe (left: save and clear;
    /// right: History) and an upward one opens History too; on the other screens the screen
    /// handles it, told how many quick clicks a press makes.
    mutating func mouse(_ event: MouseEvent, now: Duration) -> [SessionCommand] {
        guard front != .home else { return swipe(event, now: now) }
        guard var current = screen else { return [] }
        var clicks = 0
        if case .press(.left) = event.kind {
            clicks = 1
            if let last = pointer.lastClick, last.row == event.row, last.column == event.column,
                now - last.at <= Self.doubleClickTime
            {
                clicks = last.count + 1
            }
            pointer.lastClick = (event.row, event.column, now, clicks)
        }
        let effects = current.handleMouse(event, clicks: clicks, size: size)
        screen = current
        return apply(effects, now: now)
    }

    /// The columns a drag must cross to be a swipe: an eighth of the window, at least 4.
    var swipeColumns: Int { max(4, size.columns / 8) }
    /// The rows an upward drag must cross to be a swipe: a quarter of the window, at least 3.
    var swipeRows: Int { max(3, size.rows / 4) }

    private mutating func swipe(_ event: MouseEvent, now: Duration) -> [SessionCommand] {
        switch event.kind {
        case .press(.left):
            pointer.swipeStart = (event.row, event.column)
        case .release(.left):
            guard let start = pointer.swipeStart else { return [] }
            pointer.swipeStart = nil
            let across = event.column - start.column, down = event.row - start.row
            if abs(across) >= swipeColumns, abs(across) > 2 * abs(down) {
                return perform(across < 0 ? .clear : .history, now: now)
            }
            if -down >= swipeRows, abs(down) > 2 * abs(across) {
                return perform(.history, now: now)
            }
        default:
            break
        }
        return []
    }
}
