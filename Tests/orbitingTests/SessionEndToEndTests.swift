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
    @Test func typingShowsBigLettersThatChangeWithEachKey() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        var previous: [String] = []
        for typed in ["H", "Hi", "Hi!"] {
            try session.tmux.send(String(typed.last!), literal: true)
            let expected = try session.shown(typed)
            #expect(try session.waitForScreen(expected) == expected, "after typing \(typed)")
            #expect(expected != previous && expected.joined().contains("█"))
            previous = expected
        }
        #expect(try session.history().isEmpty, "typing alone keeps nothing before 5 s idle")
    }

    @Test func enterKeepsTheMessage() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Back in 5", literal: true)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["Back in 5"])
        // The kept message stays on screen above the hint.
        let expected = try session.shown("Back in 5")
        #expect(Array(try session.screen().prefix(expected.count)) == expected)
    }

    @Test func ctrlLSavesAndClears() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Wait here", literal: true)
        try session.waitForScreen(try session.shown("Wait here"))
        try session.tmux.send("C-l")
        try session.waitFor("Saved and cleared")
        #expect(try session.history() == ["Wait here"])
        let placeholder = try session.shown("Type here")
        #expect(Array(try session.screen().prefix(placeholder.count)) == placeholder)
    }

    @Test(arguments: ["clear", "flash", "none"])
    func ctrlGDoesTheShakeAction(action: String) throws {
        let session = try SessionHarness(settings: ["shakeAction": action])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Shake", literal: true)
        let typed = try session.shown("Shake")
        try session.waitForScreen(typed)
        let colours = try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        try session.tmux.send("C-g")
        switch action {
        case "clear":
            try session.waitFor("Saved and cleared")
            #expect(try session.history() == ["Shake"])
        case "flash":
            // The colours swap at once and come back within about a second; the text stays.
            let flashed = try session.tmux.waitFor(timeout: 2) { _ in
                (try? session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])) != colours
            }
            #expect(SessionHarness.trimmed(flashed) == typed)
            let back = try session.tmux.waitFor(timeout: 5) { _ in
                (try? session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])) == colours
            }
            #expect(SessionHarness.trimmed(back) == typed)
            #expect(try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name]) == colours)
            #expect(try session.history().isEmpty)
        default:
            // A key typed after it shows once Ctrl-G was handled: then nothing else changed.
            try session.tmux.send(".", literal: true)
            try session.waitForScreen(try session.shown("Shake."))
            #expect(try session.history().isEmpty)
        }
    }

    @Test func upRecallsAnEarlierMessageAndKeepingItAddsNoCopy() throws {
        let session = try SessionHarness(messages: ["earlier", "latest"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Up")
        try session.waitForScreen(try session.shown("latest"))
        try session.tmux.send("Up")
        try session.waitForScreen(try session.shown("earlier"))
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["latest", "earlier"])
    }

    @Test func resizingTheWindowRefits() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Resize me", literal: true)
        try session.waitForScreen(try session.shown("Resize me"))
        try session.tmux.resize(width: 50, height: 16)
        let smaller = try session.shown("Resize me", width: 50, height: 16)
        #expect(try session.waitForScreen(smaller) == smaller)
    }

    @Test func quittingGivesTheShellBackAsItWas() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("C-d")
        #expect(session.exitStatus() == 0)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try session.history().isEmpty)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalWhileTypingSavesAndRestores(signal: Int32) throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Half typed", literal: true)
        try session.waitForScreen(try session.shown("Half typed"))
        session.signal(signal)
        #expect(session.exitStatus() == 128 + signal)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try session.history() == ["Half typed"])
    }

    @Test func ctrlCSavesAndQuits() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Going", literal: true)
        try session.waitForScreen(try session.shown("Going"))
        try session.tmux.send("C-c")
        #expect(session.exitStatus() == 0)
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
        #expect(try session.history() == ["Going"])
    }

    @Test func fiveSecondsWithoutAKeySaveWhatIsTyped() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        // The last key reaches the session after `typing`, so the save, 5 s after it, is
        // seen no sooner than 5 s after `typing` however busy the machine is.
        let typing = Date()
        try session.tmux.send("Left alone", literal: true)
        try session.waitForScreen(try session.shown("Left alone"))
        let saved = try session.eventually(timeout: 30) {
            try session.history()
        } until: {
            !$0.isEmpty
        }
        #expect(saved == ["Left alone"])
        #expect(Date().timeIntervalSince(typing) >= 4.9, "not before 5 s")
    }

    @Test func typingOnAfterTheIdleSaveLeavesNoFragment() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Back in", literal: true)
        #expect(
            try session.eventually(timeout: 8) {
                try session.history()
            } until: {
                !$0.isEmpty
            } == ["Back in"])
        try session.tmux.send(" 5 min", literal: true)
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(try session.history() == ["Back in 5 min"])
        try session.tmux.send("Up")
        try session.waitForScreen(try session.shown("Back in 5 min"))
        try session.tmux.send("Up")
        // A key typed after Up shows once Up was handled: on the message, not on a fragment.
        try session.tmux.send("!", literal: true)
        try session.waitForScreen(try session.shown("Back in 5 min!"))
        #expect(try session.screen() == (try session.shown("Back in 5 min!")), "no fragment to walk back to")
    }

    @Test func upAfterAClearRecallsTheClearedMessage() throws {
        let session = try SessionHarness(messages: ["older"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("just cleared", literal: true)
        try session.tmux.send("C-l")
        try session.waitFor("Saved and cleared")
        try session.tmux.send("Up")
        #expect(try session.waitForScreen(try session.shown("just cleared")) == (try session.shown("just cleared")))
    }

    @Test func upAfterTypingKeepsWhatWasTyped() throws {
        let session = try SessionHarness(messages: ["older"])
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("draft", literal: true)
        try session.waitForScreen(try session.shown("draft"))
        try session.tmux.send("Up")
        try session.waitForScreen(try session.shown("older"))
        try session.tmux.send("F10")
        #expect(session.exitStatus() == 0)
        #expect(try session.history() == ["draft", "older"])
    }

    @Test func anotherProcessAddingAtTheSameTimeLosesNothing() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("From the session", literal: true)
        try session.waitForScreen(try session.shown("From the session"))
        _ = try session.home.add("From the shell")
        try session.tmux.send("Enter")
        try session.waitFor("Kept")
        #expect(Set(try session.history()) == ["From the session", "From the shell"])
    }

    @Test func anInputrcSectionForOrbitingRebindsItsActions() throws {
        let inputrc = """
            $if orbiting
            "\\C-t": orbiting-clear
            $endif
            $if bash
            "\\C-g": orbiting-clear
            $endif
            """
        let session = try SessionHarness(settings: ["shakeAction": "none"], inputrc: inputrc)
        defer { session.kill() }
        try session.waitFor("F1")
        try session.tmux.send("Rebound", literal: true)
        try session.waitForScreen(try session.shown("Rebound"))
        try session.tmux.send("C-g")  // bound for bash only: still the shake action, here none
        // A key typed after Ctrl-G shows once Ctrl-G was handled: the message is still there.
        try session.tmux.send(".", literal: true)
        try session.waitForScreen(try session.shown("Rebound."))
        try session.tmux.send("C-t")
        try session.waitFor("Saved and cleared")
        #expect(try session.history() == ["Rebound."])
    }

    @Test func aPastedEscapeSequenceIsShownLiterally() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1")
        let pasted = "\u{1B}[2J\u{1B}[31mRED"
        try session.tmux.tmux(["set-buffer", "--", pasted])
        try session.tmux.tmux(["paste-buffer", "-p", "-t", session.tmux.name])
        let expected = try session.shown(pasted)
        #expect(try session.waitForScreen(expected) == expected)
        #expect(expected.joined().contains("█"))
    }

    @Test func textOptionShowsAMessageSavedOnlyOnceKept() throws {
        let session = try SessionHarness("--text 'At the door'")
        defer { session.kill() }
        let expected = try session.shown("At the door")
        #expect(try session.waitForScreen(expected) == expected)
        try session.tmux.send("C-d")  // not empty: deletes nothing at the end; F10 quits
        try session.tmux.send("F10")
        #expect(session.exitStatus() == 0)
        #expect(try session.history().isEmpty)
    }
}

/// Options of `orbiting` for one run.
@Suite struct SessionOptionsTests {
    @Test func langShowsTheSessionInThatLanguage() throws {
        let session = try SessionHarness("--lang ja")
        defer { session.kill() }
        let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Localizations/ja.json")
        let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: catalogue))
        try session.waitFor(try #require(table["home.hint.idle"]))
        #expect(
            try session.home.run(["config", "get", "language"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                != "ja",
            "--lang holds for this run only")
    }

    @Test func anUnknownThemeIsAUsageErrorBeforeTheTerminalIsTaken() throws {
        let session = try SessionHarness("--theme nosuchtheme")
        defer { session.kill() }
        #expect(session.exitStatus() == 64)
        let screen = try session.screen().joined(separator: "\n")
        #expect(screen.contains("nosuchtheme") && screen.contains("mono"))
        let settings = session.terminalSettings()
        #expect(settings.before != nil && settings.before == settings.after)
    }
}

/// The session needs a terminal.
@Suite struct SessionWithoutATerminalTests {
    @Test func withoutATerminalItPointsToShow() throws {
        let home = StoreHome()
        let result = try home.run([], stdin: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("orbiting show"))
        #expect(result.stdout.isEmpty)
    }
}
