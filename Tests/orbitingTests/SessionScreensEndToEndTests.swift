import Foundation
import Testing

/// Welcome, Help, About and Settings in the running session, driven through tmux.
@Suite(.serialized) struct SessionScreensEndToEndTests {
    @Test func firstRunShowsWelcomeOnceThenHome() throws {
        let session = try SessionHarness(firstRun: true)
        defer { session.kill() }
        try session.waitFor("Welcome to Orbiting")
        try session.tmux.send("Enter")
        try session.waitFor("F1 for help")
        #expect(try session.home.run(["config", "get", "hasSeenWelcome"]).stdout.contains("true"))
        #expect(try session.history().isEmpty, "the key that closes Welcome types nothing")
    }

    @Test func helpAndAboutReturnToHomeAsItWas() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Keep me", literal: true)
        let typed = try session.waitForScreen(try session.shown("Keep me"))
        try session.tmux.send("F1")
        try session.waitFor("Ctrl-L")
        try session.tmux.send("NPage")
        try session.waitFor("orbiting-")  // Help names the readline functions to rebind
        try session.tmux.send("a")
        try session.waitFor("Christine Sun Kim and Harper Reed")
        try session.tmux.send("Escape")
        #expect(try session.waitForScreen(typed) == typed)
        // Still the same edit: one more key continues the message.
        try session.tmux.send("!", literal: true)
        try session.waitForScreen(try session.shown("Keep me!"))
    }

    @Test func settingsChangeTheThemeAtOnceAndKeepIt() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        let before = try session.home.run(["config", "get", "theme"]).stdout
        let colours = try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        try session.tmux.send("F2")
        try session.waitFor("Theme")
        try session.tmux.send("Down", "Down", "Right")
        let after = try session.eventually {
            try session.home.run(["config", "get", "theme"]).stdout
        } until: {
            $0 != before
        }
        #expect(after != before)
        let themes = try session.home.run(["themes"]).stdout
        #expect(themes.contains(after.trimmingCharacters(in: .whitespacesAndNewlines) + " "))
        try session.tmux.send("Escape")
        try session.waitFor("F1 for help")
        #expect(
            try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name]) != colours,
            "Home is painted in the new theme")
    }

    @Test func settingsChangeTheLanguageAtOnce() throws {
        let session = try SessionHarness(settings: ["language": "en"])
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("F2")
        try session.waitFor("Language")
        try session.tmux.send("Right")  // the next language after English
        let next = try session.eventually {
            try session.home.run(["config", "get", "language"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        } until: {
            $0 != "en"
        }
        #expect(next != "en" && !next.isEmpty)
        try session.tmux.send("Escape")
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations/\(next).json")
        let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: catalogue))
        let hint = try #require(table["home.hint.idle"])
        #expect(hint != "F1 for help")
        try session.waitFor(hint)
    }

    @Test func settingsChangeTheFontAtOnce() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Hi", literal: true)
        let outline = try session.waitForScreen(try session.shown("Hi"))
        try session.tmux.send("F2")
        try session.waitFor("Font")
        try session.tmux.send("End", "Right")  // the last row, the font: auto → unifont
        let font = try session.eventually {
            try session.home.run(["config", "get", "font"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        } until: {
            $0 != "auto"
        }
        #expect(font == "unifont")
        try session.tmux.send("Escape")
        // Home draws the message in the new font, as `show` (which reads the setting) does.
        let pixels = try session.waitForScreen(try session.shown("Hi"))
        #expect(pixels != outline)
    }

    @Test func historySearchStarAndShowOnHomeWithoutACopy() throws {
        let session = try SessionHarness(messages: ["Café au lait", "Back in 5 min", "école demain"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("typed first", literal: true)
        try session.tmux.send("C-o")
        try session.waitFor("Back in 5 min")
        #expect(try session.history().first == "typed first", "opening History saves what was typed")
        try session.tmux.send("cafe", literal: true)
        let found = try session.tmux.waitFor { !$0.joined().contains("Back in 5 min") }
        #expect(found.joined().contains("Café au lait") && !found.joined().contains("école"))
        try session.tmux.send("C-f")
        let starred = try session.eventually {
            try session.home.messages()
        } until: {
            $0.contains { $0.isFavorite }
        }
        #expect(starred.filter(\.isFavorite).map(\.text) == ["Café au lait"])
        try session.tmux.send("Enter")
        // Shown as a kept message: above the status row that says so, and no copy saved.
        try session.waitFor("Kept")
        let shown = try session.shown("Café au lait")
        #expect(Array(try session.screen().prefix(shown.count)) == shown)
        try session.tmux.send("Enter")
        #expect(try session.history() == ["typed first", "école demain", "Back in 5 min", "Café au lait"])
    }

    @Test func historyDeletesAfterAskingAndClearAllShowsTheCount() throws {
        let session = try SessionHarness(messages: ["one", "two", "three"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("three")
        try session.tmux.send("DC")
        try session.waitFor("Delete “three”? [y/N]")
        try session.tmux.send("n", literal: true)
        try session.waitFor("Nothing was deleted")
        #expect(try session.history() == ["three", "two", "one"])
        try session.tmux.send("DC")
        try session.waitFor("[y/N]")
        try session.tmux.send("y", literal: true)
        let left = try session.eventually {
            try session.history()
        } until: {
            $0.count == 2
        }
        #expect(left == ["two", "one"])
        try session.tmux.send("C-x")
        try session.waitFor("Delete all 2 messages? This cannot be undone. [y/N]")
        try session.tmux.send("y", literal: true)
        #expect(
            try session.eventually {
                try session.history()
            } until: {
                $0.isEmpty
            }.isEmpty)
        // Up on Home no longer recalls what was deleted.
        try session.tmux.send("Escape")
        try session.waitFor("F1")
        try session.tmux.send("Up")
        // A key typed after Up shows once Up was handled: alone, nothing was recalled.
        try session.tmux.send("x", literal: true)
        try session.waitForScreen(try session.shown("x"))
        #expect(try session.screen() == (try session.shown("x")))
    }

    @Test func keysTypedAheadOfClosingAScreenReachHome() throws {
        let session = try SessionHarness(messages: ["one"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-o")
        try session.waitFor("one")
        // Esc closes History; F1, sent with it in one go, must still open Help from Home.
        try session.tmux.send("Escape", "F1")
        try session.waitFor("Ctrl-L")
    }
}
