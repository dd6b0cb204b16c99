import Foundation
import OrbitingCore
import OrbitingTestSupport
import OrbitingWeb
import Testing

@testable import OrbitingApp

#if canImport(Glibc)
    import Glibc
#endif

/// The launch path in the application module, from plain values: `--web`'s address, the
/// kiosk's lock and message, the theme's refusal; each problem is a `LaunchError` for the
/// executable to say.
@Suite struct LaunchTests {
    @Test func webTakesItsValueTheSettingOrNothing() throws {
        let settings = Settings()
        #expect(try WebLaunch.address(flag: nil, settings: settings) == nil)
        #expect(try WebLaunch.address(flag: "", settings: settings) == settings.web)
        #expect(try WebLaunch.address(flag: "127.0.0.1:9123", settings: settings) == WebAddress("127.0.0.1:9123"))
        #expect {
            try WebLaunch.address(flag: "not an address", settings: settings)
        } throws: { error in
            guard case .webAddress("not an address") = error as? LaunchError else { return false }
            return true
        }
    }

    @Test func aKioskWithoutAPhraseIsRefusedAndOneWithAPhraseLocks() throws {
        let directory = TestDirectory.make("kiosk")
        #expect {
            try KioskLaunch.lock(directory: directory)
        } throws: { error in
            guard case .noKioskPhrase = error as? LaunchError else { return false }
            return true
        }
        try KioskPhrase(phrase: "open sesame", salt: [1, 2, 3, 4], iterations: 1).save(directory: directory)
        let lock = try KioskLaunch.lock(directory: directory)
        #expect(lock.phrase.matches("open sesame"))
    }

    @Test func aSharedPhraseFileIsRefused() throws {
        let directory = TestDirectory.make("kiosk")
        try KioskPhrase(phrase: "open sesame", salt: [1, 2, 3, 4], iterations: 1).save(directory: directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        for file in files { chmod(directory + "/" + file, 0o644) }
        #expect {
            try KioskLaunch.lock(directory: directory)
        } throws: { error in
            guard case .kioskPhrase(.shared) = error as? LaunchError else { return false }
            return true
        }
    }

    @Test func aKioskShowsTheTextGivenElseTheLastMessageKept() throws {
        let store = MessageStore(directory: TestDirectory.make("kiosk") + "/data")
        #expect(KioskLaunch.message(nil, store: store) == nil)
        _ = try store.add("Back at 3")
        #expect(KioskLaunch.message(nil, store: store) == "Back at 3")
        #expect(KioskLaunch.message("", store: store) == "Back at 3")
        #expect(KioskLaunch.message("Open", store: store) == "Open")
    }
}

/// What stays in the shell once a timer's display closed, decided in the application module
/// (the executable puts it in words): running on, cancelled, or ended.
@Suite struct TimerDisplayEndingTests {
    static func countdown(_ timers: TestTimers) throws -> TimerRecord {
        let record = TimerRecord.countdown(
            600, label: "Tea", input: "10m", zone: TestTimers.utc, at: timers.clock.moment())
        try timers.store.add(record)
        return record
    }

    @Test func aTimerLeftRunningIsNamedAmongTheRunningOnes() throws {
        let timers = TestTimers()
        let record = try Self.countdown(timers)
        let ending = TimerDisplayEnding.of(id: record.id, store: timers.store)
        guard case .running(let timer, let running) = ending.outcome else {
            Issue.record("not running: \(ending.outcome)")
            return
        }
        #expect(timer.id == record.id && running.map(\.id) == [record.id])
        #expect(ending.laps.isEmpty)
    }

    @Test func aCancelledTimerIsSaidCancelledAndAFinishedCountdownEnded() throws {
        let cancelled = TestTimers()
        let first = try Self.countdown(cancelled)
        #expect(cancelled.source.perform(.cancel(id: first.id)) == nil)
        guard case .cancelled(let done) = TimerDisplayEnding.of(id: first.id, store: cancelled.store).outcome else {
            Issue.record("not cancelled")
            return
        }
        #expect(done.id == first.id)
        let finished = TestTimers()
        let second = try Self.countdown(finished)
        #expect(finished.source.perform(.finish(id: second.id)) == nil)
        guard case .ended(let ended) = TimerDisplayEnding.of(id: second.id, store: finished.store).outcome else {
            Issue.record("not ended")
            return
        }
        #expect(ended.id == second.id)
    }

    @Test func aTimerThatIsGoneLeavesNothingToSay() {
        let timers = TestTimers()
        guard case .none = TimerDisplayEnding.of(id: "nope", store: timers.store).outcome else {
            Issue.record("something said about a timer that never was")
            return
        }
    }
}
