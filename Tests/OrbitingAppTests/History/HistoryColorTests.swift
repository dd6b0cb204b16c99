import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// Colours by role: the selected row, the star, the quiet time, the edit position.
@Suite struct HistoryColorTests {
    static let colors = ScreenColors(Theme.builtInMono.dark)

    static func frame(_ screen: HistoryScreen, colors: ScreenColors = colors) -> ScreenBuffer {
        var context = HistoryFixtures.context()
        context.colors = colors
        var frame = context.blankFrame()
        screen.render(into: &frame, context: context)
        return frame
    }

    @Test func rowsPaintEachPartInItsRole() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.down))
        let frame = Self.frame(screen)
        // Row 2: "★ Back in 5 min … 09:41", not selected.
        #expect(frame[2, 1].character == "★" && frame[2, 1].style == Self.colors.star)
        #expect(frame[2, 3].style == Self.colors.body)
        #expect(frame[2, 58].character == "1" && frame[2, 58].style == Self.colors.quiet)
        // Row 3 is selected from edge to edge, time included.
        for column in [0, 3, 30, 59] { #expect(frame[3, column].style == Self.colors.selected) }
        #expect(frame[0, 1].style == Self.colors.heading)
        #expect(frame[11, 1].style == Self.colors.statusRow)
    }

    @Test func theEditPositionIsMarkedAfterTheSearch() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("ca", into: &screen)
        let frame = Self.frame(screen)
        let label = DisplayWidth.of("Search:")
        let caret = 1 + label + 1 + 2
        #expect(frame.text(ofRow: 1).hasPrefix(" Search: ca "))
        #expect(frame[1, caret].style.background == Self.colors.accent)
        #expect(frame[1, caret - 1].style == Self.colors.body)
        let plain = Self.frame(screen, colors: .none)
        #expect(plain[1, caret].style.isReversed)
        #expect(plain[3, 0].style.isReversed == false && plain[2, 0].style.isReversed)
    }

    @Test func aQuestionStandsOutOnTheStatusRow() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.delete))
        #expect(Self.frame(screen)[11, 1].style == Self.colors.heading)
    }
}
