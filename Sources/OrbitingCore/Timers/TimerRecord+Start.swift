import FoundationEssentials

/// Starting timers: each kind from what was parsed and the time now.
extension TimerRecord {
    /// A countdown of `seconds` from `now` (on the clock that counts through suspend).
    public static func countdown(
        _ seconds: TimeInterval, label: String, input: String, zone: TimeZone, at now: TimerMoment,
        alarm: TimerAlarm = TimerAlarm()
    ) -> TimerRecord {
        TimerRecord(
            kind: .countdown, label: label, input: input, zoneIdentifier: zone.identifier, createdAt: now.wall,
            length: seconds, run: .running(deadline: now.continuous.addingTimeInterval(seconds)), alarm: alarm)
    }

    /// A countdown to a clock time (on the wall clock).
    public static func until(
        _ target: TimerTarget, label: String, input: String, at now: TimerMoment, alarm: TimerAlarm = TimerAlarm()
    ) -> TimerRecord {
        TimerRecord(
            kind: .until, label: label, input: input, zoneIdentifier: target.zoneIdentifier, createdAt: now.wall,
            length: max(0, target.instant.timeIntervalSince(now.wall)), run: .running(deadline: target.instant),
            alarm: alarm)
    }

    /// A stopwatch counting up from `now`.
    public static func stopwatch(label: String, zone: TimeZone, at now: TimerMoment) -> TimerRecord {
        TimerRecord(
            kind: .stopwatch, label: label, input: "", zoneIdentifier: zone.identifier, createdAt: now.wall,
            length: 0, run: .counting(since: now.continuous, before: 0), alarm: TimerAlarm(overtime: true))
    }

    /// A Pomodoro starting its first work phase at `now`. A Pomodoro always counts overtime
    /// at the end of a phase until the next one starts.
    public static func pomodoro(
        _ plan: PomodoroPlan, label: String, input: String, zone: TimeZone, at now: TimerMoment,
        alarm: TimerAlarm = TimerAlarm()
    ) -> TimerRecord {
        var alarm = alarm
        alarm.overtime = true
        return TimerRecord(
            kind: .pomodoro, label: label, input: input, zoneIdentifier: zone.identifier,
            createdAt: now.wall, length: plan.work,
            run: .running(deadline: now.continuous.addingTimeInterval(plan.work)),
            pomodoro: PomodoroState(plan: plan), alarm: alarm)
    }
}
