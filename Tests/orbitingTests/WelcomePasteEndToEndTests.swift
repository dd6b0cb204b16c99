import Foundation
import Testing

/// What arrives while the first-run Welcome is shown, driven through tmux: a burst of typing
/// or a bracketed paste closes it and is typed on Home, whole; Enter only closes it (see
/// `SessionScreensEndToEndTests.firstRunShowsWelcomeOnceThenHome`).
@Suite struct WelcomePasteEndToEndTests {
    @Test func aBurstTypedOnWelcomeIsTheMessageOnHome() async throws {
        let session = try await SessionHarness(firstRun: true)
        defer { session.kill() }
        try await session.waitFor("Welcome to Orbiting")
        try await session.tmux.send("Hello world", literal: true)
        try await session.waitForScreen(try await session.shown("Hello world"))
        try await session.tmux.send("Enter")
        #expect(
            try await session.eventually({ try await session.history() }, until: { !$0.isEmpty }) == ["Hello world"])
        #expect(try await session.home.run(["config", "get", "hasSeenWelcome"]).stdout.contains("true"))
    }

    @Test func aBracketedPasteOnWelcomeIsTheMessageOnHome() async throws {
        let session = try await SessionHarness(firstRun: true)
        defer { session.kill() }
        try await session.waitFor("Welcome to Orbiting")
        try await session.tmux.tmux(["set-buffer", "--", "Pasted on Welcome"])
        // -p: bracketed, as the session asked the terminal for (ESC [?2004h).
        try await session.tmux.tmux(["paste-buffer", "-p", "-t", session.tmux.name])
        try await session.waitForScreen(try await session.shown("Pasted on Welcome"))
        try await session.tmux.send("Enter")
        #expect(
            try await session.eventually({ try await session.history() }, until: { !$0.isEmpty }) == [
                "Pasted on Welcome"
            ])
    }
}
