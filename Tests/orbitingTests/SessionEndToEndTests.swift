import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen session driven through tmux, as a person would: keys in, the screen read back.
///
/// What Home shows is checked against `orbiting show` for the same text, box and settings:
/// the session must draw exactly the frame the engine fits (the edit position only changes
/// a column's colours, which a plain capture does not see).
@Suite(.serialized) struct SessionEndToEndTests {
    @Test func typingShowsBigLettersThatChangeWithEachKey() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        var previous: [String] = []
        for typed in ["H", "Hi", "Hi!"] {
            try await session.tmux.send(String(typed.last!), literal: true)
            let expected = try await session.shown(typed)
            #expect(try await session.waitForScreen(expected) == expected, "after typing \(typed)")
            #expect(expected != previous && expected.joined().contains("█"))
            previous = expected
        }
        #expect(try await session.history().isEmpty, "typing alone keeps nothing before 5 s idle")
    }

    @Test func enterKeepsTheMessage() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Back in 5", literal: true)
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(try await session.history() == ["Back in 5"])
        // The kept message stays on screen above the hint.
        let expected = try await session.shown("Back in 5")
        #expect(Array(try await session.screen().prefix(expected.count)) == expected)
    }

    @Test func ctrlLSavesAndClears() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Wait here", literal: true)
        try await session.waitForScreen(try await session.shown("Wait here"))
        try await session.tmux.send("C-l")
        try await session.waitFor("Saved and cleared")
        #expect(try await session.history() == ["Wait here"])
        let placeholder = try await session.shown("Type here")
        #expect(Array(try await session.screen().prefix(placeholder.count)) == placeholder)
    }

    @Test(arguments: ["clear", "flash", "none"])
    func ctrlGDoesTheShakeAction(action: String) async throws {
        let session = try await SessionHarness(settings: ["shakeAction": action])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Shake", literal: true)
        let typed = try await session.shown("Shake")
        try await session.waitForScreen(typed)
        let colours = try await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        try await session.tmux.send("C-g")
        switch action {
        case "clear":
            try await session.waitFor("Saved and cleared")
            #expect(try await session.history() == ["Shake"])
        case "flash":
            // The colours swap at once and come back within about a second; the text stays.
            let flashed = try await session.tmux.waitFor(timeout: 10) { _ in
                (try? await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])) != colours
            }
            #expect(SessionHarness.trimmed(flashed) == typed)
            let back = try await session.tmux.waitFor(timeout: 30) { _ in
                (try? await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])) == colours
            }
            #expect(SessionHarness.trimmed(back) == typed)
            #expect(try await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name]) == colours)
            #expect(try await session.history().isEmpty)
        default:
            // A key typed after it shows once Ctrl-G was handled: then nothing else changed.
            try await session.tmux.send(".", literal: true)
            try await session.waitForScreen(try await session.shown("Shake."))
            #expect(try await session.history().isEmpty)
        }
    }

    @Test func upRecallsAnEarlierMessageAndKeepingItAddsNoCopy() async throws {
        let session = try await SessionHarness(messages: ["earlier", "latest"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Up")
        try await session.waitForScreen(try await session.shown("latest"))
        try await session.tmux.send("Up")
        try await session.waitForScreen(try await session.shown("earlier"))
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(try await session.history() == ["latest", "earlier"])
    }

    @Test func resizingTheWindowRefits() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Resize me", literal: true)
        try await session.waitForScreen(try await session.shown("Resize me"))
        try await session.tmux.resize(width: 50, height: 16)
        let smaller = try await session.shown("Resize me", width: 50, height: 16)
        #expect(try await session.waitForScreen(smaller) == smaller)
    }

    @Test func quittingGivesTheShellBackAsItWas() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("C-d")
        #expect(await session.exitStatus() == 0)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try await session.history().isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalWhileTypingSavesAndRestores(signal: Int32) async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Half typed", literal: true)
        try await session.waitForScreen(try await session.shown("Half typed"))
        session.signal(signal)
        #expect(await session.exitStatus() == 128 + signal)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try await session.history() == ["Half typed"])
    }

    @Test func ctrlCSavesAndQuits() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Going", literal: true)
        try await session.waitForScreen(try await session.shown("Going"))
        try await session.tmux.send("C-c")
        #expect(await session.exitStatus() == 0)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try await session.history() == ["Going"])
    }

    @Test func fiveSecondsWithoutAKeySaveWhatIsTyped() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        // The last key reaches the session after `typing`, so the save, 5 s after it, is
        // seen no sooner than 5 s after `typing` however busy the machine is.
        let typing = Date()
        try await session.tmux.send("Left alone", literal: true)
        try await session.waitForScreen(try await session.shown("Left alone"))
        let saved = try await session.eventually(timeout: 30) {
            try await session.history()
        } until: {
            !$0.isEmpty
        }
        #expect(saved == ["Left alone"])
        #expect(Date().timeIntervalSince(typing) >= 4.9, "not before 5 s")
    }

    @Test func typingOnAfterTheIdleSaveLeavesNoFragment() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Back in", literal: true)
        #expect(
            try await session.eventually(timeout: 30) {
                try await session.history()
            } until: {
                !$0.isEmpty
            } == ["Back in"])
        try await session.tmux.send(" 5 min", literal: true)
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(try await session.history() == ["Back in 5 min"])
        try await session.tmux.send("Up")
        try await session.waitForScreen(try await session.shown("Back in 5 min"))
        try await session.tmux.send("Up")
        // A key typed after Up shows once Up was handled: on the message, not on a fragment.
        try await session.tmux.send("!", literal: true)
        try await session.waitForScreen(try await session.shown("Back in 5 min!"))
        #expect(
            try await session.screen() == (try await session.shown("Back in 5 min!")), "no fragment to walk back to")
    }

    @Test func upAfterAClearRecallsTheClearedMessage() async throws {
        let session = try await SessionHarness(messages: ["older"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("just cleared", literal: true)
        try await session.tmux.send("C-l")
        try await session.waitFor("Saved and cleared")
        try await session.tmux.send("Up")
        #expect(
            try await session.waitForScreen(try await session.shown("just cleared"))
                == (try await session.shown("just cleared")))
    }

    @Test func upAfterTypingKeepsWhatWasTyped() async throws {
        let session = try await SessionHarness(messages: ["older"])
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("draft", literal: true)
        try await session.waitForScreen(try await session.shown("draft"))
        try await session.tmux.send("Up")
        try await session.waitForScreen(try await session.shown("older"))
        try await session.tmux.send("F10")
        #expect(await session.exitStatus() == 0)
        #expect(try await session.history() == ["draft", "older"])
    }

    @Test func anotherProcessAddingAtTheSameTimeLosesNothing() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("From the session", literal: true)
        try await session.waitForScreen(try await session.shown("From the session"))
        _ = try await session.home.add("From the shell")
        try await session.tmux.send("Enter")
        try await session.waitFor("Kept")
        #expect(Set(try await session.history()) == ["From the session", "From the shell"])
    }

    @Test func anInputrcSectionForOrbitingRebindsItsActions() async throws {
        let inputrc = """
            $if orbiting
            "\\C-t": orbiting-clear
            $endif
            $if bash
            "\\C-g": orbiting-clear
            $endif
            """
        let session = try await SessionHarness(settings: ["shakeAction": "none"], inputrc: inputrc)
        defer { session.kill() }
        try await session.waitFor("F1")
        try await session.tmux.send("Rebound", literal: true)
        try await session.waitForScreen(try await session.shown("Rebound"))
        try await session.tmux.send("C-g")  // bound for bash only: still the shake action, here none
        // A key typed after Ctrl-G shows once Ctrl-G was handled: the message is still there.
        try await session.tmux.send(".", literal: true)
        try await session.waitForScreen(try await session.shown("Rebound."))
        try await session.tmux.send("C-t")
        try await session.waitFor("Saved and cleared")
        #expect(try await session.history() == ["Rebound."])
    }

    @Test func aPastedEscapeSequenceIsShownLiterally() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1")
        let pasted = "\u{1B}[2J\u{1B}[31mRED"
        try await session.tmux.tmux(["set-buffer", "--", pasted])
        try await session.tmux.tmux(["paste-buffer", "-p", "-t", session.tmux.name])
        let expected = try await session.shown(pasted)
        #expect(try await session.waitForScreen(expected) == expected)
        #expect(expected.joined().contains("█"))
    }

    @Test func textOptionShowsAMessageSavedOnlyOnceKept() async throws {
        let session = try await SessionHarness("--text 'At the door'")
        defer { session.kill() }
        let expected = try await session.shown("At the door")
        #expect(try await session.waitForScreen(expected) == expected)
        try await session.tmux.send("C-d")  // not empty: deletes nothing at the end; F10 quits
        try await session.tmux.send("F10")
        #expect(await session.exitStatus() == 0)
        #expect(try await session.history().isEmpty)
    }
}

/// Options of `orbiting` for one run.
@Suite struct SessionOptionsTests {
    @Test func langShowsTheSessionInThatLanguage() async throws {
        let session = try await SessionHarness("--lang ja")
        defer { session.kill() }
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations/ja.json")
        let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: catalogue))
        try await session.waitFor(try #require(table["home.hint.idle"]))
        #expect(
            try await session.home.run(["config", "get", "language"]).stdout.trimmingCharacters(
                in: .whitespacesAndNewlines)
                != "ja",
            "--lang holds for this run only")
    }

    @Test func anUnknownThemeIsAUsageErrorBeforeTheTerminalIsTaken() async throws {
        let session = try await SessionHarness("--theme nosuchtheme")
        defer { session.kill() }
        #expect(await session.exitStatus() == 64)
        let screen = try await session.screen().joined(separator: "\n")
        #expect(screen.contains("nosuchtheme") && screen.contains("mono"))
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
    }
}

/// The session needs a terminal.
@Suite struct SessionWithoutATerminalTests {
    @Test func withoutATerminalItPointsToShow() async throws {
        let home = StoreHome()
        let result = try await home.run([], stdin: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("orbiting show"))
        #expect(result.stdout.isEmpty)
    }
}
