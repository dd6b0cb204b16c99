import Foundation
import Testing

/// What arrives while the first-run Welcome is shown, driven through tmux: a burst of typing
/// or a bracketed paste closes it and is typed on Home, whole; Enter only closes it (see
/// `SessionScreensEndToEndTests.firstRunShowsWelcomeOnceThenHome`).
@Suite struct WelcomePasteEndToEndTests {
    @Test func aBurstTypedOnWelcomeIsTheMessageOnHome() throws {
        let session = try SessionHarness(firstRun: true)
        defer { session.kill() }
        try session.waitFor("Welcome to Orbiting")
        try session.tmux.send("Hello world", literal: true)
        try session.waitForScreen(try session.shown("Hello world"))
        try session.tmux.send("Enter")
        #expect(try session.eventually({ try session.history() }, until: { !$0.isEmpty }) == ["Hello world"])
        #expect(try session.home.run(["config", "get", "hasSeenWelcome"]).stdout.contains("true"))
    }

    @Test func aBracketedPasteOnWelcomeIsTheMessageOnHome() throws {
        let session = try SessionHarness(firstRun: true)
        defer { session.kill() }
        try session.waitFor("Welcome to Orbiting")
        try session.tmux.tmux(["set-buffer", "--", "Pasted on Welcome"])
        // -p: bracketed, as the session asked the terminal for (ESC [?2004h).
        try session.tmux.tmux(["paste-buffer", "-p", "-t", session.tmux.name])
        try session.waitForScreen(try session.shown("Pasted on Welcome"))
        try session.tmux.send("Enter")
        #expect(try session.eventually({ try session.history() }, until: { !$0.isEmpty }) == ["Pasted on Welcome"])
    }
}
