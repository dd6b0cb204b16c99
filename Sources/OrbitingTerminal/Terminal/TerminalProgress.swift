/// The terminal's own progress indicator (OSC 9;4, from ConEmu): a bar in the tab or the
/// taskbar that Windows Terminal, ConEmu and Ghostty show. Other terminals may take OSC 9
/// for a notification, so it is written only where `isShown(in:)` says it is understood.
public enum TerminalProgress {
    /// What the indicator shows.
    public enum State: Int, Sendable, Equatable {
        /// Nothing: the indicator is taken away.
        case hidden = 0
        /// A normal bar at a percentage.
        case normal = 1
        /// An error bar (red): the time is over.
        case error = 2
        /// Busy, with no percentage (a stopwatch).
        case indeterminate = 3
        /// Paused (yellow) at a percentage.
        case paused = 4
    }

    /// The sequence setting the indicator to `state` at `percent` (0…100).
    public static func sequence(_ state: State, percent: Int = 0) -> String {
        "\u{1B}]9;4;\(state.rawValue);\(max(0, min(100, percent)))" + TerminalNotification.terminator
    }

    /// Whether the terminal described by `environment` shows the indicator: Windows Terminal
    /// (`WT_SESSION`), ConEmu (`ConEmuANSI=ON`) or Ghostty (`TERM_PROGRAM=ghostty`, or
    /// `TERM=xterm-ghostty`, which survives into tmux).
    public static func isShown(in environment: [String: String]) -> Bool {
        if let session = environment["WT_SESSION"], !session.isEmpty { return true }
        if environment["ConEmuANSI"] == "ON" { return true }
        return environment["TERM_PROGRAM"] == "ghostty" || environment["TERM"] == "xterm-ghostty"
    }
}
