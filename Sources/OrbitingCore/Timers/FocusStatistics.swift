import FoundationEssentials

/// What the finished timers say about focus: time per day and per label over a window of
/// days, Pomodoros done, and streaks of days with focus, as `orbiting timers stats` shows it.
///
/// A finished timer counts unless it was cancelled; its focus is the time it was set for
/// (a stopwatch: the time it counted), on the day it ended, in the person's time zone.
public struct FocusStatistics: Sendable, Equatable, Encodable {
    /// One day of the window.
    public struct Day: Sendable, Equatable, Encodable {
        /// The day, `2026-11-24`.
        public var date: String
        /// Seconds of focus that day.
        public var focusSeconds: Double
        /// How many timers counted.
        public var timers: Int
    }

    /// One label over the window.
    public struct Label: Sendable, Equatable, Encodable {
        /// The label as typed; empty for timers without one.
        public var label: String
        /// Seconds of focus under it.
        public var focusSeconds: Double
        /// How many timers counted.
        public var timers: Int
    }

    /// Every day of the window, oldest first, days without focus included.
    public var days: [Day]
    /// The labels seen in the window, most focus first.
    public var labels: [Label]
    /// Seconds of focus in the window.
    public var totalFocusSeconds: Double
    /// Pomodoros finished in the window (not cancelled).
    public var pomodoros: Int
    /// Days in a row with focus up to today (or up to yesterday, while today has none yet).
    public var currentStreak: Int
    /// The most days in a row with focus, in all the finished timers kept.
    public var longestStreak: Int

    /// The statistics of `finished` for the `days` days up to `now` (today included), days
    /// counted in `zone`.
    public init(_ finished: [FinishedTimer], days: Int, now: Date, zone: TimeZone) {
        let counted = finished.filter { $0.result != .cancelled }
        func day(_ date: Date) -> LocalDateTime {
            let local = LocalDateTime(date, in: zone)
            return LocalDateTime(year: local.year, month: local.month, day: local.day, hour: 0, minute: 0, second: 0)
        }
        func key(_ day: LocalDateTime) -> String { String(day.description.prefix(10)) }
        let today = day(now)
        let window = (0..<max(1, days)).reversed().map { today.adding(days: -$0) }
        let windowKeys = Set(window.map(key))
        var perDay: [String: (Double, Int)] = [:]
        var perLabel: [String: (Double, Int, Int)] = [:]  // seconds, count, first seen
        var pomodoros = 0
        var activeDays = Set<String>()
        for (index, timer) in counted.enumerated() {
            let dayKey = key(day(timer.endedAt))
            activeDays.insert(dayKey)
            guard windowKeys.contains(dayKey) else { continue }
            let seconds = max(0, timer.duration)
            perDay[dayKey, default: (0, 0)].0 += seconds
            perDay[dayKey, default: (0, 0)].1 += 1
            let old = perLabel[timer.label] ?? (0, 0, index)
            perLabel[timer.label] = (old.0 + seconds, old.1 + 1, old.2)
            if timer.kind.hasPhases { pomodoros += 1 }
        }
        self.days = window.map { day in
            let found = perDay[key(day)] ?? (0, 0)
            return Day(date: key(day), focusSeconds: found.0, timers: found.1)
        }
        labels = perLabel.sorted { ($1.value.0, $0.value.2) < ($0.value.0, $1.value.2) }
            .map { Label(label: $0.key, focusSeconds: $0.value.0, timers: $0.value.1) }
        totalFocusSeconds = self.days.reduce(0) { $0 + $1.focusSeconds }
        self.pomodoros = pomodoros
        // Streaks: runs of consecutive days with focus.
        var current = 0
        var cursor = activeDays.contains(key(today)) ? today : today.adding(days: -1)
        while activeDays.contains(key(cursor)) {
            current += 1
            cursor = cursor.adding(days: -1)
        }
        currentStreak = current
        var longest = 0
        for start in activeDays where !activeDays.contains(Self.previous(start)) {
            var length = 0
            var next: String? = start
            while let name = next, activeDays.contains(name) {
                length += 1
                next = Self.following(name)
            }
            longest = max(longest, length)
        }
        longestStreak = longest
    }

    private static func parse(_ key: String) -> LocalDateTime? {
        let parts = key.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return LocalDateTime(year: parts[0], month: parts[1], day: parts[2], hour: 0, minute: 0, second: 0)
    }

    private static func previous(_ key: String) -> String {
        parse(key).map { String($0.adding(days: -1).description.prefix(10)) } ?? ""
    }

    private static func following(_ key: String) -> String? {
        parse(key).map { String($0.adding(days: 1).description.prefix(10)) }
    }
}
