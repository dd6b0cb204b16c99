import OrbitingTerminal

/// How a timer display runs: what ends it and how its alarms reach the person.
public struct TimerLoopOptions: Sendable {
    /// The timer whose end ends the display (`orbiting timer 25m && …`): at its end it moves
    /// to the finished timers (completed) unless it counts overtime, its end stays on screen
    /// until a key, and the display then ends with status 0; at once when it is cancelled.
    /// Nil for a dashboard, which runs until `q`.
    public var exitWhenDone: String?
    /// How long the end of the `exitWhenDone` timer stays on screen before the display
    /// closes by itself (`--quit-after`, for scripts and kiosks); nil: until a key.
    public var quitAfter: Duration?
    /// How a desktop notification is written (see `TerminalNotification.Style.detect`).
    public var notificationStyle: TerminalNotification.Style
    /// Whether notifications must pass through tmux (the program runs inside it).
    public var insideTmux: Bool
    /// Whether the window title shows the time left.
    public var showsTitle: Bool
    /// Whether the terminal's own progress indicator (OSC 9;4) follows the huge timer.
    public var showsProgress: Bool
    /// The title of notifications.
    public var appName: String
    /// The name notifications and titles use unless told otherwise.
    public static let defaultAppName = "Orbiting"
    /// What the terminal must turn on beyond the display's own features for the width model
    /// in use to hold (`TerminalWidthProbe.Answer.features`).
    public var terminalFeatures: TerminalFeatures
    /// Whether a timer's end stays still (inverse) instead of blinking (the reduceMotion setting).
    public var steadyEnd = false
    /// Which way the big digits face (`--rotate`, `--mirror`, the rotation setting).
    public var orientation: Orientation = .upright

    /// Options for the terminal described by `environment` (TERM, TERM_PROGRAM, TMUX …).
    public init(
        exitWhenDone: String? = nil, quitAfter: Duration? = nil, environment: [String: String],
        showsTitle: Bool = true, appName: String = TimerLoopOptions.defaultAppName,
        terminalFeatures: TerminalFeatures = []
    ) {
        self.exitWhenDone = exitWhenDone
        self.quitAfter = quitAfter
        notificationStyle = TerminalNotification.Style.detect(environment)
        insideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
        self.showsTitle = showsTitle
        showsProgress = TerminalProgress.isShown(in: environment)
        self.appName = appName
        self.terminalFeatures = terminalFeatures
    }

    /// `sequence` as it must be written: through tmux's passthrough inside tmux.
    func forTerminal(_ sequence: String) -> String {
        insideTmux ? TerminalNotification.tmuxPassthrough(sequence) : sequence
    }
}
