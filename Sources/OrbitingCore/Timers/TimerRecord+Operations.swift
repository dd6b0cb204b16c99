import FoundationEssentials

/// Pause, resume, ± minutes, restart, skip a phase: each a pure function of the record and
/// the time now, returning the record to keep.
extension TimerRecord {
    /// Paused at `moment`: a countdown keeps the time left, a stopwatch the time counted.
    /// - Throws: `.targetTimeDoesNotMove` for a clock-time target, `.alreadyPaused`.
    public func paused(at moment: TimerMoment) throws(TimerOperationError) -> TimerRecord {
        guard !kind.followsWallClock else { throw .targetTimeDoesNotMove }
        var record = advanced(at: moment).record
        let now = record.instant(at: moment)
        switch record.run {
        case .running(let deadline): record.run = .paused(remaining: deadline.timeIntervalSince(now))
        case .counting(let since, let before):
            record.run = .stopped(elapsed: before + max(0, now.timeIntervalSince(since)))
        case .paused, .stopped: throw .alreadyPaused
        }
        return record
    }

    /// Running again from `moment`, with the time left (or counted) it was paused with.
    /// - Throws: `.notPaused`.
    public func resumed(at moment: TimerMoment) throws(TimerOperationError) -> TimerRecord {
        var record = self
        let now = instant(at: moment)
        switch run {
        case .paused(let remaining): record.run = Self.rounded(.running(deadline: now.addingTimeInterval(remaining)))
        case .stopped(let elapsed): record.run = Self.rounded(.counting(since: now, before: elapsed))
        case .running, .counting: throw .notPaused
        }
        return record
    }

    /// `seconds` more (or, negative, less) on the clock. Time left never goes below zero
    /// (taking more than is left ends it now); a stopwatch's count never below zero. Time
    /// added back re-arms the end alarm and the warnings still ahead.
    public func adding(_ seconds: TimeInterval, at moment: TimerMoment) -> TimerRecord {
        var record = advanced(at: moment).record
        let now = record.instant(at: moment)
        let left: TimeInterval
        switch record.run {
        case .running(let deadline):
            let old = deadline.timeIntervalSince(now)
            left = old + seconds < 0 ? min(0, old) : old + seconds
            record.length = max(0, record.length + (left - old))
            record.run = Self.rounded(.running(deadline: now.addingTimeInterval(left)))
        case .paused(let old):
            left = old + seconds < 0 ? min(0, old) : old + seconds
            record.length = max(0, record.length + (left - old))
            record.run = .paused(remaining: left)
        case .counting(let since, let before):
            let counted = before + max(0, now.timeIntervalSince(since))
            record.run = Self.rounded(.counting(since: now, before: max(0, counted + seconds)))
            return record
        case .stopped(let elapsed):
            record.run = .stopped(elapsed: max(0, elapsed + seconds))
            return record
        }
        if left > 0 {
            record.fired = false
            record.warned = record.warned.filter { $0 >= left }
        }
        return record
    }

    /// Started over from `moment`: a countdown at the length it was started with, a Pomodoro
    /// at the start of its phase, a stopwatch at zero (without its laps). It runs, even if it was paused.
    /// - Throws: `.targetTimeDoesNotMove` for a clock-time target.
    public func restarted(at moment: TimerMoment) throws(TimerOperationError) -> TimerRecord {
        guard !kind.followsWallClock else { throw .targetTimeDoesNotMove }
        var record = advanced(at: moment).record
        let now = record.instant(at: moment)
        switch kind {
        case .stopwatch:
            record.run = Self.rounded(.counting(since: now, before: 0))
            record.laps = nil
            return record
        case .pomodoro:
            record.length = record.pomodoro.map { $0.plan.length(of: $0.phase) } ?? record.startLength
        case .countdown, .until:
            record.length = record.startLength
        }
        record.run = Self.rounded(.running(deadline: now.addingTimeInterval(record.length)))
        record.fired = false
        record.warned = []
        return record
    }

    /// A Pomodoro moved on to its next phase, which starts at `moment` (a key press, or the
    /// end of a phase when the plan does not start the next one by itself).
    /// - Throws: `.noPhases` for the other kinds.
    public func skippingPhase(at moment: TimerMoment) throws(TimerOperationError) -> TimerRecord {
        guard kind.hasPhases, pomodoro != nil else { throw .noPhases }
        let record = advanced(at: moment).record
        return record.enteringNextPhase(at: record.instant(at: moment))
    }

    /// An auto Pomodoro brought up to `moment`: each phase that ended starts the next at its
    /// deadline (no drift), so the phases keep their lengths. When a whole phase passed while
    /// the machine slept, that one phase is skipped and the one after it starts now; at most
    /// one phase is skipped, and `skipped` says which. Other timers are returned unchanged.
    public func advanced(at moment: TimerMoment) -> (record: TimerRecord, skipped: PomodoroPhase?) {
        guard advancesByItself, pomodoro != nil, case .running(let deadline) = run else {
            return (self, nil)
        }
        let now = instant(at: moment)
        guard deadline <= now else { return (self, nil) }
        var record = enteringNextPhase(at: deadline)
        guard case .running(let nextDeadline) = record.run, nextDeadline <= now, let skipped = record.pomodoro?.phase
        else {
            return (record, nil)
        }
        record = record.enteringNextPhase(at: now)
        return (record, skipped)
    }

    /// The next phase of a Pomodoro, starting at `start`, with its alarms armed.
    private func enteringNextPhase(at start: Date) -> TimerRecord {
        guard let state = pomodoro else { return self }
        var record = self
        let next = state.plan.next(after: state.phase, round: state.round)
        record.pomodoro = PomodoroState(plan: state.plan, phase: next.phase, round: next.round)
        record.length = state.plan.length(of: next.phase)
        record.run = Self.rounded(.running(deadline: start.addingTimeInterval(record.length)))
        record.fired = false
        record.warned = []
        return record
    }
}

extension TimerRecord {
    /// The most laps a stopwatch keeps: every timer command reads them all, so they stay few
    /// enough to read in a moment (a file holding more is cut to the latest on reading).
    public static let maximumLaps = 1000

    /// A stopwatch with a lap taken at `moment`: the time counted so far joins its laps.
    /// - Throws: `.noLaps` for the kinds that count down; `.tooManyLaps` past `maximumLaps`.
    public func lapped(at moment: TimerMoment) throws(TimerOperationError) -> TimerRecord {
        guard kind.takesLaps else { throw .noLaps }
        guard (laps?.count ?? 0) < Self.maximumLaps else { throw .tooManyLaps(maximum: Self.maximumLaps) }
        var record = self
        let counted = (reading(at: moment).elapsed * 1000).rounded() / 1000
        record.laps = (laps ?? []) + [counted]
        return record
    }
}
