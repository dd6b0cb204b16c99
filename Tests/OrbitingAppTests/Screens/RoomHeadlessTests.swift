import Foundation
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport
import Testing

@testable import OrbitingApp

/// The room screen run headless through the terminal double (its broker out of reach, so
/// it waits for the room): it draws, q leaves with 0, Ctrl-C with 130.
@Suite(.serialized) struct RoomHeadlessTests {
    static let look = SessionLook(
        colors: HomeFrames.colors, depth: .trueColor, l10n: ScreenFixtures.l10n("en"),
        options: FitOptions())

    static func screen(on terminal: TerminalDouble) throws -> RoomProgram {
        let room = try #require(RoomName("board"))
        let broker = try #require(BrokerAddress("mqtt://127.0.0.1:1"))
        let subscription = try RoomSubscription(room: room, options: RoomClientOptions(broker: broker))
        return RoomProgram(subscription: subscription, engine: HomeFrames.builtin, look: look, terminal: terminal)
    }

    /// Ctrl-Z is a stop the screen asks its loop for, as a value; nothing is done to the
    /// terminal by the screen itself.
    @Test func ctrlZAsksForAStop() async throws {
        let terminal = TerminalDouble(columns: 60, rows: 16, features: RoomProgram.features)
        let program = try Self.screen(on: terminal)
        await program.receive(.control("z"))
        #expect(program.takeEffects() == [.suspend])
        #expect(!program.effects.hasQuit)
        #expect(terminal.output.isEmpty)
    }

    @Test(arguments: [("q", Int32(0)), ("\u{1B}", 0), ("\u{03}", 130)])
    func aKeyLeavesWithItsStatus(key: String, status: Int32) async throws {
        let terminal = TerminalDouble(columns: 60, rows: 16, features: RoomProgram.features)
        let program = try Self.screen(on: terminal)
        let run = HeadlessRun { () async throws(TerminalError) in try await program.run(signals: []) }
        #expect(await terminal.waitFor { $0.text.contains("board") }, "\(terminal.text)")
        terminal.type(key)
        #expect(try await run.outcome().status == status)
        #expect(!terminal.isEntered)
    }
}
