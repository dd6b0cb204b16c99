import FoundationEssentials

extension TimerRecord {
    /// The most seconds any amount a timer keeps may hold (a length, the time left, a
    /// stopwatch's count, a warning mark): a hundred years, far past the longest duration
    /// accepted (`DurationParser.maximumDays`) with every minute added since. A file holding
    /// more was not written by Orbiting, and its numbers would overflow every reading.
    public static let maximumSeconds: TimeInterval = 100 * 366 * 86_400

    /// Whether every number the record holds is finite and within `maximumSeconds` (and
    /// its Pomodoro round within reason): only such records are read from a file.
    public var isWithinRange: Bool {
        var amounts = [length, startLength] + alarm.warnings + warned
        switch run {
        case .running: break
        case .paused(let remaining): amounts.append(remaining)
        case .counting(_, let before): amounts.append(before)
        case .stopped(let elapsed): amounts.append(elapsed)
        }
        if let pomodoro {
            amounts += [pomodoro.plan.work, pomodoro.plan.shortBreak, pomodoro.plan.longBreak]
            guard (1...99).contains(pomodoro.plan.longBreakAfter), (1...1_000_000).contains(pomodoro.round) else {
                return false
            }
        }
        return amounts.allSatisfy(Self.isWithinRange)
    }

    /// Whether `seconds` is finite and at most `maximumSeconds` either way.
    static func isWithinRange(_ seconds: TimeInterval) -> Bool {
        seconds.isFinite && abs(seconds) <= maximumSeconds
    }
}

extension FinishedTimer {
    /// Whether its duration is finite and within `TimerRecord.maximumSeconds`.
    public var isWithinRange: Bool { TimerRecord.isWithinRange(duration) }
}
