import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

@Suite struct HistoryEffectTests {
    static func status(_ screen: HistoryScreen, _ code: String = "en") -> String {
        HistoryFixtures.lines(screen, HistoryFixtures.context(code)).last ?? ""
    }

    @Test func ctrlFTogglesTheStar() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.down))  // m5, not starred
        #expect(screen.handle(.control("f")) == [.setFavorite(id: "m5", true)])
        #expect(screen.selectedMessage?.isFavorite == true)
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[3].hasPrefix("> ★ L'ÉCOLE"))
        #expect(screen.handle(.control("f")) == [.setFavorite(id: "m5", false)])
        #expect(screen.selectedMessage?.isFavorite == false)
    }

    @Test func unstarringInFavoritesTakesTheMessageOffTheList() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.tab)
        _ = screen.handle(.special(.down))
        #expect(screen.handle(.control("f")) == [.setFavorite(id: "m4", false)])
        #expect(screen.listedMessages.map(\.id) == ["m6"])
        #expect(screen.selected == 0)
    }

    @Test(arguments: [KeyEvent.special(.delete), .control("d")])
    func deleteAsksThenDeletesOnY(key: KeyEvent) {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.down))
        #expect(screen.handle(key) == [])
        #expect(Self.status(screen) == "  Delete “L'ÉCOLE est fermée”? [y/N]", "names what goes")
        #expect(Self.status(screen, "ja") == "  「L'ÉCOLE est fermée」を削除しますか？ [y/N]")
        #expect(Self.status(screen, "de") == "  „L'ÉCOLE est fermée“ löschen? [j/N]")
        #expect(screen.listedMessages.count == 6)
        #expect(screen.handle(.text("y")) == [.delete(id: "m5")])
        #expect(screen.listedMessages.map(\.id) == ["m6", "m4", "m3", "m2", "m1"])
        #expect(screen.selectedMessage?.id == "m4")
        #expect(Self.status(screen).contains("Esc close"), "the key hint is back")
    }

    @Test(arguments: [KeyEvent.text("n"), .escape, .enter, .special(.down), .control("d")])
    func anyOtherKeyCancelsAndDoesNothingElse(key: KeyEvent) {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.delete))
        #expect(screen.handle(key) == [])
        #expect(screen.listedMessages.count == 6)
        #expect(screen.selected == 0 && screen.query.isEmpty)
        #expect(Self.status(screen) == "  Nothing was deleted.")
        _ = screen.handle(.special(.down))
        #expect(Self.status(screen).contains("Esc close"), "the key hint is back")
    }

    @Test func deletingTheLastRowKeepsTheSelectionInRange() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.end))
        _ = screen.handle(.special(.delete))
        #expect(screen.handle(.text("Y")) == [.delete(id: "m1")])
        #expect(screen.selectedMessage?.id == "m2")
    }

    @Test func clearAllShowsTheCountAndClearsOnY() {
        var screen = HistoryFixtures.screen(HistoryFixtures.many(1_234))
        #expect(screen.handle(.control("x")) == [])
        #expect(Self.status(screen) == "  Delete all 1,234 messages? This cannot be undone. [y/N]")
        let german = Self.status(screen, "de")
        #expect(
            german.hasPrefix("  Alle 1.234 Nachrichten löschen?") && german.hasSuffix("… [j/N]"),
            "cut before the answer keys are: \(german)")
        #expect(screen.handle(.text("y")) == [.clearAll])
        #expect(screen.listedMessages.isEmpty && screen.selectedMessage == nil)
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[2] == "  No messages yet")
    }

    @Test func clearAllOnTheFavoritesTabDeletesTheFavoritesAndSaysHowMany() {
        var screen = HistoryFixtures.screen(HistoryFixtures.many(1_234))
        _ = screen.handle(.tab)
        #expect(screen.handle(.control("x")) == [])
        #expect(Self.status(screen) == "  Delete the 177 starred messages? The others stay. [y/N]")
        #expect(screen.handle(.text("y")) == [.clearFavorites])
        #expect(screen.listedMessages.isEmpty, "no favorites left")
        _ = screen.handle(.tab)
        #expect(screen.listedMessages.count == 1_234 - 177, "the others stay")
        #expect(!screen.listedMessages.contains { $0.isFavorite })
    }

    @Test func theLanguagesYesKeyConfirmsAndItsOthersCancel() {
        var german = HistoryFixtures.screen()
        german.prepare(for: HistoryFixtures.context("de"))
        _ = german.handle(.special(.delete))
        #expect(german.handle(.text("j")) == [.delete(id: "m6")], "German j confirms")
        _ = german.handle(.special(.delete))
        #expect(german.handle(.text("n")) == [], "German n cancels")
        var english = HistoryFixtures.screen()
        english.prepare(for: HistoryFixtures.context("en"))
        _ = english.handle(.special(.delete))
        #expect(english.handle(.text("j")) == [], "English j cancels")
        #expect(english.listedMessages.count == 6)
    }

    @Test func clearAllCancelledKeepsEverything() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.control("x"))
        #expect(screen.handle(.text("x")) == [])
        #expect(screen.listedMessages.count == 6)
    }

    @Test func clearAllWithNothingToClearSaysSo() {
        var screen = HistoryFixtures.screen([])
        #expect(screen.handle(.control("x")) == [])
        #expect(Self.status(screen) == "  There is nothing to delete.")
        #expect(screen.handle(.text("y")) == [])
        #expect(screen.query == "y")
    }

    @Test func enterShowsTheSelectedMessageOnHomeExactly() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.down))
        _ = screen.handle(.special(.down))
        #expect(screen.handle(.enter) == [.showOnHome("Café résumé\nsecond line")])
        var empty = HistoryFixtures.screen([])
        #expect(empty.handle(.enter) == [])
    }

    @Test(arguments: [KeyEvent.escape, .control("o")])
    func escapeAndCtrlOClose(key: KeyEvent) {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("cafe", into: &screen)
        #expect(screen.handle(key) == [.close])
    }

    @Test func starAndDeleteDoNothingOnAnEmptyList() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("nothing like this", into: &screen)
        #expect(screen.handle(.control("f")) == [])
        #expect(screen.handle(.special(.delete)) == [])
        #expect(screen.confirmation == nil)
    }

    @Test func aFreshListKeepsTheSelectedMessage() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.special(.down))
        _ = screen.handle(.special(.down))  // m4
        var fresh = HistoryFixtures.sample
        fresh.append(Message(id: "m7", text: "newest", createdAt: HistoryFixtures.now))
        screen.replaceMessages(fresh)
        #expect(screen.listedMessages.first?.id == "m7")
        #expect(screen.selectedMessage?.id == "m4")
    }
}
