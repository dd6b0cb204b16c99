import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

@Suite struct HistorySearchTests {
    @Test func listsNewestFirstWhateverTheOrderGiven() {
        let screen = HistoryFixtures.screen(HistoryFixtures.sample.shuffled())
        #expect(screen.listedMessages.map(\.id) == ["m6", "m5", "m4", "m3", "m2", "m1"])
        #expect(screen.selectedMessage?.id == "m6")
    }

    @Test func searchIgnoresCaseAndAccents() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("cafe", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m4"])

        screen = HistoryFixtures.screen()
        HistoryFixtures.type("ÉCOLE", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m5"])

        screen = HistoryFixtures.screen()
        HistoryFixtures.type("école", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m5"])

        screen = HistoryFixtures.screen()
        HistoryFixtures.type("RESUME", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m4"])
    }

    @Test func fullWidthDigitsAreFoundByNarrowOnes() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("3階", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m3"])
    }

    /// Typing narrows the list in place and Backspace widens it again; at every step the list
    /// is what a fresh query over all messages gives.
    @Test func everyKeystrokeAgreesWithAFreshQuery() {
        let messages = HistoryFixtures.sample + HistoryFixtures.many(300)
        var screen = HistoryFixtures.screen(messages)
        var typed = ""
        for key in ["m", "e", "s", "s", "a", "g", "e", " ", "1", "2", "⌫", "⌫", "⌫", "2", "9", "⌫", "⌫", "⌫", "⌫"] {
            if key == "⌫" {
                _ = screen.handle(.backspace)
                typed = String(typed.dropLast())
            } else {
                _ = screen.handle(.text(key))
                typed += key
            }
            let expected = MessageQuery(search: typed).apply(to: messages).map(\.id)
            #expect(screen.query == typed)
            #expect(screen.listedMessages.map(\.id) == expected, "after typing “\(typed)”")
        }
    }

    @Test func searchCombinesWithFavorites() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.tab)
        #expect(screen.listedMessages.map(\.id) == ["m6", "m4"])
        HistoryFixtures.type("back", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m6"])
        _ = screen.handle(.tab)
        #expect(screen.listedMessages.map(\.id) == ["m6"])
        #expect(!screen.showsFavoritesOnly)
    }

    @Test func ctrlUEmptiesTheSearchAndPasteSearchesOnOneLine() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("zzz", into: &screen)
        #expect(screen.listedMessages.isEmpty)
        _ = screen.handle(.control("u"))
        #expect(screen.query.isEmpty)
        #expect(screen.listedMessages.count == 6)
        _ = screen.handle(.paste("résumé\nsecond"))
        #expect(screen.query == "résumé second")
        #expect(screen.listedMessages.isEmpty)  // the message has a line break there, not a space
    }

    @Test func noMatchSaysSoWithTheQuery() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("xyz", into: &screen)
        let lines = HistoryFixtures.lines(screen, HistoryFixtures.context())
        #expect(lines[2] == "  Nothing matches “xyz”")
        #expect(lines[0].hasSuffix("0 messages"))
    }

    @Test func emptyHistoryAndEmptyFavoritesSaySo() {
        var screen = HistoryFixtures.screen([])
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[2] == "  No messages yet")
        _ = screen.handle(.tab)
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context())[2] == "  No favorites yet")
        #expect(HistoryFixtures.lines(screen, HistoryFixtures.context("de"))[2] == "  Noch keine Favoriten")
    }
}

@Suite struct HistorySearchAfterChangesTests {
    /// Backspace takes back the list of a shorter search; a star taken off in Favorites, or a
    /// delete, must not come back with it.
    @Test func backspaceAfterUnstarringInFavoritesDoesNotBringItBack() {
        var screen = HistoryFixtures.screen()
        _ = screen.handle(.tab)
        HistoryFixtures.type("ca", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m4"])
        #expect(screen.handle(.control("f")) == [.setFavorite(id: "m4", false)])
        #expect(screen.listedMessages.isEmpty)
        _ = screen.handle(.backspace)
        _ = screen.handle(.backspace)
        #expect(screen.listedMessages.map(\.id) == ["m6"])
    }

    @Test func backspaceAfterADeleteDoesNotBringItBack() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("e", into: &screen)
        HistoryFixtures.type("cole", into: &screen)
        #expect(screen.listedMessages.map(\.id) == ["m5"])
        _ = screen.handle(.special(.delete))
        #expect(screen.handle(.text("y")) == [.delete(id: "m5")])
        for _ in 0..<4 { _ = screen.handle(.backspace) }
        #expect(screen.query == "e")
        #expect(
            screen.listedMessages.map(\.id)
                == MessageQuery(search: "e").apply(to: HistoryFixtures.sample.filter { $0.id != "m5" }).map(\.id))
        _ = screen.handle(.backspace)
        #expect(screen.listedMessages.count == 5)
    }

    @Test func aFreshListIsSearchedAgain() {
        var screen = HistoryFixtures.screen()
        HistoryFixtures.type("cafe", into: &screen)
        var fresh = HistoryFixtures.sample
        fresh.append(Message(id: "m7", text: "CAFÉ ouvert", createdAt: HistoryFixtures.now))
        screen.replaceMessages(fresh)
        #expect(screen.listedMessages.map(\.id) == ["m7", "m4"])
        _ = screen.handle(.backspace)
        #expect(screen.listedMessages.map(\.id) == ["m7", "m4"])
    }

    @Test func messagesWithEmptyTextsAreSearchedSafely() {
        let blank = [
            Message(id: "a", text: "", createdAt: HistoryFixtures.now),
            Message(id: "b", text: "", createdAt: HistoryFixtures.ago(1)),
        ]
        var screen = HistoryFixtures.screen(blank)
        #expect(screen.listedMessages.count == 2)
        HistoryFixtures.type("x", into: &screen)
        #expect(screen.listedMessages.isEmpty)
        _ = screen.handle(.backspace)
        #expect(screen.listedMessages.count == 2)
    }
}
