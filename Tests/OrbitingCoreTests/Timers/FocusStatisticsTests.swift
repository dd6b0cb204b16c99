import Foundation
import OrbitingCore
import Testing

/// Focus statistics from finished timers: time per day and label in the window, cancelled
/// timers left out, Pomodoros counted, the current and longest streak of days.
@Suite struct FocusStatisticsTests {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    /// 2026-11-24 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_521_600)

    static func finished(
        _ label: String, minutes: Double, daysAgo: Int, kind: TimerRecord.Kind = .countdown,
        result: FinishedTimer.Result = .completed
    ) -> FinishedTimer {
        let end = now.addingTimeInterval(-Double(daysAgo) * 86_400)
        return FinishedTimer(
            id: UUID().uuidString, kind: kind, label: label, input: "", duration: minutes * 60,
            startedAt: end.addingTimeInterval(-minutes * 60), endedAt: end, result: result)
    }

    @Test func focusPerDayAndLabelLeavesOutCancelledTimers() {
        let timers = [
            Self.finished("Write", minutes: 25, daysAgo: 0, kind: .pomodoro),
            Self.finished("Write", minutes: 25, daysAgo: 0, kind: .pomodoro),
            Self.finished("Tea", minutes: 5, daysAgo: 1),
            Self.finished("Tea", minutes: 50, daysAgo: 1, result: .cancelled),
            Self.finished("Old", minutes: 60, daysAgo: 30),
        ]
        let stats = FocusStatistics(timers, days: 7, now: Self.now, zone: Self.utc)
        #expect(stats.days.count == 7)
        #expect(stats.days.last?.date == "2026-11-24" && stats.days.last?.focusSeconds == 3000)
        #expect(stats.days[5].focusSeconds == 300 && stats.days[5].timers == 1)
        #expect(stats.labels.map(\.label) == ["Write", "Tea"])
        #expect(stats.totalFocusSeconds == 3300)
        #expect(stats.pomodoros == 2)
    }

    @Test func streaksCountDaysInARow() {
        let timers = [0, 1, 2, 5, 6, 7, 8].map { Self.finished("x", minutes: 1, daysAgo: $0) }
        let stats = FocusStatistics(timers, days: 14, now: Self.now, zone: Self.utc)
        #expect(stats.currentStreak == 3)
        #expect(stats.longestStreak == 4)
        // Nothing yet today: the streak up to yesterday still counts.
        let yesterday = FocusStatistics(
            [1, 2].map { Self.finished("x", minutes: 1, daysAgo: $0) }, days: 3, now: Self.now, zone: Self.utc)
        #expect(yesterday.currentStreak == 2)
        let broken = FocusStatistics(
            [2, 3].map { Self.finished("x", minutes: 1, daysAgo: $0) }, days: 3, now: Self.now, zone: Self.utc)
        #expect(broken.currentStreak == 0 && broken.longestStreak == 2)
    }
}
