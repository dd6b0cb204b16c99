import Foundation
import Testing

/// Welcome, Help, About and Settings in the running session, driven through tmux.
@Suite(.serialized) struct SessionScreensEndToEndTests {
    @Test func firstRunShowsWelcomeOnceThenHome() async throws {
        let session = try await SessionHarness(firstRun: true)
        defer { session.kill() }
        try await session.waitFor("Welcome to Orbiting")
        try await session.tmux.send("Enter")
        try await session.waitFor("F1 for help")
        #expect(try await session.home.run(["config", "get", "hasSeenWelcome"]).stdout.contains("true"))
        #expect(try await session.history().isEmpty, "the key that closes Welcome types nothing")
    }

    @Test func helpAndAboutReturnToHomeAsItWas() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Keep me", literal: true)
        let typed = try await session.waitForScreen(try await session.shown("Keep me"))
        try await session.tmux.send("F1")
        try await session.waitFor("Ctrl-L")
        try await session.tmux.send("NPage")
        try await session.waitFor("orbiting-")  // Help names the readline functions to rebind
        try await session.tmux.send("a")
        try await session.waitFor("Christine Sun Kim and Harper Reed")
        try await session.tmux.send("Escape")
        #expect(try await session.waitForScreen(typed) == typed)
        // Still the same edit: one more key continues the message.
        try await session.tmux.send("!", literal: true)
        try await session.waitForScreen(try await session.shown("Keep me!"))
    }

    @Test func settingsChangeTheThemeAtOnceAndKeepIt() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        let before = try await session.home.run(["config", "get", "theme"]).stdout
        let colours = try await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        try await session.tmux.send("F2")
        try await session.waitFor("Theme")
        try await session.tmux.send("Down", "Down", "Right")
        let after = try await session.eventually {
            try await session.home.run(["config", "get", "theme"]).stdout
        } until: {
            $0 != before
        }
        #expect(after != before)
        let themes = try await session.home.run(["themes"]).stdout
        #expect(themes.contains(after.trimmingCharacters(in: .whitespacesAndNewlines) + " "))
        try await session.tmux.send("Escape")
        try await session.waitFor("F1 for help")
        #expect(
            try await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name]) != colours,
            "Home is painted in the new theme")
    }

    @Test func settingsChangeTheLanguageAtOnce() async throws {
        let session = try await SessionHarness(settings: ["language": "en"])
        defer { session.kill() }
        try await session.waitFor("F1 for help")
        try await session.tmux.send("F2")
        try await session.waitFor("Language")
        try await session.tmux.send("Right")  // the next language after English
        let next = try await session.eventually {
            try await session.home.run(["config", "get", "language"]).stdout.trimmingCharacters(
                in: .whitespacesAndNewlines)
        } until: {
            $0 != "en"
        }
        #expect(next != "en" && !next.isEmpty)
        try await session.tmux.send("Escape")
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations/\(next).json")
        let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: catalogue))
        let hint = try #require(table["home.hint.idle"])
        #expect(hint != "F1 for help")
        try await session.waitFor(hint)
    }

    @Test func settingsChangeTheFontAtOnce() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Hi", literal: true)
        let outline = try await session.waitForScreen(try await session.shown("Hi"))
        try await session.tmux.send("F2")
        try await session.waitFor("Font")
        try await session.tmux.send("End", "Right")  // the last row, the font: auto → unifont
        let font = try await session.eventually {
            try await session.home.run(["config", "get", "font"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        } until: {
            $0 != "auto"
        }
        #expect(font == "unifont")
        try await session.tmux.send("Escape")
        // Home draws the message in the new font, as `show` (which reads the setting) does.
        let pixels = try await session.waitForScreen(try await session.shown("Hi"))
        #expect(pixels != outline)
    }

    @Test func historySearchStarAndShowOnHomeWithoutACopy() async throws {
        let session = try await SessionHarness(messages: ["Café au lait", "Back in 5 min", "école demain"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("typed first", literal: true)
        try await session.tmux.send("C-o")
        try await session.waitFor("Back in 5 min")
        #expect(try await session.history().first == "typed first", "opening History saves what was typed")
        try await session.tmux.send("cafe", literal: true)
        let found = try await session.tmux.waitFor { !$0.joined().contains("Back in 5 min") }
        #expect(found.joined().contains("Café au lait") && !found.joined().contains("école"))
        try await session.tmux.send("C-f")
        let starred = try await session.eventually {
            try await session.home.messages()
        } until: {
            $0.contains { $0.isFavorite }
        }
        #expect(starred.filter(\.isFavorite).map(\.text) == ["Café au lait"])
        try await session.tmux.send("Enter")
        // Shown as a kept message: above the status row that says so, and no copy saved.
        try await session.waitFor("Kept")
        let shown = try await session.shown("Café au lait")
        #expect(Array(try await session.screen().prefix(shown.count)) == shown)
        try await session.tmux.send("Enter")
        #expect(try await session.history() == ["typed first", "école demain", "Back in 5 min", "Café au lait"])
    }

    @Test func historyDeletesAfterAskingAndClearAllShowsTheCount() async throws {
        let session = try await SessionHarness(messages: ["one", "two", "three"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-o")
        try await session.waitFor("three")
        try await session.tmux.send("DC")
        try await session.waitFor("Delete “three”? [y/N]")
        try await session.tmux.send("n", literal: true)
        try await session.waitFor("Nothing was deleted")
        #expect(try await session.history() == ["three", "two", "one"])
        try await session.tmux.send("DC")
        try await session.waitFor("[y/N]")
        try await session.tmux.send("y", literal: true)
        let left = try await session.eventually {
            try await session.history()
        } until: {
            $0.count == 2
        }
        #expect(left == ["two", "one"])
        try await session.tmux.send("C-x")
        try await session.waitFor("Delete all 2 messages? This cannot be undone. [y/N]")
        try await session.tmux.send("y", literal: true)
        #expect(
            try await session.eventually {
                try await session.history()
            } until: {
                $0.isEmpty
            }.isEmpty)
        // Up on Home no longer recalls what was deleted.
        try await session.tmux.send("Escape")
        try await session.waitFor("F1")
        try await session.tmux.send("Up")
        // A key typed after Up shows once Up was handled: alone, nothing was recalled.
        try await session.tmux.send("x", literal: true)
        try await session.waitForScreen(try await session.shown("x"))
        #expect(try await session.screen() == (try await session.shown("x")))
    }

    @Test func keysTypedAheadOfClosingAScreenReachHome() async throws {
        let session = try await SessionHarness(messages: ["one"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-o")
        try await session.waitFor("one")
        // Esc closes History; F1, sent with it in one go, must still open Help from Home.
        try await session.tmux.send("Escape", "F1")
        try await session.waitFor("Ctrl-L")
    }
}
