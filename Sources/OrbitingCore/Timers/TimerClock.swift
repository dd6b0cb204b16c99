import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The time as timers read it: the wall clock, and a clock that keeps counting through
/// suspend but never jumps when the wall clock is set.
///
/// Duration timers (countdown, stopwatch, Pomodoro) read `continuous`; clock-time targets
/// (`until 17:30`) read `wall`. Both are instants; a deadline is always an instant, never
/// a count of ticks.
public struct TimerMoment: Sendable, Equatable {
    /// The wall clock (follows time zone and clock changes).
    public var wall: Date
    /// The wall clock as it was when the process started, moved on by the boot-time clock
    /// (`CLOCK_BOOTTIME`): it counts through suspend and ignores the wall clock being set.
    public var continuous: Date

    /// A moment from both readings.
    public init(wall: Date, continuous: Date) {
        self.wall = wall
        self.continuous = continuous
    }

    /// A moment at which both clocks agree (what tests and a fresh process see).
    public init(_ date: Date) {
        self.init(wall: date, continuous: date)
    }
}

/// Where timers get the time, so tests can fix it.
public protocol TimerClock: Sendable {
    /// The current moment.
    func moment() -> TimerMoment
}

/// The system clocks: `Date()` for the wall, `CLOCK_BOOTTIME` for the continuous clock
/// (anchored to the wall clock when the value was made).
public struct SystemTimerClock: TimerClock {
    private let anchorWall: Date
    private let anchorBoot: Double

    /// Anchors the continuous clock to the wall clock now.
    public init() {
        anchorWall = Date()
        anchorBoot = Self.bootSeconds()
    }

    /// The current moment.
    public func moment() -> TimerMoment {
        let wall = Date()
        return TimerMoment(wall: wall, continuous: anchorWall.addingTimeInterval(Self.bootSeconds() - anchorBoot))
    }

    /// Seconds since boot, suspend included.
    private static func bootSeconds() -> Double {
        var spec = timespec()
        #if os(Linux)
            let clock = CLOCK_BOOTTIME
        #else
            let clock = CLOCK_MONOTONIC
        #endif
        guard clock_gettime(clock, &spec) == 0 else { return Date().timeIntervalSince1970 }
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told: for tests and replays.
public final class ManualTimerClock: TimerClock {
    private let current: Mutex<TimerMoment>

    /// A clock standing at `date` (both clocks).
    public init(_ date: Date) {
        current = Mutex(TimerMoment(date))
    }

    /// The current moment.
    public func moment() -> TimerMoment { current.withLock { $0 } }

    /// Time passes (awake or suspended alike): both clocks move by `seconds`.
    public func advance(by seconds: TimeInterval) {
        current.withLock {
            $0.wall += seconds
            $0.continuous += seconds
        }
    }

    /// Someone sets the wall clock (or NTP steps it): only the wall clock moves.
    public func setWall(to date: Date) {
        current.withLock { $0.wall = date }
    }
}
