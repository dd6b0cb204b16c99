import FoundationEssentials

/// What a timer shows at one instant: computed, never counted.
public struct TimerReading: Sendable, Equatable {
    /// Seconds left (negative: overtime); nil for a stopwatch.
    public var remaining: TimeInterval?
    /// Seconds counted (of the current phase, for a Pomodoro).
    public var elapsed: TimeInterval
    /// How much of the length has passed, 0…1 (0 for a stopwatch).
    public var progress: Double
    /// The Pomodoro phase, if any.
    public var phase: PomodoroPhase?
    /// The Pomodoro work round (1-based), if any.
    public var round: Int?
    /// Whether the timer is paused.
    public var isPaused: Bool
    /// When it ends (nil when paused, and for a stopwatch).
    public var endsAt: Date?
    /// A Pomodoro phase that passed whole while the machine slept, and was skipped.
    public var skippedPhase: PomodoroPhase?

    /// Whether the time is up (zero reached or overtime).
    public var hasEnded: Bool { (remaining ?? 1) <= 0 }

    /// The big digits: time left rounded up, overtime as `+0:12`, a stopwatch's time counted.
    public var digits: String {
        remaining.map(TimerDigits.remaining) ?? TimerDigits.elapsed(elapsed)
    }
}

extension TimerRecord {
    /// The instant this timer reads from `moment`: a clock-time target follows the wall
    /// clock, every other kind the clock that counts through suspend.
    public func instant(at moment: TimerMoment) -> Date {
        kind.followsWallClock ? moment.wall : moment.continuous
    }

    /// The reading at `moment` (an auto Pomodoro read past its phase is read as advanced).
    public func reading(at moment: TimerMoment) -> TimerReading {
        let (record, skipped) = advanced(at: moment)
        var reading = record.plainReading(at: record.instant(at: moment))
        reading.skippedPhase = skipped
        return reading
    }

    /// The reading at `date`, with both clocks reading `date`.
    public func reading(at date: Date) -> TimerReading {
        reading(at: TimerMoment(date))
    }

    private func plainReading(at now: Date) -> TimerReading {
        let remaining: TimeInterval?
        let elapsed: TimeInterval
        var endsAt: Date?
        switch run {
        case .running(let deadline):
            remaining = deadline.timeIntervalSince(now)
            elapsed = length - deadline.timeIntervalSince(now)
            endsAt = deadline
        case .paused(let left):
            remaining = left
            elapsed = length - left
        case .counting(let since, let before):
            remaining = nil
            elapsed = before + max(0, now.timeIntervalSince(since))
        case .stopped(let counted):
            remaining = nil
            elapsed = counted
        }
        let progress = length > 0 && remaining != nil ? min(1, max(0, elapsed / length)) : 0
        return TimerReading(
            remaining: remaining, elapsed: max(0, elapsed), progress: progress,
            phase: pomodoro?.phase, round: pomodoro?.round, isPaused: isPaused, endsAt: endsAt)
    }
}
