/// Decides when to draw so that frames come at most `framesPerSecond` times a second.
///
/// Requests between two frames are coalesced into one: a burst of keystrokes or resizes
/// draws once now and once more when the interval has passed, never a frame per request,
/// and the last request is never lost. Pure: times are `Duration`s on any monotonic clock
/// (a fake one in tests), so the run loop passes `ContinuousClock` time since it started.
public struct FrameLimiter: Sendable {
    /// The shortest time between two frames.
    public let interval: Duration
    /// When the last frame was drawn, or nil before the first.
    public private(set) var lastFrame: Duration?
    /// Whether a frame has been asked for and not drawn yet.
    public private(set) var isPending = false

    /// A limiter allowing `framesPerSecond` frames a second (at least 1).
    public init(framesPerSecond: Int = 60) {
        interval = .seconds(1) / max(1, framesPerSecond)
    }

    /// Asks for a frame; any number of requests before it is drawn make one frame.
    public mutating func request() {
        isPending = true
    }

    /// When the pending frame may be drawn, or nil when none is pending.
    public var nextFrameTime: Duration? {
        guard isPending else { return nil }
        return lastFrame.map { $0 + interval } ?? .zero
    }

    /// How long the run loop may wait for input at `now` before calling `shouldDraw(at:)`:
    /// nil (wait for input only) when no frame is pending, zero when one is due.
    public func waitTime(at now: Duration) -> Duration? {
        nextFrameTime.map { max(.zero, $0 - now) }
    }

    /// Whether to draw at `now`; when it says yes, it counts the frame as drawn.
    public mutating func shouldDraw(at now: Duration) -> Bool {
        guard let due = nextFrameTime, now >= due else { return false }
        isPending = false
        lastFrame = now
        return true
    }
}
