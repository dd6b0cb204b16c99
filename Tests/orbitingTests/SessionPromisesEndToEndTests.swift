import Foundation
import Testing

/// Keys on Home that must do what every other screen taught: Esc alone is harmless, and a
/// message chosen in History is a kept one.
@Suite(.serialized) struct SessionPromisesEndToEndTests {
    /// Longer than the ESC timeout, as a person's pause between two keys is.
    static let pause = 0.3

    @Test func escapeAloneThenEnterKeepsTheMessage() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Back in 5", literal: true)
        try await session.waitForScreen(try await session.shown("Back in 5"))
        try await session.tmux.send("Escape")
        try await Task.sleep(for: .seconds(Self.pause))
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(try await session.history() == ["Back in 5"])
        let expected = try await session.shown("Back in 5")
        #expect(Array(try await session.screen().prefix(expected.count)) == expected, "no line break was added")
    }

    @Test func escapeAloneThenALetterTypesTheLetter() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Hi", literal: true)
        try await session.waitForScreen(try await session.shown("Hi"))
        try await session.tmux.send("Escape")
        try await Task.sleep(for: .seconds(Self.pause))
        try await session.tmux.send("x", literal: true)
        try await session.waitForScreen(try await session.shown("Hix"))
    }

    @Test func altEnterStillBreaksTheLine() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Hi", literal: true)
        try await session.waitForScreen(try await session.shown("Hi"))
        try await session.tmux.send("M-Enter")
        try await session.tmux.send("yo", literal: true)
        try await session.waitForScreen(try await session.shown("Hi\nyo"))
    }

    @Test func escapeEndsACtrlRSearchKeepingWhatItFound() async throws {
        let session = try await SessionHarness(messages: ["Back in 5", "later"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-r")
        try await session.tmux.send("Back", literal: true)
        try await session.waitFor("Back")
        try await session.tmux.send("Escape")
        try await session.waitForScreen(try await session.shown("Back in 5"))
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(try await session.history() == ["later", "Back in 5"], "the found message is kept without a copy")
    }

    @Test func aMessageChosenInHistoryIsKeptAndTheNextKeyStartsANewOne() async throws {
        let session = try await SessionHarness(messages: ["Back in 5", "Lunch"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-o")
        try await session.waitFor("Back in 5")
        try await session.tmux.send("Down")  // from the newest, Lunch, to Back in 5
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        let kept = try await session.shown("Back in 5")
        #expect(Array(try await session.screen().prefix(kept.count)) == kept)
        try await session.tmux.send("z", literal: true)
        try await session.waitForScreen(try await session.shown("z"))
        try await session.tmux.send("Enter")
        let history = try await session.eventually {
            try await session.history()
        } until: {
            $0.count == 3
        }
        #expect(history == ["z", "Lunch", "Back in 5"])
    }

    @Test func ctrlRFindsMessagesByHistorysRule() async throws {
        let session = try await SessionHarness(messages: ["Back in 5", "Größe 42", "later"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-r")
        // An empty query is no failure: nothing is looked for yet.
        let empty = try await session.waitFor("Search:")
        #expect(!empty.joined().contains("no match"))
        try await session.tmux.send("bac", literal: true)
        let back = try await session.shown("Back in 5")
        _ = try await session.tmux.waitFor { Array(SessionHarness.trimmed($0).prefix(back.count)) == back }
        #expect(Array(try await session.screen().prefix(back.count)) == back)
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(
            try await session.history() == ["later", "Größe 42", "Back in 5"],
            "the found message is kept without a copy")
        try await session.tmux.send("C-r")
        try await session.tmux.send("grö", literal: true)
        let size = try await session.shown("Größe 42")
        _ = try await session.tmux.waitFor { Array(SessionHarness.trimmed($0).prefix(size.count)) == size }
        #expect(Array(try await session.screen().prefix(size.count)) == size)
    }

    @Test func enterDoesNotRefitTheMessage() async throws {
        let session = try await SessionHarness(width: 40, height: 10)
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Hi", literal: true)
        let typing = try await session.waitForScreen(try await session.shown("Hi"))
        try await session.tmux.send("Enter")
        let kept = try await session.waitFor("Kept")
        #expect(
            SessionHarness.trimmed(Array(kept.prefix(session.height - 1))) == typing,
            "the letters keep their size and place when the status row says Kept")
    }

    @Test func germanJConfirmsInHistoryAndInSettings() async throws {
        let session = try await SessionHarness(
            settings: ["language": "de", "theme": "neon"], messages: ["eins", "zwei"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-o")
        try await session.waitFor("zwei")
        try await session.tmux.send("DC")
        try await session.waitFor("„zwei“ löschen? [j/N]")
        try await session.tmux.send("j", literal: true)
        #expect(
            try await session.eventually {
                try await session.history()
            } until: {
                $0.count == 1
            } == ["eins"])
        try await session.tmux.send("Escape")
        try await session.waitFor("F1")
        try await session.tmux.send("F2")
        try await session.tmux.send("r", literal: true)
        try await session.waitFor("[j/N]")
        try await session.tmux.send("j", literal: true)
        let theme = try await session.eventually {
            try await session.home.run(["config", "get", "theme"]).stdout
        } until: {
            $0 == "mono\n"
        }
        #expect(theme == "mono\n", "the reset was confirmed with j")
    }

    @Test func clearAllOnTheFavoritesTabDeletesOnlyTheFavorites() async throws {
        let session = try await SessionHarness(messages: ["plain one", "starred", "plain two"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-o")
        try await session.waitFor("plain two")
        try await session.tmux.send("Down")
        try await session.tmux.send("C-f")
        _ = try await session.eventually {
            try await session.home.messages()
        } until: {
            $0.contains { $0.isFavorite }
        }
        try await session.tmux.send("Tab")
        try await session.tmux.send("C-x")
        try await session.waitFor("Delete the only starred message? The others stay. [y/N]")
        try await session.tmux.send("y", literal: true)
        let left = try await session.eventually {
            try await session.history()
        } until: {
            $0.count == 2
        }
        #expect(left == ["plain two", "plain one"], "the unstarred messages stay")
    }
}
