import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingText
import Testing

/// A room screen before the typist's first text (issue 35, point 7): a typist starting on an
/// empty Home publishes an empty message, and the screen keeps "Waiting for NAME…" until
/// there is text; the retrying status fits 70 columns.
@Suite struct RoomViewWaitingTests {
    static func rows(_ view: RoomView, columns: Int = 70) -> [String] {
        let context = ScreenFixtures.context(columns, 12, code: "en", colors: HomeFrames.colors)
        var frame = context.blankFrame()
        view.render(
            options: FitOptions(), render: RenderTarget(mode: .blocks), colors: HomeFrames.colors, into: &frame,
            context: context)
        return (0..<frame.height).map { frame.text(ofRow: $0) }
    }

    @Test func anEmptyMessageKeepsWaitingUntilThereIsText() {
        let view = RoomView(engine: HomeFrames.builtin, room: "lobby")
        let waiting = Self.rows(view)
        #expect(waiting.dropLast().contains { !$0.allSatisfy { $0 == " " } }, "waiting is drawn")
        view.apply(.document(RoomDocument(text: "")))
        #expect(Self.rows(view) == waiting, "an empty message keeps the waiting screen")
        view.apply(.document(RoomDocument(text: "Hi")))
        let shown = Self.rows(view)
        #expect(shown != waiting)
        // Once there was text, an empty message is an empty screen (the typist cleared it).
        view.apply(.document(RoomDocument(text: "")))
        #expect(Self.rows(view).dropLast().allSatisfy { $0.allSatisfy { $0 == " " } })
    }

    @Test func theRetryingStatusFitsSeventyColumns() {
        let l10n = ScreenFixtures.l10n("en")
        let status = RoomStatus(room: "lobby", connection: .retrying(.other("The client is not currently connected.")))
        let line = status.text(l10n, columns: 70)
        #expect(DisplayWidth.of(line) <= 70 && line.contains("broker unreachable"), "\(line)")
        #expect(status.text(l10n, columns: 200).contains("The client is not currently connected."))
    }

    /// The reasons Orbiting has words for are said in the person's language, not in English.
    @Test(arguments: [RoomTrouble.handshakeFailed, .nothingListens])
    func theReasonIsInThePersonsLanguage(trouble: RoomTrouble) {
        let english = RoomStatus(room: "lobby", connection: .retrying(trouble)).text(ScreenFixtures.l10n("en"))
        let german = RoomStatus(room: "lobby", connection: .retrying(trouble)).text(ScreenFixtures.l10n("de"))
        #expect(english.contains(trouble.description), "\(english)")
        #expect(german.contains("Broker nicht erreichbar") && !german.contains(trouble.description), "\(german)")
    }
}
