import Foundation
import OrbitingApp
import Testing

/// Which alarms go off, tick by tick on a fake clock: an end once, warnings when their mark
/// is crossed, nothing for a paused timer or one that fired in another process; and when
/// the display wakes: on each of the deadline's second boundaries, without drift.
@Suite struct TimerAlarmTests {
    @Test func anEndFiresOnceEvenWhenTheStoreCouldNotNoteIt() {
        let timers = FakeTimers()
        timers.add("tea", "Tea", seconds: 2)
        var alarms = TimerAlarms()
        var ends: [Date] = []
        for _ in 0..<50 {
            timers.now.addTimeInterval(0.1)
            for case .end(let face) in alarms.check(timers.faces(at: timers.now)) {
                #expect(face.id == "tea")
                ends.append(timers.now)  // the store is not told: the watch alone must hold
            }
        }
        #expect(ends.count == 1)
        #expect(abs((ends.first ?? .distantPast).timeIntervalSince1970 - (1_700_000_000 + 2)) < 0.05)
    }

    @Test func aTimerThatFiredElsewhereOrIsPausedStaysQuiet() {
        let timers = FakeTimers()
        timers.add("done", seconds: -5)
        timers.timers[0].fired = true
        timers.add("paused", seconds: 1)
        _ = timers.perform(.togglePause(id: "paused"), at: timers.now)
        var alarms = TimerAlarms()
        timers.now.addTimeInterval(10)
        #expect(alarms.check(timers.faces(at: timers.now)).isEmpty)
    }

    @Test func aTimerThatEndedWhileNothingWasOpenFiresWhenSeen() {
        let timers = FakeTimers()
        timers.add("tea", seconds: -840)
        var alarms = TimerAlarms()
        #expect(alarms.check(timers.faces(at: timers.now)).count == 1)
    }

    @Test func warningsFlashWhenTheirMarkIsCrossedAndAgainAfterAMinuteMore() {
        let timers = FakeTimers()
        timers.add("talk", seconds: 65, alarm: TimerAlarm(warnings: [.seconds(60), .seconds(30)]))
        timers.add("late", seconds: 20, alarm: TimerAlarm(warnings: [.seconds(60)]))  // passed before it was seen
        var alarms = TimerAlarms()
        var warnings: [Int] = []
        for second in 0..<40 {
            for case .warning(let face) in alarms.check(timers.faces(at: timers.now)) {
                #expect(face.id == "talk")
                warnings.append(second)
            }
            timers.now.addTimeInterval(1)
        }
        #expect(warnings == [5, 35])
        _ = timers.perform(.adjust(id: "talk", minutes: 1), at: timers.now)  // 85 s left
        for second in 0..<30 {
            for case .warning in alarms.check(timers.faces(at: timers.now)) { warnings.append(100 + second) }
            timers.now.addTimeInterval(1)
        }
        #expect(warnings == [5, 35, 125])
    }

    @Test func theDisplayWakesOnTheDeadlinesSecondBoundariesWithoutDrift() throws {
        let timers = FakeTimers()
        timers.add("tea", seconds: 10.37)
        var shown: [String] = []
        for _ in 0..<12 {
            let faces = timers.faces(at: timers.now)
            shown.append(faces[0].digits)
            let wait = try #require(TimerSchedule.nextChange(faces))
            timers.now.addTimeInterval(Double(wait.components.attoseconds) / 1e18 + Double(wait.components.seconds))
            // Each wake lands just past one of the deadline's whole seconds.
            let left = timers.timers[0].deadline.timeIntervalSince(timers.now)
            let past = left.rounded(.up) - left
            #expect(past > 0 && past < 0.01, "woke \(past) s past a boundary")
        }
        #expect(shown == ["0:11", "0:10", "0:09", "0:08", "0:07", "0:06", "0:05", "0:04", "0:03", "0:02", "0:01", "+0:00"])
    }

    @Test func aStopwatchWakesAsEachSecondPassesAndAPausedTimerNever() throws {
        let timers = FakeTimers()
        timers.add("sw", seconds: -2.25, kind: .stopwatch)
        let wait = try #require(TimerSchedule.nextChange(timers.faces(at: timers.now)))
        #expect(abs(Double(wait.components.attoseconds) / 1e18 - 0.75) < 0.01)
        _ = timers.perform(.togglePause(id: "sw"), at: timers.now)
        #expect(TimerSchedule.nextChange(timers.faces(at: timers.now)) == nil)
    }
}
