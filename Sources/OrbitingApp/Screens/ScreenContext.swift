import OrbitingTerminal

/// What a `ScreenLoop` tells its program as the run begins: the window's size then, the
/// loop's monotonic clock and how often it draws. A program keeps it instead of holding on
/// to its loop; later sizes come with `ScreenProgram.resized(to:)`.
public struct ScreenContext: Sendable {
    /// The window's size as the terminal was taken; nil when the output is no terminal.
    public var size: TerminalSize?
    /// The shortest time between two frames (the loop draws at most this often).
    public var frameInterval: Duration
    /// When the loop's clock reads zero.
    private let start: ContinuousClock.Instant

    /// A context for a window of `size`, drawn at most every `frameInterval`, its clock
    /// reading zero at `start`.
    public init(
        size: TerminalSize? = nil, frameInterval: Duration = FrameLimiter().interval,
        start: ContinuousClock.Instant = ContinuousClock.now
    ) {
        self.size = size
        self.frameInterval = frameInterval
        self.start = start
    }

    /// Time since the loop's clock started, on a monotonic clock.
    public var now: Duration { ContinuousClock.now - start }
}
