import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTestSupport

/// The display's timers for tests: the core's records in a store in a fresh directory
/// (removed afterwards), read at a manual clock.
final class TestTimers {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    let clock = ManualTimerClock(Date(timeIntervalSince1970: 1_700_000_000))
    let directory: String
    lazy var store = TimerStore(directory: directory)
    lazy var source = RecordTimerSource(
        store: store, clock: clock, l10n: ScreenFixtures.l10n("en"),
        zone: TestTimers.utc)

    /// Timers kept in `directory` (a fresh one by default).
    init(directory: String = TestDirectory.make("timers")) {
        self.directory = directory
    }

    /// Starts a countdown of `seconds` now; returns its id.
    @discardableResult
    func countdown(_ seconds: TimeInterval, _ label: String = "", alarm: TimerAlarm = TimerAlarm()) -> String {
        let record = TimerRecord.countdown(
            seconds, label: label, input: "\(seconds)s", zone: TestTimers.utc, at: clock.moment(), alarm: alarm)
        try? store.add(record)
        return record.id
    }

    /// Starts a stopwatch now; returns its id.
    @discardableResult
    func stopwatch(_ label: String = "") -> String {
        let record = TimerRecord.stopwatch(label: label, zone: TestTimers.utc, at: clock.moment())
        try? store.add(record)
        return record.id
    }

    /// The record with `id`, as kept.
    func record(_ id: String) -> TimerRecord? { records.first { $0.id == id } }

    /// The running and paused timers, as kept.
    var records: [TimerRecord] { (try? store.timers()) ?? [] }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

enum TimerFrames {
    /// A face of a timer with `seconds` left, its digits from the core's formatter.
    static func face(
        _ id: String, _ label: String = "", seconds: Int, kind: TimerFace.Kind = .countdown,
        paused: Bool = false, alarm: TimerAlarm = TimerAlarm()
    ) -> TimerFace {
        TimerFace(
            id: id, label: label, kind: kind, remaining: .seconds(seconds),
            digits: kind == .stopwatch
                ? TimerDigits.elapsed(TimeInterval(seconds)) : TimerDigits.remaining(TimeInterval(seconds)),
            progress: kind == .stopwatch ? nil : 0.4, isPaused: paused, phase: kind == .pomodoro ? "Work 1/4" : nil,
            end: Date(timeIntervalSince1970: 1_700_000_000 + Double(seconds)), alarm: alarm)
    }
}
