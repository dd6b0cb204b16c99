import FoundationEssentials

/// A timer that is over, as the list of finished timers keeps it.
public struct FinishedTimer: Sendable, Equatable, Codable {
    /// How it ended.
    public enum Result: String, Sendable, Equatable, Codable, CaseIterable {
        /// It ran to its end.
        case completed
        /// It was finished before its end (`f`).
        case finishedEarly
        /// It was cancelled.
        case cancelled
    }

    /// The timer's id.
    public var id: String
    /// Its kind.
    public var kind: TimerRecord.Kind
    /// Its label; may be empty.
    public var label: String
    /// What was typed to start it.
    public var input: String
    /// How long it was set for (a stopwatch: how long it counted).
    public var duration: TimeInterval
    /// When it was started.
    public var startedAt: Date
    /// When it ended.
    public var endedAt: Date
    /// How it ended.
    public var result: Result
    /// A stopwatch's laps, the time counted at each; nil for none.
    public var laps: [TimeInterval]?

    /// A finished timer from its parts.
    public init(
        id: String, kind: TimerRecord.Kind, label: String, input: String, duration: TimeInterval,
        startedAt: Date, endedAt: Date, result: Result
    ) {
        self.id = id
        self.kind = kind
        self.label = label
        self.input = input
        self.duration = duration
        self.startedAt = Timestamp.roundedToMilliseconds(startedAt)
        self.endedAt = Timestamp.roundedToMilliseconds(endedAt)
        self.result = result
    }
}

extension TimerRecord {
    /// The timer as finished at `moment` with `result`. A countdown that ran out before
    /// `moment` (while nothing was watching) ended at its deadline, not when it was noticed.
    public func finished(at moment: TimerMoment, result: FinishedTimer.Result) -> FinishedTimer {
        let now = instant(at: moment)
        var end = now
        if result == .completed, case .running(let deadline) = run, deadline < now { end = deadline }
        let duration: TimeInterval
        switch run {
        case .counting(let since, let before): duration = before + max(0, now.timeIntervalSince(since))
        case .stopped(let elapsed): duration = elapsed
        case .running, .paused: duration = length
        }
        // The end in wall-clock terms, whichever clock the timer reads.
        let wallEnd = moment.wall.addingTimeInterval(end.timeIntervalSince(now))
        var finished = FinishedTimer(
            id: id, kind: kind, label: label, input: input, duration: duration,
            startedAt: createdAt, endedAt: wallEnd, result: result)
        finished.laps = laps
        return finished
    }
}
