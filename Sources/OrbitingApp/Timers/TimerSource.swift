/// Something the person asked to do to a timer, for the store to carry out.
public enum TimerAction: Sendable, Equatable {
    /// Pause a running timer, or resume a paused one.
    case togglePause(id: String)
    /// Add (positive) or take away (negative) whole minutes.
    case adjust(id: String, minutes: Int)
    /// Start again from the full length.
    case restart(id: String)
    /// End it now, as if its time were up.
    case finish(id: String)
    /// Go on to the next Pomodoro phase.
    case skipPhase(id: String)
    /// Take a lap of a stopwatch.
    case lap(id: String)
    /// Cancel it (the person has confirmed).
    case cancel(id: String)
    /// Start a timer from what was typed at the `n` prompt ("5m Tea", "until 17:30").
    case create(input: String)
}

/// Where the display's timers come from and where its actions go: the store, through the
/// core's model, in the app; a fake in tests.
///
/// Calls block on the store's lock: the display calls them from its own synchronous loop.
public protocol TimerSource: AnyObject {
    /// The timers to show now, nearest end first.
    func faces() -> [TimerFace]
    /// Carries out `action` now.
    ///
    /// - Returns: nil when done, else what went wrong in words for the status row.
    func perform(_ action: TimerAction) -> String?
    /// The alarms due now that have not fired, kept as fired in the same step (under the
    /// store's lock), so no alarm fires twice, here or in another process. An alarm the
    /// store cannot keep as fired still fires, once.
    func takeDueAlarms() -> [TimerAlarmEvent]
    /// What went wrong with the store since the last call (an alarm that could not be kept
    /// as fired), in words, each said once.
    func takeProblems() -> [String]
    /// The face of the timer `id` when it is over (completed or finished early, here or
    /// elsewhere), to keep on screen; nil when it was cancelled or is unknown.
    func ended(id: String) -> TimerFace?
}

extension TimerSource {
    /// No record of finished timers: nothing to show once a timer is gone.
    public func ended(id: String) -> TimerFace? { nil }

    /// A source that never fails.
    public func takeProblems() -> [String] { [] }
}

/// Something that must reach the person now: a warning mark passed, or a timer's end.
public enum TimerAlarmEvent: Sendable, Equatable {
    /// The timer passed one of its `--warn` marks: flash.
    case warning(TimerFace)
    /// The timer reached its end: flash, bell, notification, command.
    case end(TimerFace)
}
