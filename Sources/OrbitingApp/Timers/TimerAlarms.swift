/// Something that must reach the person now: a warning mark passed, or a timer's end.
public enum TimerAlarmEvent: Sendable, Equatable {
    /// The timer passed one of its `--warn` marks: flash.
    case warning(TimerFace)
    /// The timer reached its end and its alarm has not fired: flash, bell, notification,
    /// command; then the store notes that it fired.
    case end(TimerFace)
}

/// Decides, from the faces read at each tick, which alarms go off: pure, so a fake clock
/// drives it in tests.
///
/// An end fires once: the store's fired flag says so across processes, and this watch
/// remembers the ids it fired so that a store that could not be written does not make it
/// fire again. A warning fires when the time left crosses its mark while the display is
/// open (marks already passed when a timer is first seen stay quiet), and again only after
/// the time left has gone back above it (a minute added).
public struct TimerAlarms: Sendable {
    private var fired: Set<String> = []
    private var seen: Set<String> = []
    private var passed: Set<Mark> = []

    private struct Mark: Hashable {
        var id: String
        var mark: Duration
    }

    /// A watch that has seen no timer yet.
    public init() {}

    /// The alarms that go off for `faces`, read at this tick.
    public mutating func check(_ faces: [TimerFace]) -> [TimerAlarmEvent] {
        var events: [TimerAlarmEvent] = []
        for face in faces where face.countsDown {
            let isNew = seen.insert(face.id).inserted
            if face.isOver {
                if !face.hasFired, !face.isPaused, fired.insert(face.id).inserted { events.append(.end(face)) }
                continue
            }
            for mark in face.alarm.warnings {
                let key = Mark(id: face.id, mark: mark)
                if face.remaining > mark {
                    passed.remove(key)
                } else if passed.insert(key).inserted, !isNew, !face.isPaused {
                    events.append(.warning(face))
                }
            }
        }
        return events
    }
}

/// When the display must draw next: at the instant the first running timer's digits change,
/// derived from its time left (never from counting ticks, so nothing drifts).
public enum TimerSchedule {
    /// How long after a second's boundary the display wakes, so it lands past it.
    public static let slack: Duration = .milliseconds(2)

    /// The wait until the digits of one of `faces` change; nil when none is running.
    public static func nextChange(_ faces: [TimerFace]) -> Duration? {
        faces.filter { !$0.isPaused }.map { wait(for: $0) }.min().map { $0 + slack }
    }

    /// The wait until `face`'s shown second changes: a countdown shows whole seconds
    /// rounded up, so it changes as the time left reaches a whole second; a stopwatch as the
    /// elapsed time passes one.
    static func wait(for face: TimerFace) -> Duration {
        let (seconds, attoseconds) = face.remaining.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        let fraction = face.countsDown ? value - value.rounded(.down) : value.rounded(.up) - value
        guard fraction > 1e-9 else { return .seconds(1) }
        return .nanoseconds(Int64((fraction * 1e9).rounded(.up)))
    }
}
