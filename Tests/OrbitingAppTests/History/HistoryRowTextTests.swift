import Foundation
@testable import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

@Suite struct HistoryRowTextTests {
    @Test func lineBreaksAndControlsShowAsMarks() {
        let line = HistoryRowText.line("one\ntwo\tthree \u{1B}[2J\u{9B}31m \u{202E}evil", columns: 80)
        #expect(line == "one⏎two⇥three ␛[2J�31m �evil")
        #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
    }

    @Test func aLongLineIsCutWithAnEllipsisToTheWidth() {
        #expect(HistoryRowText.line("abcdefghij", columns: 10) == "abcdefghij")
        #expect(HistoryRowText.line("abcdefghijk", columns: 10) == "abcdefghi…")
        #expect(HistoryRowText.line(String(repeating: "x", count: 10_000), columns: 10) == "xxxxxxxxx…")
    }

    @Test func wideCharactersCountTwoColumns() {
        let line = HistoryRowText.line("会議室は３階です", columns: 9)
        #expect(line == "会議室は…")
        #expect(DisplayWidth.of(line) == 9)
        #expect(HistoryRowText.line("会議室は３階です", columns: 16) == "会議室は３階です")
        #expect(DisplayWidth.of(HistoryRowText.line("会議室は３階です", columns: 8)) <= 8)
    }

    /// Past the part looked at, the text is still marked as cut even when what was looked at
    /// (combining marks that take no column) fits.
    @Test func aCutFarAlongIsStillMarked() {
        let marks = String(repeating: "e\u{301}\u{302}\u{303}", count: 40)
        let line = HistoryRowText.line(marks, columns: 10)
        #expect(line.hasSuffix("…"))
        #expect(DisplayWidth.of(line) <= 10)
    }

    @Test func theSearchFieldShowsTheEndOfALongSearch() {
        #expect(HistoryRowText.tail("abcdef", columns: 3) == "def")
        #expect(HistoryRowText.tail("東京で", columns: 5) == "京で")
        #expect(HistoryRowText.tail("abc", columns: 0) == "")
    }

    @Test func hostileTextNeverReachesTheFrameRaw() {
        let hostile = Message(id: "h", text: "\u{1B}]0;owned\u{07}\u{1B}[31mred\r\n\u{0}", createdAt: HistoryFixtures.now)
        let screen = HistoryFixtures.screen([hostile])
        let lines = HistoryFixtures.lines(screen, HistoryFixtures.context())
        #expect(lines[2].contains("␛]0;owned␇␛[31mred⏎"))
        for line in lines {
            #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func theTimeFollowsTheDay() {
        let screen = HistoryFixtures.screen()
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[2].hasSuffix(" 09:41"))
        var tomorrow = HistoryFixtures.context()
        tomorrow.now = HistoryFixtures.now.addingTimeInterval(86_400)
        #expect(HistoryFixtures.lines(screen, tomorrow)[2].hasSuffix(" Yesterday 09:41"))
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context("de"))[4].hasSuffix(" Gestern 18:05"))
    }
}
