import OrbitingCore
import OrbitingTerminal

/// A full-screen view other than Home: it takes decoded keys, changes its own state, returns
/// effects as values, and draws into a buffer without touching the terminal.
public protocol Screen: Sendable {
    /// Handles one key; returns what the app must do.
    mutating func handle(_ key: KeyEvent) -> [AppEffect]
    /// Draws the whole window.
    func render(into frame: inout ScreenBuffer, context: RenderContext)
    /// Gets ready to draw in `context`: called when the screen opens, when the window is
    /// resized and when the language changes (a screen keeps its scroll position in range,
    /// re-wraps text it caches).
    mutating func prepare(for context: RenderContext)
    /// Handles the mouse in a window of `size`: `clicks` counts a press as the first,
    /// second, … of quick presses at the same cell (2 for a double click).
    mutating func handleMouse(_ event: MouseEvent, clicks: Int, size: TerminalSize) -> [AppEffect]
}

extension Screen {
    /// Nothing to prepare by default.
    public mutating func prepare(for context: RenderContext) {}
    /// By default the wheel is Up and Down (Help scrolls with it); clicks do nothing (the
    /// footer's keys are the run loop's).
    public mutating func handleMouse(_ event: MouseEvent, clicks: Int, size: TerminalSize) -> [AppEffect] {
        switch event.kind {
        case .wheelUp: handle(.special(.up))
        case .wheelDown: handle(.special(.down))
        default: []
        }
    }
}

/// A screen listing the store's messages (History): a reload hands it the fresh list.
public protocol MessageListScreen: Screen {
    /// Replaces the list, keeping what the person chose (search, filter, selection) where it still applies.
    mutating func replaceMessages(_ messages: [Message])
}
