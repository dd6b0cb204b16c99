import Foundation
import OrbitingApp
import OrbitingCore
import Testing

/// The display's timers through the core's records on a manual clock: alarms due are taken
/// once (kept as fired in the same step), the actions change the records, and the display
/// wakes on each of the deadline's second boundaries without drift.
@Suite struct TimerAlarmTests {
    @Test func anEndIsTakenOnceAndKeptAsFired() {
        let timers = TestTimers()
        let id = timers.countdown(2, "Tea")
        var ends = 0
        for _ in 0..<50 {
            timers.clock.advance(by: 0.1)
            for case .end(let face) in timers.source.takeDueAlarms() {
                #expect(face.id == id && face.label == "Tea")
                ends += 1
            }
        }
        #expect(ends == 1)
        #expect(timers.record(id)?.fired == true)
    }

    @Test func aWarningIsTakenAtItsMarkAndAPausedTimerStaysQuiet() {
        let timers = TestTimers()
        let talk = timers.countdown(65, "Talk", alarm: TimerAlarm(warnings: [60, 30]))
        let paused = timers.countdown(5, "Paused")
        #expect(timers.source.perform(.togglePause(id: paused)) == nil)
        var warnings: [Int] = []
        for second in 0..<70 {
            for event in timers.source.takeDueAlarms() {
                if case .warning(let face) = event, face.id == talk { warnings.append(second) }
                if case .end(let face) = event { #expect(face.id == talk) }
            }
            timers.clock.advance(by: 1)
        }
        #expect(warnings == [5, 35])
    }

    @Test func theActionsChangeTheRecords() throws {
        let timers = TestTimers()
        let id = timers.countdown(300, "Tea")
        #expect(timers.source.perform(.adjust(id: id, minutes: 1)) == nil)
        #expect(timers.source.faces().first?.digits == "6:00")
        #expect(timers.source.perform(.togglePause(id: id)) == nil)
        timers.clock.advance(by: 100)
        #expect(timers.source.faces().first?.digits == "6:00")
        #expect(timers.source.faces().first?.isPaused == true)
        #expect(timers.source.perform(.skipPhase(id: id)) == ScreenFixtures.l10n("en")("timer.notice.noPhases"))
        #expect(timers.source.perform(.create(input: "90s Eggs")) == nil)
        #expect(timers.source.faces().map(\.label) == ["Eggs", "Tea"])
        #expect(
            timers.source.perform(.create(input: "25x"))
                == ScreenFixtures.l10n("en")("timer.notice.badInput", ["input": "25x"]))
        #expect(timers.source.perform(.cancel(id: id)) == nil)
        #expect(timers.records.map(\.label) == ["Eggs"])
        #expect(try timers.store.done().map(\.result) == [.cancelled])
    }

    /// At the `n` prompt a clock-time target may take several words, as on the command line.
    @Test func aNewTimerUntilATargetOfSeveralWords() throws {
        let timers = TestTimers()
        #expect(timers.source.perform(.create(input: "until tomorrow 09:00 Standup")) == nil)
        #expect(timers.source.perform(.create(input: "until 23:59 UTC Launch")) == nil)
        #expect(timers.records.map(\.label).sorted() == ["Launch", "Standup"])
        #expect(timers.records.allSatisfy { $0.kind == .until })
    }

    @Test func theDisplayWakesOnTheDeadlinesSecondBoundariesWithoutDrift() throws {
        let timers = TestTimers()
        let id = timers.countdown(10.37)
        let deadline = try #require(timers.record(id)?.reading(at: timers.clock.moment()).endsAt)
        var shown: [String] = []
        for _ in 0..<12 {
            let faces = timers.source.faces()
            shown.append(faces[0].digits)
            let wait = try #require(TimerSchedule.nextChange(faces))
            timers.clock.advance(by: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
            // Each wake lands just past one of the deadline's whole seconds.
            let left = deadline.timeIntervalSince(timers.clock.moment().continuous)
            let past = left.rounded(.up) - left
            #expect(past > 0 && past < 0.01, "woke \(past) s past a boundary")
        }
        #expect(
            shown == ["0:11", "0:10", "0:09", "0:08", "0:07", "0:06", "0:05", "0:04", "0:03", "0:02", "0:01", "+0:00"])
    }

    @Test func aStopwatchWakesAsEachSecondPassesAndAPausedTimerNever() throws {
        let timers = TestTimers()
        let id = timers.stopwatch()
        timers.clock.advance(by: 2.25)
        let wait = try #require(TimerSchedule.nextChange(timers.source.faces()))
        #expect(abs(Double(wait.components.attoseconds) / 1e18 - 0.75) < 0.01)
        _ = timers.source.perform(.togglePause(id: id))
        #expect(TimerSchedule.nextChange(timers.source.faces()) == nil)
    }
}
