import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

@testable import OrbitingApp

/// Home as a person sees it: whole frames for a few states, the status row, the caret, and
/// windows too small for anything.
@Suite struct HomeViewTests {
    // MARK: Golden frames (checked by eye when recorded)

    @Test func emptyHomeShowsThePlaceholderAndTheHelpHint() {
        let frame = HomeFrames.render(HomeState(), columns: 40, rows: 12)
        HomeFrames.expectGolden(frame, "home-empty-en-40x12")
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "F1 for help")
    }

    @Test func typedTextFillsTheWindow() {
        let frame = HomeFrames.render(HomeFrames.typing("Hi!"), columns: 40, rows: 12)
        HomeFrames.expectGolden(frame, "home-hi-en-40x12")
    }

    @Test(.needsUnifont)
    func japaneseHomeIsInJapanese() throws {
        let engine = try #require(HomeFrames.unifont)
        let frame = HomeFrames.render(HomeState(), columns: 40, rows: 12, engine: engine, language: "ja")
        HomeFrames.expectGolden(frame, "home-empty-ja-40x12")
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "F1 でヘルプ")
    }

    @Test(.needsUnifont)
    func aKeptJapaneseMessageWithItsNotice() throws {
        let engine = try #require(HomeFrames.unifont)
        var home = HomeState()
        home.kept = "こんにちは"
        home.notice = HomeNotice(.hint("home.hint.kept"), until: .seconds(3))
        let frame = HomeFrames.render(home, columns: 40, rows: 12, engine: engine, language: "ja", now: .seconds(1))
        HomeFrames.expectGolden(frame, "home-kept-ja-40x12")
        let status = frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces)
        #expect(status.hasPrefix("画面に残し、保存しました"))
        #expect(status.hasSuffix("…"), "the notice is longer than the window and is cut")
        #expect((39...40).contains(DisplayWidth.of(status)), "cut to the window, not shorter than need be")
    }

    // MARK: Status row

    @Test func theStatusRowIsHiddenWhileTyping() {
        let frame = HomeFrames.render(HomeFrames.typing("Hi"), columns: 40, rows: 12)
        #expect(!HomeFrames.rows(frame).contains { $0.contains("F1") })
        #expect(
            HomeView(engine: HomeFrames.builtin).statusText(
                HomeFrames.typing("Hi"), now: .seconds(1),
                l10n: HomeFrames.l10n("en")) == nil)
    }

    @Test func publishedToARoomTheStatusRowNamesTheRoomAndConnectionEvenWhileTyping() {
        var home = HomeFrames.typing("Hi")
        home.room = RoomStatus(room: "lobby", connection: .connected)
        let typing = HomeFrames.render(home, columns: 60, rows: 12)
        #expect(typing.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "Room lobby: connected")
        // The message keeps its rows: the same frame above the status row as without a room.
        let without = HomeFrames.render(HomeFrames.typing("Hi"), columns: 60, rows: 12)
        #expect((0..<11).map(typing.text(ofRow:)) == (0..<11).map(without.text(ofRow:)))
        var idle = HomeState()
        idle.room = RoomStatus(room: "lobby", connection: .retrying(.nothingListens))
        let waiting = HomeFrames.render(idle, columns: 100, rows: 12)
        #expect(
            waiting.text(ofRow: 11).trimmingCharacters(in: .whitespaces)
                == "F1 for help · lobby: broker unreachable, retrying (Connection refused)")
        // A room name or reason with escapes is shown sanitized.
        idle.room = RoomStatus(room: "a\u{1B}]2;x", connection: .refused("no\u{07}"))
        let hostile = HomeFrames.render(idle, columns: 100, rows: 12)
        #expect(TextSanitizer.isSafe(hostile.text(ofRow: 11)))
    }

    @Test func aNoticeIsShownUntilItsTimeAndNotAfter() {
        var home = HomeState()
        home.kept = "Hi"
        home.notice = HomeNotice(.hint("home.hint.kept"), until: .seconds(3))
        let during = HomeFrames.render(home, columns: 60, rows: 12, now: .seconds(2))
        #expect(
            during.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "Kept and saved. Type for a new message.")
        let after = HomeFrames.render(home, columns: 60, rows: 12, now: .seconds(3))
        #expect(!HomeFrames.rows(after).contains { $0.contains("Kept") })
    }

    @Test func aFailedSaveIsShownInItsOwnWords() {
        var home = HomeFrames.typing("Hi")
        home.notice = HomeNotice(.problem("Disk full"), until: .seconds(3))
        let frame = HomeFrames.render(home, columns: 40, rows: 12, now: .seconds(2))
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "Disk full")
    }

    @Test func theSearchPromptShowsDuringControlR() {
        let searching = HomeFrames.typing("hello there", search: HistorySearch(query: "he", failed: false))
        #expect(
            HomeFrames.render(searching, columns: 40, rows: 12).text(ofRow: 11)
                .trimmingCharacters(in: .whitespaces) == "Search: he")
        let failed = HomeFrames.typing("", search: HistorySearch(query: "zz", failed: true))
        #expect(
            HomeFrames.render(failed, columns: 40, rows: 12).text(ofRow: 11)
                .trimmingCharacters(in: .whitespaces) == "Search: zz (no match)")
    }

    @Test func theSearchPromptIsInTheChosenLanguage() {
        let searching = HomeFrames.typing("hello", search: HistorySearch(query: "he", failed: false))
        let frame = HomeFrames.render(searching, columns: 40, rows: 12, language: "ja")
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "検索：he")
        // The same prompt as History's search, punctuated the same way.
        let historyPrompt = ScreenFixtures.l10n("ja")("history.screen.searchPrompt")
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces).hasPrefix(historyPrompt))
    }

    @Test func controlCharactersInTheSearchQueryNeverReachTheFrame() {
        let hostile = HomeFrames.typing("x", search: HistorySearch(query: "a\u{1B}[2Jb\u{07}", failed: false))
        let status = HomeFrames.render(hostile, columns: 40, rows: 12).text(ofRow: 11)
        #expect(status.contains("Search: a"))
        #expect(!status.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func theBigTextNeverRunsIntoTheStatusRow() {
        var home = HomeState()
        home.kept = "A long message that wraps onto several lines of big text"
        home.notice = HomeNotice(.hint("home.hint.cleared"), until: .seconds(3))
        let frame = HomeFrames.render(home, columns: 40, rows: 12, now: .seconds(1))
        #expect(frame.text(ofRow: 11).trimmingCharacters(in: .whitespaces) == "Saved and cleared")
        #expect(HomeFrames.rows(frame).dropLast().contains { $0.contains { $0 != " " } }, "the message is drawn above")
    }
}
