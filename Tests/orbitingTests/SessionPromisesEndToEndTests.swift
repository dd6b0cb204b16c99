import Foundation
import Testing

/// Keys on Home that must do what every other screen taught: Esc alone is harmless, and a
/// message chosen in History is a kept one.
@Suite(.serialized) struct SessionPromisesEndToEndTests {
    /// Longer than the ESC timeout, as a person's pause between two keys is.
    static let pause = 0.3

    @Test func escapeAloneThenEnterKeepsTheMessage() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Back in 5", literal: true)
        try session.waitForScreen(try session.shown("Back in 5"))
        try session.tmux.send("Escape")
        Thread.sleep(forTimeInterval: Self.pause)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["Back in 5"])
        let expected = try session.shown("Back in 5")
        #expect(Array(try session.screen().prefix(expected.count)) == expected, "no line break was added")
    }

    @Test func escapeAloneThenALetterTypesTheLetter() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Hi", literal: true)
        try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send("Escape")
        Thread.sleep(forTimeInterval: Self.pause)
        try session.tmux.send("x", literal: true)
        try session.waitForScreen(try session.shown("Hix"))
    }

    @Test func altEnterStillBreaksTheLine() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Hi", literal: true)
        try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send("M-Enter")
        try session.tmux.send("yo", literal: true)
        try session.waitForScreen(try session.shown("Hi\nyo"))
    }

    @Test func escapeEndsACtrlRSearchKeepingWhatItFound() throws {
        let session = try SessionHarness(messages: ["Back in 5", "later"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-r")
        try session.tmux.send("Back", literal: true)
        try session.waitFor("Back")
        try session.tmux.send("Escape")
        try session.waitForScreen(try session.shown("Back in 5"))
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["later", "Back in 5"], "the found message is kept without a copy")
    }

    @Test func aMessageChosenInHistoryIsKeptAndTheNextKeyStartsANewOne() throws {
        let session = try SessionHarness(messages: ["Back in 5", "Lunch"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("Back in 5")
        try session.tmux.send("Down")  // from the newest, Lunch, to Back in 5
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        let kept = try session.shown("Back in 5")
        #expect(Array(try session.screen().prefix(kept.count)) == kept)
        try session.tmux.send("z", literal: true)
        try session.waitForScreen(try session.shown("z"))
        try session.tmux.send("Enter")
        let history = try session.eventually {
            try session.history()
        } until: {
            $0.count == 3
        }
        #expect(history == ["z", "Lunch", "Back in 5"])
    }

    @Test func ctrlRFindsMessagesByHistorysRule() throws {
        let session = try SessionHarness(messages: ["Back in 5", "Größe 42", "later"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-r")
        // An empty query is no failure: nothing is looked for yet.
        let empty = try session.waitFor("Search:")
        #expect(!empty.joined().contains("no match"))
        try session.tmux.send("bac", literal: true)
        let back = try session.shown("Back in 5")
        _ = try session.tmux.waitFor { Array(SessionHarness.trimmed($0).prefix(back.count)) == back }
        #expect(Array(try session.screen().prefix(back.count)) == back)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(
            try session.history() == ["later", "Größe 42", "Back in 5"], "the found message is kept without a copy")
        try session.tmux.send("C-r")
        try session.tmux.send("grö", literal: true)
        let size = try session.shown("Größe 42")
        _ = try session.tmux.waitFor { Array(SessionHarness.trimmed($0).prefix(size.count)) == size }
        #expect(Array(try session.screen().prefix(size.count)) == size)
    }

    @Test func enterDoesNotRefitTheMessage() throws {
        let session = try SessionHarness(width: 40, height: 10)
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Hi", literal: true)
        let typing = try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send("Enter")
        let kept = try session.waitFor("Kept")
        #expect(
            SessionHarness.trimmed(Array(kept.prefix(session.height - 1))) == typing,
            "the letters keep their size and place when the status row says Kept")
    }

    @Test func germanJConfirmsInHistoryAndInSettings() throws {
        let session = try SessionHarness(settings: ["language": "de", "theme": "neon"], messages: ["eins", "zwei"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("zwei")
        try session.tmux.send("DC")
        try session.waitFor("„zwei“ löschen? [j/N]")
        try session.tmux.send("j", literal: true)
        #expect(
            try session.eventually {
                try session.history()
            } until: {
                $0.count == 1
            } == ["eins"])
        try session.tmux.send("Escape")
        try session.waitFor("F1")
        try session.tmux.send("F2")
        try session.tmux.send("r", literal: true)
        try session.waitFor("[j/N]")
        try session.tmux.send("j", literal: true)
        let theme = try session.eventually {
            try session.home.run(["config", "get", "theme"]).stdout
        } until: {
            $0 == "mono\n"
        }
        #expect(theme == "mono\n", "the reset was confirmed with j")
    }

    @Test func clearAllOnTheFavoritesTabDeletesOnlyTheFavorites() throws {
        let session = try SessionHarness(messages: ["plain one", "starred", "plain two"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("plain two")
        try session.tmux.send("Down")
        try session.tmux.send("C-f")
        _ = try session.eventually {
            try session.home.messages()
        } until: {
            $0.contains { $0.isFavorite }
        }
        try session.tmux.send("Tab")
        try session.tmux.send("C-x")
        try session.waitFor("Delete the only starred message? The others stay. [y/N]")
        try session.tmux.send("y", literal: true)
        let left = try session.eventually {
            try session.history()
        } until: {
            $0.count == 2
        }
        #expect(left == ["plain two", "plain one"], "the unstarred messages stay")
    }
}
