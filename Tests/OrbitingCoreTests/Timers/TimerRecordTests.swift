import Foundation
import Testing

@testable import OrbitingCore

@Suite struct TimerDigitsTests {
    @Test func roundsTheTimeLeftUpSoZeroShowsOnlyAtTheEnd() {
        #expect(TimerDigits.remaining(3899) == "1:04:59")
        #expect(TimerDigits.remaining(299) == "4:59")
        #expect(TimerDigits.remaining(9) == "0:09")
        #expect(TimerDigits.remaining(4.2) == "0:05")
        #expect(TimerDigits.remaining(0.001) == "0:01")
        #expect(TimerDigits.remaining(0) == "0:00")
        #expect(TimerDigits.remaining(3600) == "1:00:00")
        #expect(TimerDigits.remaining(3599.5) == "1:00:00")
        #expect(TimerDigits.remaining(90_000) == "25:00:00")
    }

    @Test func overtimeAndElapsedCountWholeSecondsReached() {
        #expect(TimerDigits.remaining(-12.4) == "+0:12")
        #expect(TimerDigits.remaining(-0.5) == "+0:00")
        #expect(TimerDigits.remaining(-3725) == "+1:02:05")
        #expect(TimerDigits.elapsed(59.9) == "0:59")
        #expect(TimerDigits.elapsed(60) == "1:00")
    }
}

@Suite struct CountdownTests {
    let start = utc("2026-11-23T09:00:00Z")
    var clock: ManualTimerClock { ManualTimerClock(start) }

    func tea(_ seconds: TimeInterval = 600, alarm: TimerAlarm = TimerAlarm()) -> TimerRecord {
        TimerRecord.countdown(
            seconds, label: "Tea", input: "10m", zone: zone("Europe/Berlin"), at: TimerMoment(start), alarm: alarm)
    }

    @Test func readsFromTheDeadlineAtAnyInstant() {
        let timer = tea()
        #expect(timer.run == .running(deadline: start + 600))
        #expect(timer.reading(at: start).digits == "10:00")
        #expect(timer.reading(at: start + 0.2).digits == "10:00")
        #expect(timer.reading(at: start + 1).digits == "9:59")
        #expect(timer.reading(at: start + 599.5).digits == "0:01")
        #expect(timer.reading(at: start + 600).digits == "0:00")
        #expect(timer.reading(at: start + 600).hasEnded)
        #expect(!timer.reading(at: start + 599.9).hasEnded)
        #expect(timer.reading(at: start + 612.3).digits == "+0:12")
        #expect(((timer.reading(at: start + 612.3).remaining ?? 0) * 1000).rounded() == -12_300)
        #expect(timer.reading(at: start + 150).progress == 0.25)
        #expect(timer.reading(at: start + 900).progress == 1)
        #expect(timer.reading(at: start).endsAt == start + 600)
    }

    @Test func pauseKeepsTheTimeLeftAndResumeSetsANewDeadline() throws {
        let clock = clock
        var timer = tea()
        clock.advance(by: 60)
        timer = try timer.paused(at: clock.moment())
        #expect(timer.run == .paused(remaining: 540))
        clock.advance(by: 1000)
        #expect(timer.reading(at: clock.moment()).remaining == 540)
        #expect(timer.reading(at: clock.moment()).isPaused)
        #expect(timer.reading(at: clock.moment()).endsAt == nil)
        #expect(operationError { try timer.paused(at: clock.moment()) } == .alreadyPaused)
        timer = try timer.resumed(at: clock.moment())
        #expect(timer.run == .running(deadline: start + 1600))
        #expect(operationError { try timer.resumed(at: clock.moment()) } == .notPaused)
        clock.advance(by: 540)
        #expect(timer.reading(at: clock.moment()).digits == "0:00")
    }

    @Test func aDurationFollowsTheContinuousClockNotTheWallClock() {
        let clock = clock
        let timer = tea()
        clock.advance(by: 100)
        clock.setWall(to: start + 100 + 3600)
        #expect(timer.reading(at: clock.moment()).remaining == 500)
    }

    @Test func addingAndTakingMinutes() {
        let timer = tea()
        let now = TimerMoment(start + 100)
        let more = timer.adding(60, at: now)
        #expect(more.reading(at: now).remaining == 560)
        #expect(more.length == 660)
        let less = timer.adding(-60, at: now)
        #expect(less.reading(at: now).remaining == 440)
        // Taking more than is left ends it now, never in the past.
        let ended = timer.adding(-3600, at: now)
        #expect(ended.reading(at: now).remaining == 0)
        #expect(ended.length == 100)
        let paused = (try? timer.paused(at: now)).map { $0.adding(60, at: now) }
        #expect(paused?.run == .paused(remaining: 560))
    }

    @Test func restartGoesBackToTheLengthItStartedWith() throws {
        let timer = tea().adding(120, at: TimerMoment(start))
        let later = TimerMoment(start + 300)
        let restarted = try timer.restarted(at: later)
        #expect(restarted.reading(at: later).remaining == 600)
        #expect(restarted.length == 600)
        let fromPause = try (try timer.paused(at: later)).restarted(at: later)
        #expect(!fromPause.isPaused)
    }

    @Test func eachAlarmFiresOnceEvenAfterASuspend() {
        var timer = tea(alarm: TimerAlarm(warnings: [60, 300]))
        #expect(timer.alarm.warnings == [300, 60])
        #expect(timer.alarmsDue(at: TimerMoment(start + 100)) == [])
        let fourMinutesLeft = TimerMoment(start + 360)
        #expect(timer.alarmsDue(at: fourMinutesLeft) == [.warning(300)])
        timer = timer.markingAlarmed(at: fourMinutesLeft)
        #expect(timer.alarmsDue(at: fourMinutesLeft) == [])
        #expect(timer.alarmsDue(at: TimerMoment(start + 570)) == [.warning(60)])
        timer = timer.markingAlarmed(at: TimerMoment(start + 570))
        #expect(timer.alarmsDue(at: TimerMoment(start + 601)) == [.end])
        timer = timer.markingAlarmed(at: TimerMoment(start + 601))
        #expect(timer.alarmsDue(at: TimerMoment(start + 700)) == [])
        #expect(timer.fired)
        // Time added back re-arms the end.
        let more = timer.adding(120, at: TimerMoment(start + 700))
        #expect(more.alarmsDue(at: TimerMoment(start + 821)) == [.end])

        // Asleep across both marks: one warning, the nearest, and then none.
        let asleep = tea(alarm: TimerAlarm(warnings: [60, 300]))
        let woke = TimerMoment(start + 580)
        #expect(asleep.alarmsDue(at: woke) == [.warning(60)])
        #expect(asleep.markingAlarmed(at: woke).alarmsDue(at: TimerMoment(start + 590)) == [])
    }

    @Test func aTimerThatRanOutUnwatchedEndedAtItsDeadline() {
        let finished = tea().finished(at: TimerMoment(start + 600 + 14 * 60), result: .completed)
        #expect(finished.endedAt == start + 600)
        #expect(finished.duration == 600)
        #expect(finished.label == "Tea")
        let cancelled = tea().finished(at: TimerMoment(start + 100), result: .cancelled)
        #expect(cancelled.endedAt == start + 100)
        #expect(cancelled.result == .cancelled)
    }

    @Test func survivesARoundTripThroughJSON() throws {
        let timer = TimerRecord.countdown(
            600.25, label: "Tea", input: "600.25", zone: zone("Europe/Berlin"),
            at: TimerMoment(start + 0.0004), alarm: TimerAlarm(warnings: [60], exec: "touch F"))
        let data = try JSONEncoder().encode(timer)
        #expect(try JSONDecoder().decode(TimerRecord.self, from: data) == timer)
        #expect(timer.id != tea().id)
        #expect(Message.isWellFormedID(timer.id))
    }
}

@Suite struct UntilAndStopwatchTests {
    let start = utc("2026-11-23T09:00:00Z")

    @Test func aClockTimeTargetCannotBePausedOrRestartedAndFollowsTheWallClock() throws {
        let target = try TargetParser.target("17:30", now: start, zone: zone("Europe/Berlin"))
        let timer = TimerRecord.until(target, label: "", input: "17:30", at: TimerMoment(start))
        #expect(timer.length == 7.5 * 3600)
        #expect(operationError { try timer.paused(at: TimerMoment(start)) } == .targetTimeDoesNotMove)
        #expect(operationError { try timer.restarted(at: TimerMoment(start)) } == .targetTimeDoesNotMove)
        let clock = ManualTimerClock(start)
        clock.advance(by: 60)
        clock.setWall(to: start + 3600)
        #expect(timer.reading(at: clock.moment()).remaining == 6.5 * 3600)
        #expect(timer.reading(at: clock.moment()).endsAt == target.instant)
    }

    @Test func aStopwatchCountsUpAcrossPauses() throws {
        let clock = ManualTimerClock(start)
        var watch = TimerRecord.stopwatch(label: "Talk", zone: zone("UTC"), at: clock.moment())
        clock.advance(by: 75)
        #expect(watch.reading(at: clock.moment()).digits == "1:15")
        #expect(watch.reading(at: clock.moment()).remaining == nil)
        watch = try watch.paused(at: clock.moment())
        clock.advance(by: 500)
        #expect(watch.reading(at: clock.moment()).elapsed == 75)
        watch = try watch.resumed(at: clock.moment())
        clock.advance(by: 5)
        #expect(watch.reading(at: clock.moment()).elapsed == 80)
        #expect(watch.alarmsDue(at: clock.moment()) == [])
        #expect(operationError { try watch.skippingPhase(at: clock.moment()) } == .noPhases)
        #expect(watch.finished(at: clock.moment(), result: .finishedEarly).duration == 80)
    }
}
