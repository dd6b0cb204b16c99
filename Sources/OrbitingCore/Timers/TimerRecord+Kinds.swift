/// The rules that follow from a timer's kind, each written once: the store, the display and
/// the commands ask these rather than comparing kinds.
extension TimerRecord.Kind {
    /// Whether it counts down towards an end (a countdown, a clock time, a Pomodoro phase),
    /// rather than up (a stopwatch).
    public var countsDown: Bool { self != .stopwatch }

    /// Whether it ends once, at its deadline (a countdown or a clock time): its end
    /// finishes it, unless it counts overtime.
    public var endsOnce: Bool { self == .countdown || self == .until }

    /// Whether it follows the wall clock (a clock time): it cannot be paused or moved.
    public var followsWallClock: Bool { self == .until }

    /// Whether it has phases of work and breaks (a Pomodoro).
    public var hasPhases: Bool { self == .pomodoro }

    /// Whether it takes laps (a stopwatch).
    public var takesLaps: Bool { self == .stopwatch }
}

extension TimerRecord {
    /// Whether its end finishes it: it ends once and does not count overtime.
    public var finishesAtItsEnd: Bool { kind.endsOnce && !alarm.overtime }

    /// Whether it is a Pomodoro that goes on to its next phase by itself.
    public var advancesByItself: Bool { kind.hasPhases && pomodoro?.plan.auto == true }
}
