import Foundation
import OrbitingApp

/// A timer model for the display's tests, standing in for the store: deadlines as instants,
/// read at a fake clock's `now`, the digits rounded up as the display is promised
/// ("0:00" only at the end, "+0:12" in overtime).
final class FakeTimers: TimerSource {
    struct Timer {
        var id: String
        var label = ""
        var kind = TimerFace.Kind.countdown
        var length: Duration = .seconds(300)
        var deadline = Date(timeIntervalSince1970: 0)
        var pausedLeft: Duration?
        var fired = false
        var alarm = TimerAlarm()
    }

    var timers: [Timer] = []
    var performed: [TimerAction] = []
    /// The fake clock.
    var now = Date(timeIntervalSince1970: 1_700_000_000)

    /// Adds a countdown of `seconds` from now.
    func add(_ id: String, _ label: String = "", seconds: Double, length: Duration = .seconds(300),
             kind: TimerFace.Kind = .countdown, alarm: TimerAlarm = TimerAlarm()) {
        timers.append(Timer(id: id, label: label, kind: kind, length: length, deadline: now.addingTimeInterval(seconds), alarm: alarm))
    }

    func faces(at now: Date) -> [TimerFace] {
        timers.map { face($0, at: now) }.sorted { $0.remaining < $1.remaining }
    }

    func perform(_ action: TimerAction, at now: Date) -> String? {
        performed.append(action)
        switch action {
        case .markFired(let id):
            if let index = timers.firstIndex(where: { $0.id == id }) { timers[index].fired = true }
        case .togglePause(let id):
            guard let index = timers.firstIndex(where: { $0.id == id }) else { return "no timer" }
            if let left = timers[index].pausedLeft {
                timers[index].deadline = now.addingTimeInterval(Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18)
                timers[index].pausedLeft = nil
            } else {
                timers[index].pausedLeft = face(timers[index], at: now).remaining
            }
        case .adjust(let id, let minutes):
            if let index = timers.firstIndex(where: { $0.id == id }) {
                timers[index].deadline.addTimeInterval(Double(minutes * 60))
            }
        case .cancel(let id):
            timers.removeAll { $0.id == id }
        default:
            break
        }
        return nil
    }

    func face(_ timer: Timer, at now: Date) -> TimerFace {
        let left: Duration = timer.pausedLeft
            ?? .milliseconds(Int64((timer.deadline.timeIntervalSince(now) * 1000).rounded()))
        let remaining = timer.kind == .stopwatch ? .zero - left : left
        let progress = timer.kind == .stopwatch ? nil : max(0, min(1, 1 - left / timer.length))
        return TimerFace(id: timer.id, label: timer.label, kind: timer.kind, remaining: remaining,
                         digits: Self.digits(remaining, countsDown: timer.kind != .stopwatch), progress: progress,
                         isPaused: timer.pausedLeft != nil, phase: timer.kind == .pomodoro ? "Work 1/4" : nil,
                         end: timer.pausedLeft == nil ? timer.deadline : nil, hasFired: timer.fired, alarm: timer.alarm)
    }

    /// "1:04:59", "4:59", "0:09" (rounded up), "+0:12" past the end.
    static func digits(_ remaining: Duration, countsDown: Bool) -> String {
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        let over = countsDown && milliseconds < 0
        let seconds = over ? -milliseconds / 1000 : countsDown ? (milliseconds + 999) / 1000 : milliseconds / 1000
        let clock = seconds >= 3600
            ? "\(seconds / 3600):" + two((seconds % 3600) / 60) + ":" + two(seconds % 60)
            : "\(seconds / 60):" + two(seconds % 60)
        return (over ? "+" : "") + clock
    }

    private static func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

enum TimerFrames {
    /// A face of a countdown with `seconds` left.
    static func face(_ id: String, _ label: String = "", seconds: Int, kind: TimerFace.Kind = .countdown,
                     paused: Bool = false, alarm: TimerAlarm = TimerAlarm()) -> TimerFace {
        TimerFace(id: id, label: label, kind: kind, remaining: .seconds(seconds),
                  digits: FakeTimers.digits(.seconds(seconds), countsDown: kind != .stopwatch),
                  progress: kind == .stopwatch ? nil : 0.4, isPaused: paused, phase: kind == .pomodoro ? "Work 1/4" : nil,
                  end: Date(timeIntervalSince1970: 1_700_000_000 + Double(seconds)), alarm: alarm)
    }
}
