import Foundation
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import Testing

@testable import OrbitingApp

extension ReadlinePrograms {
    /// The timer display run headless through the terminal double: a key in, the frame out.
    @Suite(.serialized) struct TimerHeadlessTests {
        static let look = SessionLook(
            colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"),
            options: FitOptions())

        /// A display of a ten-minute countdown labelled "Tea" on `terminal`, with its store.
        static func display(on terminal: TerminalDouble) throws -> (TimerProgram, TestTimers, TimerRecord) {
            let clock = SystemTimerClock()
            let record = TimerRecord.countdown(
                600, label: "Tea", input: "10m", zone: TestTimers.utc, at: clock.moment())
            let kept = TestTimers()
            try kept.store.add(record)
            let timers = RecordTimerSource(store: kept.store, clock: clock, l10n: ScreenFixtures.l10n("en"))
            let program = TimerProgram(
                source: timers, engine: HomeFrames.builtin, look: look,
                options: TimerLoopOptions(exitWhenDone: record.id, environment: [:]), terminal: terminal)
            return (program, kept, record)
        }

        /// The display asks its loop, as values, for what it writes besides frames and for a
        /// stop: the title saved as it begins, a stop for Ctrl-Z; the terminal is not touched
        /// until the loop carries them out, and each is handed over once.
        @Test func itAsksForTheTitleAndAStopAsEffects() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features)
            let (program, kept, _) = try Self.display(on: terminal)
            program.begin(ScreenContext())
            #expect(program.takeEffects().contains(.send(TerminalNotification.saveTitle)))
            await program.receive(.control("z"))
            #expect(program.takeEffects().contains(.suspend))
            #expect(program.takeEffects().isEmpty)
            #expect(terminal.output.isEmpty)
            #expect(kept.records.count == 1)
        }

        /// Run by the loop, the effects reach the terminal: the title is saved at the start and
        /// put back at the end.
        @Test func theLoopCarriesOutTheTitleEffects() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features)
            let (program, kept, _) = try Self.display(on: terminal)
            let run = HeadlessRun { () async throws(TerminalError) in try await program.run(signals: []) }
            #expect(await terminal.waitFor { $0.text.contains("Tea") }, "\(terminal.text)")
            #expect(terminal.output.contains(TerminalNotification.saveTitle))
            terminal.type("q")
            #expect(try await run.outcome().status == 0)
            #expect(terminal.output.contains(TerminalNotification.restoreTitle))
            #expect(kept.records.count == 1)
        }

        /// Space pauses: the frame says so; `q` leaves with the timer kept, paused.
        @Test func spacePausesAndTheFrameSaysSo() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features)
            let (program, kept, _) = try Self.display(on: terminal)
            let run = HeadlessRun { () async throws(TerminalError) in try await program.run(signals: []) }
            #expect(await terminal.waitFor { $0.text.contains("Tea") }, "\(terminal.text)")
            #expect(!terminal.text.contains("Paused"))
            terminal.type(" ")
            #expect(await terminal.waitFor { $0.text.contains("Paused") }, "\(terminal.text)")
            terminal.type("q")
            #expect(try await run.outcome().status == 0)
            guard case .paused? = kept.records.first?.run else {
                Issue.record("not paused: \(kept.records)")
                return
            }
            #expect(!terminal.isEntered)
        }

        /// `n` opens the prompt for a new timer; what is typed after it in the same read goes to
        /// the prompt, and Enter starts that timer.
        @Test func theLabelPromptTakesTheKeysAfterN() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features)
            let (program, kept, _) = try Self.display(on: terminal)
            let run = HeadlessRun { () async throws(TerminalError) in try await program.run(signals: []) }
            #expect(await terminal.waitFor { $0.text.contains("Tea") })
            terminal.type("n5m Coffee\r")
            #expect(await terminal.waitFor { $0.text.contains("Coffee") }, "\(terminal.text)")
            terminal.type("q")
            #expect(try await run.outcome().status == 0)
            #expect(kept.records.map(\.label).sorted() == ["Coffee", "Tea"], "\(kept.records)")
        }
    }
}
