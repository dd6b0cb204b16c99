import FoundationEssentials

/// Why a duration, a target time or a Pomodoro plan was refused. Each case carries what a
/// localized sentence needs; the executable turns it into words and exit status 64.
public enum TimerInputError: Error, Sendable, Equatable {
    /// Nothing was given.
    case empty
    /// A number without a unit right after a duration (`1h 30`): which unit is asked, with
    /// `suggestion` (`1h 30m`), rather than taking the number for a label.
    case bareNumber(input: String, number: String, suggestion: String)
    /// A unit that is not one of `units` (`25x`: unit `x`).
    case unknownUnit(input: String, unit: String, units: [String])
    /// A unit given twice (`25m25m`, `1h 1h`: unit `m`, `h`).
    case repeatedUnit(input: String, unit: String)
    /// Not a duration or time in any known form.
    case malformed(input: String)
    /// A negative duration (`-5m`).
    case negative(input: String)
    /// A duration of zero (`0`, `0m`).
    case zero(input: String)
    /// Longer than `maximumDays` days (or a target further away than that).
    case tooLong(input: String, maximumDays: Int)
    /// A field past its range (`25:99`: `99` is not a minute or second; `25:00` not an hour).
    case outOfRange(input: String, field: String)
    /// A time zone name that is not known (`09:00 Mars/Base`).
    case unknownZone(input: String, zone: String)
    /// A date and time that has already passed: `stopwatch` counts up from now instead.
    case pastTarget(input: String, target: LocalDateTime)
    /// A Pomodoro round count that is not a whole number from 1 to 99 (`x0`).
    case badRounds(input: String)
    /// A warning time (`--warn 2h`) at or beyond the timer's length (`length` seconds; for a
    /// Pomodoro its longest phase): it could never come before the end.
    case warningNotBeforeEnd(input: String, length: TimeInterval)
    /// A warning time of zero (`--warn 0`): it would come with the end itself.
    case warningAtEnd(input: String)

    /// The units a duration may use.
    public static let durationUnits = ["s", "m", "h", "d"]
}

/// Why an operation on a timer was refused.
public enum TimerOperationError: Error, Sendable, Equatable {
    /// A clock-time target cannot be paused or restarted: the time it counts to doesn't move.
    case targetTimeDoesNotMove
    /// The timer is already paused.
    case alreadyPaused
    /// The timer is not paused.
    case notPaused
    /// Only a Pomodoro has phases to skip.
    case noPhases
    /// Only a stopwatch takes laps.
    case noLaps
    /// The stopwatch has `maximum` laps already, the most it keeps.
    case tooManyLaps(maximum: Int)
}
