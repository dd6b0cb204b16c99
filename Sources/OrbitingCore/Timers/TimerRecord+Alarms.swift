import FoundationEssentials

/// An alarm that is due.
public enum TimerAlarmDue: Sendable, Hashable {
    /// A warning mark (seconds before the end) was reached.
    case warning(TimeInterval)
    /// The time (of the current phase) is up.
    case end
}

/// Which alarms are due, and keeping that they fired, so no alarm fires twice.
extension TimerRecord {
    /// The alarms due at `moment` that have not fired: the end once it is reached, else the
    /// nearest warning mark passed (marks passed together, as after a suspend, fire once).
    /// A Pomodoro phase shorter than a mark is not warned by it (the mark would come at the
    /// phase's start). Reads the record as kept: call it before a Pomodoro is advanced past
    /// its phase.
    public func alarmsDue(at moment: TimerMoment) -> [TimerAlarmDue] {
        guard case .running(let deadline) = run else { return [] }
        let left = deadline.timeIntervalSince(instant(at: moment))
        if left <= 0 { return fired ? [] : [.end] }
        let passed = alarm.warnings.filter { left <= $0 && !warned.contains($0) && (!kind.hasPhases || $0 < length) }
        return passed.min().map { [.warning($0)] } ?? []
    }

    /// The record with every alarm due at `moment` kept as fired (the passed warning marks
    /// too, so none of them fires later).
    public func markingAlarmed(at moment: TimerMoment) -> TimerRecord {
        guard case .running(let deadline) = run else { return self }
        var record = self
        let left = deadline.timeIntervalSince(instant(at: moment))
        if left <= 0 { record.fired = true }
        for mark in alarm.warnings where left <= mark && !record.warned.contains(mark) { record.warned.append(mark) }
        return record
    }
}

extension TimerRecord {
    /// How long a Pomodoro waits at a phase end for someone to start the next phase before
    /// it ends there: a Pomodoro left alone does not count overtime forever.
    public static let abandonedAfter: TimeInterval = 3600

    /// Whether this is a Pomodoro whose phase ended more than `abandonedAfter` before
    /// `moment` with no one starting the next (one that advances by itself never waits).
    public func isAbandoned(at moment: TimerMoment) -> Bool {
        guard kind.hasPhases, !advancesByItself, case .running(let deadline) = run else { return false }
        return instant(at: moment).timeIntervalSince(deadline) > Self.abandonedAfter
    }

    /// Whether the timer is over at `moment`: a countdown that does not count overtime,
    /// past its end. It stays among the kept timers until a display or a command takes its
    /// end (`TimerStore.takeUnnoticed`), but is never shown as running.
    public func isOver(at moment: TimerMoment) -> Bool {
        guard finishesAtItsEnd, case .running(let deadline) = run else { return false }
        return instant(at: moment) >= deadline
    }
}
