import Foundation
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport
import Testing

@testable import OrbitingApp

/// The terminal's late answer to the picture questions reaches the timer display and a room
/// screen the one way it reaches the session: the program asks its look source again after
/// the answer, and draws in the mode it then gives (the loop's writer follows the target
/// returned); a source the answer does not change leaves the mode.
@Suite struct LateAnswerTests {
    static let look = SessionLook(
        colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"),
        options: FitOptions())
    /// What kitty answers: its graphics protocol works, then DA1.
    static let kittyAnswer = GraphicsSupport.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8))

    /// Cells until the terminal says it shows kitty pictures, then kitty pictures.
    struct PicturesOnceAnswered: LookSource {
        let look: SessionLook
        var kitty = false

        func look(for settings: Settings) -> SessionLook {
            var look = self.look
            if kitty { look.render = RenderTarget(mode: .kitty, cell: CellPixels(width: 10, height: 20)) }
            return look
        }

        func afterLateAnswer(_ support: GraphicsSupport) -> any LookSource {
            var answered = self
            answered.kitty = support.kitty
            return answered
        }
    }

    static func timer(look: any LookSource) -> (TimerProgram, TestTimers) {
        let kept = TestTimers()
        let timers = RecordTimerSource(store: kept.store, clock: SystemTimerClock(), l10n: ScreenFixtures.l10n("en"))
        let program = TimerProgram(
            source: timers, engine: HomeFrames.builtin, look: look,
            options: TimerLoopOptions(environment: [:]),
            terminal: TerminalDouble(columns: 60, rows: 16, features: TimerProgram.features))
        return (program, kept)
    }

    static func room(look: any LookSource) throws -> RoomProgram {
        let room = try #require(RoomName("board"))
        let broker = try #require(BrokerAddress("mqtt://127.0.0.1:1"))
        let subscription = try RoomSubscription(room: room, options: RoomClientOptions(broker: broker))
        return RoomProgram(
            subscription: subscription, engine: HomeFrames.builtin, look: look,
            terminal: TerminalDouble(columns: 60, rows: 16, features: RoomProgram.features))
    }

    @Test func theTimerDisplayDrawsInTheModeTheAnswerMakesPossible() {
        #expect(Self.kittyAnswer.kitty)
        let (display, kept) = Self.timer(look: PicturesOnceAnswered(look: Self.look))
        #expect(display.renderAfterLateAnswer(Self.kittyAnswer)?.mode == .kitty)
        #expect(display.view.render.mode == .kitty)
        // Told again, nothing changes.
        #expect(display.renderAfterLateAnswer(Self.kittyAnswer) == nil)
        withExtendedLifetime(kept) {}
    }

    @Test func aRoomScreenDrawsInTheModeTheAnswerMakesPossible() throws {
        let screen = try Self.room(look: PicturesOnceAnswered(look: Self.look))
        #expect(screen.renderAfterLateAnswer(Self.kittyAnswer)?.mode == .kitty)
        #expect(screen.render.mode == .kitty)
        #expect(screen.renderAfterLateAnswer(Self.kittyAnswer) == nil)
    }

    /// A look made before the run (no source to ask again) keeps its mode.
    @Test func aFixedLookKeepsItsMode() throws {
        let (display, kept) = Self.timer(look: Self.look)
        #expect(display.renderAfterLateAnswer(Self.kittyAnswer) == nil)
        #expect(try Self.room(look: Self.look).renderAfterLateAnswer(Self.kittyAnswer) == nil)
        withExtendedLifetime(kept) {}
    }
}
