import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The timer display's run loop on a real pseudo-terminal, with the fake store: a timer that
/// ends soon ends the display after its alarm (flash, bell, notification, command), the
/// title is saved, shown and restored, and `q` leaves a timer running.
@Suite(.serialized) struct TimerProgramTests {
    static let look = SessionLook(
        colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"), options: FitOptions())

    /// Runs `loop` (on its own thread), reading the terminal meanwhile (so writes never block),
    /// typing `keys` after `typeAfter` seconds; returns the outcome and everything written.
    /// The wait sleeps without holding a thread of the shared pool, which the loop's task
    /// needs to start.
    static func run(_ loop: TimerProgram, tty: PseudoTerminal, keys: [UInt8] = [], typeAfter: Double = 0.3) async throws
        -> (SessionOutcome, String)
    {
        let result = Locked<Result<SessionOutcome, TerminalError>?>(nil)
        nonisolated(unsafe) let loop = loop
        // Started on a thread of its own: the shared pool's threads may all be held by other
        // tests, and the timer counts meanwhile.
        let executor = ThreadExecutor()
        defer { executor.stop() }
        Task(executorPreference: executor) {
            // No signal pipe: there is one per process, and the signal tests hold it at times.
            do throws(TerminalError) {
                result.set(.success(try await loop.run(signals: [])))
            } catch {
                result.set(.failure(error))
            }
        }
        var output = ""
        var typed = keys.isEmpty
        let started = Date()
        while result.get() == nil, Date().timeIntervalSince(started) < 20 {
            try await Task.sleep(for: .milliseconds(10))
            output += tty.output()
            if !typed, Date().timeIntervalSince(started) > typeAfter {
                typed = true
                _ = keys.withUnsafeBytes { write(tty.controller, $0.baseAddress, $0.count) }
            }
        }
        output += tty.output()
        let outcome = try #require(result.get()).get()
        return (outcome, output)
    }

    @Test func aTimerEndsTheDisplayAfterItsAlarm() async throws {
        let tty = try #require(PseudoTerminal())
        tty.resize(columns: 40, rows: 12)
        let marker = TestDirectory.make("alarm") + "/marker"
        defer { unlink(marker) }
        let record = TimerRecord.countdown(
            1.6, label: "Tea\u{1B}]2;x", input: "1.6s", zone: TestTimers.utc, at: SystemTimerClock().moment(),
            alarm: TimerAlarm(exec: "touch '\(marker)'"))
        let kept = TestTimers()
        try kept.store.add(record)
        let timers = RecordTimerSource(store: kept.store, clock: SystemTimerClock(), l10n: ScreenFixtures.l10n("en"))
        // `--quit-after 0`: the display closes by itself once the flash is shown.
        let options = TimerLoopOptions(
            exitWhenDone: record.id, quitAfter: .zero,
            environment: ["TERM": "xterm-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        let loop = TimerProgram(
            source: timers, engine: HomeFrames.builtin, look: Self.look, options: options,
            input: tty.follower, output: tty.follower)
        let (outcome, output) = try await Self.run(loop, tty: tty)
        #expect(outcome.status == 0)
        // Kept as fired and done: it is in the finished timers, completed.
        #expect(kept.records.isEmpty)
        #expect(try kept.store.done().map(\.result) == [.completed])
        #expect(output.components(separatedBy: "]9;").count == 2)  // one notification
        // The bell, then the notification through tmux's passthrough, the label sanitized.
        #expect(
            output.contains("\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]9;Orbiting · Tea␛]2;x: Time is up.\u{1B}\u{1B}\\\u{1B}\\"))
        // The title: saved, showing the time, restored before the alternate screen is left.
        let save = try #require(output.range(of: TerminalNotification.saveTitle))
        let shown = try #require(output.range(of: "\u{1B}]2;0:02 Tea␛]2;x · Orbiting\u{1B}\\"))
        let restore = try #require(output.range(of: TerminalNotification.restoreTitle, options: .backwards))
        let leave = try #require(output.range(of: ControlSequence.leaveAlternateScreen, options: .backwards))
        #expect(
            save.lowerBound < shown.lowerBound && shown.lowerBound < restore.lowerBound
                && restore.lowerBound < leave.lowerBound)
        // The flash: the background colour painted as text colour's (swapped) at the end.
        let background = HomeFrames.colors.text.map { "48;2;\($0.red);\($0.green);\($0.blue)" } ?? "?"
        #expect(output.contains(background))
        // The command ran, without the display waiting for it.
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: marker) { usleep(20_000) }
        #expect(FileManager.default.fileExists(atPath: marker))
    }

    @Test func qLeavesTheTimerRunning() async throws {
        let tty = try #require(PseudoTerminal())
        tty.resize(columns: 40, rows: 12)
        let clock = SystemTimerClock()
        let record = TimerRecord.countdown(600, label: "Tea", input: "10m", zone: TestTimers.utc, at: clock.moment())
        let kept = TestTimers()
        try kept.store.add(record)
        let timers = RecordTimerSource(store: kept.store, clock: clock, l10n: ScreenFixtures.l10n("en"))
        let loop = TimerProgram(
            source: timers, engine: HomeFrames.builtin, look: Self.look,
            options: TimerLoopOptions(exitWhenDone: record.id, environment: [:]), input: tty.follower,
            output: tty.follower)
        let (outcome, output) = try await Self.run(loop, tty: tty, keys: Array("+q".utf8))
        #expect(outcome.status == 0)
        // Still there, a minute later than it was: `+` acted, `q` only left.
        guard case .running(let before) = record.run, case .running(let after)? = kept.records.first?.run else {
            Issue.record("the timer is not running: \(kept.records)")
            return
        }
        #expect(kept.records.count == 1 && after == before.addingTimeInterval(60))
        #expect(!output.contains("\u{07}"))
        #expect(output.hasSuffix(ControlSequence.leaveAlternateScreen))
    }

    /// Where the width probe found grapheme clustering offered but off, the display measures
    /// with clustering on, so it must turn it on (and off on the way out) as the session does.
    @Test func theProbesFeaturesAreTurnedOnAndOff() async throws {
        let tty = try #require(PseudoTerminal())
        tty.resize(columns: 40, rows: 12)
        let clock = SystemTimerClock()
        let kept = TestTimers()
        try kept.store.add(
            TimerRecord.countdown(600, label: "स्ते", input: "10m", zone: TestTimers.utc, at: clock.moment()))
        let probed = TerminalWidthProbe.Answer(
            model: WidthModel(clustersGraphemes: true), enablesGraphemeClustering: true)
        let timers = RecordTimerSource(store: kept.store, clock: clock, l10n: ScreenFixtures.l10n("en"))
        let loop = TimerProgram(
            source: timers, engine: HomeFrames.builtin, look: Self.look,
            options: TimerLoopOptions(environment: [:], terminalFeatures: probed.features),
            input: tty.follower, output: tty.follower)
        let (outcome, output) = try await Self.run(loop, tty: tty, keys: Array("q".utf8))
        #expect(outcome.status == 0)
        let on = try #require(output.range(of: ControlSequence.enableGraphemeClustering))
        let off = try #require(output.range(of: ControlSequence.disableGraphemeClustering, options: .backwards))
        #expect(on.lowerBound < off.lowerBound)
    }
}

/// A value shared between the test and the loop's thread.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
