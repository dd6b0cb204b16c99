/// When the display must draw next: at the instant the first running timer's digits change,
/// derived from its time left (never from counting ticks, so nothing drifts).
public enum TimerSchedule {
    /// How long after a second's boundary the display wakes, so it lands past it.
    public static let slack: Duration = .milliseconds(2)

    /// The wait until the digits of one of `faces` change; nil when none is running.
    public static func nextChange(_ faces: [TimerFace]) -> Duration? {
        faces.filter { !$0.isPaused }.map { wait(for: $0) }.min().map { $0 + slack }
    }

    /// The wait until `face`'s shown second changes: a countdown shows whole seconds
    /// rounded up, so it changes as the time left reaches a whole second; a stopwatch as the
    /// elapsed time passes one.
    static func wait(for face: TimerFace) -> Duration {
        let (seconds, attoseconds) = face.remaining.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        let fraction = face.countsDown ? value - value.rounded(.down) : value.rounded(.up) - value
        guard fraction > 1e-9 else { return .seconds(1) }
        return .nanoseconds(Int64((fraction * 1e9).rounded(.up)))
    }
}
