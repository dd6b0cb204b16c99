import Foundation
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport
import Testing

@testable import OrbitingApp

#if canImport(Glibc)
    import Glibc
#endif

/// Quitting is an effect like the others: each program asks its loop for `.quit` with its
/// status, and the loop ends the run on it, returning that status; the program keeps what the
/// loop said as the run began (its size, its clock) instead of reaching into the loop.
@Suite(.serialized) struct QuitEffectTests {
    static let look = SessionLook(
        colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"),
        options: FitOptions())

    /// A program that quits with `status` on its first key, asking for a title after it.
    final class Quitter: ScreenProgram {
        let status: Int32
        var effects = ScreenEffects()
        var begun: ScreenContext?
        var keys: [KeyEvent] = []
        init(status: Int32) { self.status = status }
        func begin(_ context: ScreenContext) { begun = context }
        func receive(_ key: KeyEvent) {
            keys.append(key)
            effects.append(.quit(status))
            effects.append(.quit(status + 1))  // the first quit counts
            effects.append(.send("after"))
        }
        func turn(idle: Bool) {}
        func nextWake(at now: Duration) -> Duration? { nil }
        func end(status: Int32, problem: String?) { effects.append(.quit(status)) }
        func resized(to size: TerminalSize) {}
        func frame() -> ScreenBuffer { ScreenBuffer(size: begun?.size ?? TerminalSize(columns: 1, rows: 1)) }
        func takeEffects() -> [ScreenEffect] { effects.take() }
    }

    @Test func theLoopEndsOnTheFirstQuitAndReturnsItsStatus() async throws {
        let terminal = TerminalDouble(columns: 30, rows: 7, features: [.alternateScreen, .rawInput])
        let program = Quitter(status: 42)
        let run = HeadlessRun { () async throws(TerminalError) in
            let loop = ScreenLoop(terminal: terminal, depth: .trueColor, render: RenderTarget(mode: .blocks))
            return SessionOutcome(status: try await loop.run(program, signals: []), problems: [])
        }
        #expect(await terminal.waitFor { $0.isEntered })
        terminal.type("ab")
        #expect(try await run.outcome().status == 42)
        // The keys after the quit in the same read are not handed over; what the program
        // asked for with its quit still goes out.
        #expect(program.keys == [.text("ab")] || program.keys == [.text("a")])
        #expect(terminal.output.contains("after"))
        #expect(!terminal.isEntered)
        // The size came in the context the loop handed over as the run began.
        #expect(program.begun?.size == TerminalSize(columns: 30, rows: 7))
        #expect(program.begun?.frameInterval == FrameLimiter().interval)
    }

    @Test(arguments: [(KeyEvent.text("q"), Int32(0)), (.escape, 0), (.control("c"), 130)])
    func theRoomScreenQuitsWithItsStatus(key: KeyEvent, status: Int32) async throws {
        let room = try #require(RoomName("board"))
        let broker = try #require(BrokerAddress("mqtt://127.0.0.1:1"))
        let subscription = try RoomSubscription(room: room, options: RoomClientOptions(broker: broker))
        let program = RoomProgram(
            subscription: subscription, engine: HomeFrames.builtin, look: Self.look,
            terminal: TerminalDouble(columns: 60, rows: 16, features: RoomProgram.features))
        await program.receive(key)
        #expect(program.takeEffects() == [.quit(status)])
        await program.end(status: 143, problem: nil)
        #expect(program.takeEffects().isEmpty, "the first quit counts")
    }

    @Test func theTimerDisplayQuitsOnQAndOnASignal() async throws {
        let kept = TestTimers()
        let timers = RecordTimerSource(store: kept.store, clock: SystemTimerClock(), l10n: ScreenFixtures.l10n("en"))
        let make = {
            TimerProgram(
                source: timers, engine: HomeFrames.builtin, look: Self.look,
                options: TimerLoopOptions(environment: [:]),
                terminal: TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features))
        }
        let leaving = make()
        leaving.begin(ScreenContext(size: TerminalSize(columns: 60, rows: 16)))
        _ = leaving.takeEffects()
        await leaving.receive(.text("q"))
        #expect(leaving.takeEffects().contains(.quit(0)))
        let ended = make()
        ended.begin(ScreenContext(size: TerminalSize(columns: 60, rows: 16)))
        ended.end(status: 128 + SIGTERM, problem: nil)
        #expect(ended.takeEffects().contains(.quit(128 + SIGTERM)))
    }

    @Test func theFollowBoardQuitsWithTheSignalsStatus() {
        let output = FollowProgram.Output(frame: { _, size in ScreenBuffer(size: size) }, print: { _, _ in [] })
        let board = FollowProgram(
            output: output, input: -1, terminal: -1, isTerminal: false, depth: .none,
            render: RenderTarget(mode: .blocks), limit: 10)
        board.end(status: 128 + SIGINT, problem: nil)
        #expect(board.takeEffects() == [.quit(128 + SIGINT)])
    }
}

extension ReadlinePrograms {
    /// The session keeps what was typed and then quits with the signal's status, as an effect.
    @Suite(.serialized) struct SessionQuitTests {
        @Test func aSignalEndsTheSessionWithItsStatusThroughTheEffect() async throws {
            let terminal = TerminalDouble(columns: 60, rows: 16)
            let (session, _) = SessionHeadlessTests.session(on: terminal)
            await session.begin(ScreenContext(size: TerminalSize(columns: 60, rows: 16)))
            _ = session.takeEffects()
            await session.end(status: 128 + SIGHUP, problem: nil)
            #expect(session.takeEffects().contains(.quit(128 + SIGHUP)))
            session.leave()
        }
    }
}
