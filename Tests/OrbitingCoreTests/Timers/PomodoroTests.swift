import Foundation
import Testing

@testable import OrbitingCore

@Suite struct PomodoroTests {
    let start = utc("2026-11-23T09:00:00Z")

    func pomodoro(auto: Bool) -> TimerRecord {
        var plan = PomodoroPlan.classic
        plan.auto = auto
        return TimerRecord.pomodoro(plan, label: "", input: "", zone: zone("UTC"), at: TimerMoment(start))
    }

    @Test func readsItsPlan() throws {
        #expect(try PomodoroPlan.parse(lengths: nil, rounds: nil, auto: false) == .classic)
        let plan = try PomodoroPlan.parse(lengths: "50m/10m/30m", rounds: "x3", auto: true)
        #expect(plan == PomodoroPlan(work: 3000, shortBreak: 600, longBreak: 1800, longBreakAfter: 3, auto: true))
        #expect(try PomodoroPlan.parse(lengths: "45m", rounds: nil, auto: false).shortBreak == 300)
        #expect(
            inputError { try PomodoroPlan.parse(lengths: nil, rounds: "x0", auto: false) } == .badRounds(input: "x0"))
        #expect(
            inputError { try PomodoroPlan.parse(lengths: "25m/5x", rounds: nil, auto: false) }
                == .unknownUnit(input: "5x", unit: "x", units: ["s", "m", "h", "d"]))
        #expect(
            inputError { try PomodoroPlan.parse(lengths: "1m/1m/1m/1m", rounds: nil, auto: false) }
                == .malformed(input: "1m/1m/1m/1m"))
    }

    @Test func phasesGoWorkBreakWithALongBreakAfterFour() throws {
        var timer = pomodoro(auto: false)
        var seen: [String] = []
        var now = start
        for _ in 0..<9 {
            let reading = timer.reading(at: now)
            seen.append("\(reading.phase.map(\.rawValue) ?? "-")\(reading.round ?? 0):\(reading.digits)")
            now += 1
            timer = try timer.skippingPhase(at: TimerMoment(now))
        }
        #expect(
            seen == [
                "work1:25:00", "shortBreak1:5:00", "work2:25:00", "shortBreak2:5:00", "work3:25:00",
                "shortBreak3:5:00", "work4:25:00", "longBreak4:15:00", "work5:25:00",
            ])
        #expect(timer.pomodoro?.roundInSet == 1)
    }

    @Test func withoutAutoAPhaseRunsIntoOvertimeUntilTheNextIsStarted() throws {
        let timer = pomodoro(auto: false)
        let late = TimerMoment(start + 1500 + 42)
        #expect(timer.reading(at: late).digits == "+0:42")
        #expect(timer.reading(at: late).phase == .work)
        #expect(timer.alarm.overtime)
        let next = try timer.skippingPhase(at: late)
        #expect(next.reading(at: late).phase == .shortBreak)
        #expect(next.reading(at: late).remaining == 300)
    }

    @Test func withAutoTheNextPhaseStartsAtTheDeadlineWithoutDrift() {
        let timer = pomodoro(auto: true)
        let reading = timer.reading(at: start + 1500 + 100)
        #expect(reading.phase == .shortBreak)
        #expect(reading.remaining == 200)
        #expect(reading.skippedPhase == nil)
        let (advanced, skipped) = timer.advanced(at: TimerMoment(start + 1500 + 100))
        #expect(skipped == nil)
        #expect(advanced.run == .running(deadline: start + 1800))
        #expect(!advanced.fired)
    }

    @Test func aMachineThatSleptThroughAWholePhaseSkipsAtMostOneAndSaysSo() {
        let timer = pomodoro(auto: true)
        // Work ended at 25:00 and the short break at 30:00, both while asleep.
        let woke = start + 1800 + 50
        let reading = timer.reading(at: woke)
        #expect(reading.skippedPhase == .shortBreak)
        #expect(reading.phase == .work)
        #expect(reading.round == 2)
        #expect(reading.remaining == 1500)
        // Asleep for hours: still one phase skipped, and the next starts on waking.
        let hoursLater = timer.reading(at: start + 5 * 3600)
        #expect(hoursLater.skippedPhase == .shortBreak)
        #expect(hoursLater.phase == .work)
        #expect(hoursLater.round == 2)
        #expect(hoursLater.remaining == 1500)
    }

    @Test func pauseAndRestartWithinAPhase() throws {
        let timer = pomodoro(auto: true)
        let paused = try timer.paused(at: TimerMoment(start + 1600))
        #expect(paused.pomodoro?.phase == .shortBreak)
        #expect(paused.run == .paused(remaining: 200))
        let restarted = try paused.restarted(at: TimerMoment(start + 2000))
        #expect(restarted.reading(at: start + 2000).remaining == 300)
    }
}

/// A warning mark longer than a Pomodoro's shorter phases.
@Suite struct PomodoroWarningTests {
    let start = utc("2026-11-23T09:00:00Z")

    @Test func aMarkLongerThanABreakWarnsTheWorkPhaseButNotTheBreakAtItsStart() throws {
        let timer = TimerRecord.pomodoro(
            .classic, label: "", input: "", zone: zone("UTC"), at: TimerMoment(start),
            alarm: TimerAlarm(warnings: [600]))
        #expect(timer.alarmsDue(at: TimerMoment(start + 1500 - 599)) == [.warning(600)])
        let breakStart = TimerMoment(start + 1500)
        let onBreak = try timer.markingAlarmed(at: breakStart).skippingPhase(at: breakStart)
        #expect(onBreak.reading(at: breakStart).phase == .shortBreak)
        #expect(onBreak.alarmsDue(at: breakStart).isEmpty)
        #expect(onBreak.alarmsDue(at: TimerMoment(start + 1500 + 299)).isEmpty)
        #expect(onBreak.alarmsDue(at: TimerMoment(start + 1500 + 300)) == [.end])
    }

    @Test func theLongestPhaseBoundsTheWarnings() {
        #expect(PomodoroPlan.classic.longestPhase == 1500)
        #expect(
            PomodoroPlan(work: 600, shortBreak: 300, longBreak: 1800, longBreakAfter: 4, auto: false).longestPhase
                == 1800)
    }
}
