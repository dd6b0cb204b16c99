import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The original's roadmap in the running session, through tmux: facing the person opposite,
/// the kiosk, quick phrases, inverse colours, the window title and the clipboard.
@Suite(.serialized) struct RoadmapEndToEndTests {
    /// What `show` prints for `text` in Home's box of an 80×24 window, with `extra` options.
    static func shown(_ session: SessionHarness, _ text: String, _ extra: [String]) throws -> [String] {
        let result = try session.home.run(
            ["show", "--color", "never", "--size", "\(session.width)x\(session.height - 1)"] + extra
                + ["--", text])
        return SessionHarness.trimmed(result.lines)
    }

    @Test func theKeyTurnsTheTextTowardThePersonOppositeAndBack() throws {
        let session = try SessionHarness()
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("Hi there", literal: true)
        let upright = try session.waitForScreen(try session.shown("Hi there"))
        try session.tmux.send("F3")
        let turned = try Self.shown(session, "Hi there", ["--rotate", "180"])
        #expect(turned != upright)
        try session.waitForScreen(turned)
        #expect(
            try session.home.run(["config", "get", "rotation"]).stdout.contains("180"), "the setting keeps the turn")
        try session.tmux.send("F3")
        try session.waitForScreen(upright)
    }

    @Test func rotateAndMirrorOnTheCommandLine() throws {
        let session = try SessionHarness("--rotate 180 --mirror")
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("Mirror", literal: true)
        try session.waitForScreen(try Self.shown(session, "Mirror", ["--rotate", "180", "--mirror"]))
        let bad = try session.home.run(["--rotate", "90"])
        #expect(bad.status == 64 && bad.stderr.contains("0 or 180"))
    }

    /// `show --rotate 180` is exactly the normal frame turned, for every cell style, over
    /// mixed-script messages: the tests' own turning (`TurnedFrame`) of `show`'s output.
    @Test(arguments: ["half", "full", "quadrant", "sextant", "braille", "octant"])
    func showRotatedIsTheNormalFrameTurned(pixels: String) throws {
        let home = StoreHome()
        let messages = [
            "Back in 5", "Café résumé ñ", "会議中です", "안녕하세요 감사합니다", "नमस्ते दुनिया", "বাংলা ভাষা",
            "Привет мир", "αβγ Ω 👍", "中文 and English", "Hi\nthere",
        ]
        var turnedFrames = 0, glyphFrames = 0
        for message in messages {
            let options = ["show", "--color", "never", "--size", "60x16", "--pixels", pixels, "--", message]
            let normal = try home.run(options)
            let rotated = try home.run(Array(options.dropLast(2)) + ["--rotate", "180", "--", message])
            #expect(normal.status == 0 && rotated.status == 0)
            let isText = normal.lines.contains { $0.contains { $0.isLetter } }
            let expected = isText ? normal.lines : TurnedFrame.turned(normal.lines, width: 60, height: 16)
            #expect(rotated.lines == expected, "\(pixels): \(message)")
            if !isText { glyphFrames += 1 }
            if !isText && rotated.lines != normal.lines { turnedFrames += 1 }
        }
        // Every frame of block letters comes out turned (a script below its smallest legible
        // size at 60x16 is plain text, which stays upright), and most are block letters.
        #expect(turnedFrames == glyphFrames && glyphFrames >= messages.count / 2, "glyph frames are turned")
    }

    @Test func aKioskNeedsAPhrase() throws {
        let session = try SessionHarness("--kiosk")
        defer { session.kill() }
        #expect(session.exitStatus() == 78)
        try session.waitFor("kiosk-phrase")
    }

    @Test func aKioskIgnoresEveryKeyUntilThePhraseAndEnter() throws {
        let home = StoreHome()
        let set = try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "let me in\n")
        #expect(set.status == 0)
        let stored = try String(contentsOfFile: home.root + "/config/kiosk-phrase", encoding: .utf8)
        #expect(!stored.contains("let me in"), "kept as a salted hash, never in clear")
        let session = try SessionHarness("--kiosk", messages: ["Back in 5"], home: home)
        defer { session.kill() }
        try session.waitFor("Locked")
        let locked = try session.screen()
        try session.tmux.send("C-c", "C-z", "C-d", "F10", "C-l", "C-o", "F1", "Escape")
        try session.tmux.send("x" + GesturesEndToEndTests.drag(from: (70, 8), to: (10, 8)), literal: true)
        try session.tmux.send("wrong phrase", literal: true)
        try session.tmux.send("Enter")
        try session.tmux.send("let me in", literal: true)
        try session.tmux.send("Enter")
        // Unlocked, the session is Home again: a key types.
        try session.tmux.send("ok", literal: true)
        try session.waitForScreen(try session.shown("ok"), timeout: 30)
        #expect(
            SessionHarness.trimmed(Array(locked.dropLast())) == (try session.shown("Back in 5")),
            "the kept message, huge")
        #expect(try session.history() == ["Back in 5"], "nothing typed at the kiosk was kept")
        try session.tmux.send("F10")
        #expect(session.exitStatus() == 0)
    }

    @Test func aKioskEndsOnSIGTERM() throws {
        let home = StoreHome()
        _ = try home.run(["config", "set", "kiosk-phrase", "-"], stdin: "phrase\n")
        let session = try SessionHarness("--kiosk --text Closed", home: home)
        defer { session.kill() }
        try session.waitFor("Locked")
        session.signal(SIGINT)
        session.signal(SIGTERM)
        #expect(session.exitStatus() == 128 + SIGTERM)
        #expect(try session.history().isEmpty)
    }

    @Test func altDigitsShowFavoritesAsKeptMessages() throws {
        let session = try SessionHarness(messages: ["Coffee?", "Back in 5", "Thank you"])
        defer { session.kill() }
        for message in try session.home.messages() where message.text != "Back in 5" {
            _ = try session.home.run(["history", "favorite", message.id])
        }
        try session.waitFor("F1 for help")
        try session.tmux.send("M-2")  // favorites newest first: 1 "Thank you", 2 "Coffee?"
        try session.waitFor("Kept and saved")
        #expect(SessionHarness.trimmed(Array(try session.tmux.screen().prefix(23))) == (try session.shown("Coffee?")))
        try session.tmux.send("M-9")
        try session.waitFor("No favorite 9")
        try session.tmux.send("C-o", "Tab")
        let favorites = try session.waitFor("[Favorites]")
        #expect(
            favorites.contains { $0.hasPrefix("1★ Thank you") } && favorites.contains { $0.hasPrefix("2★ Coffee?") })
        #expect(try session.history().count == 3)
    }

    @Test func theInverseKeySwapsColoursUntilPressedAgain() throws {
        let session = try SessionHarness(settings: [
            "colorDepth": "truecolor", "theme": "contrast", "colorScheme": "dark",
            "render": "blocks",
        ])
        defer { session.kill() }
        try session.waitFor("F1 for help")
        func colours() throws -> String {
            try session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        }
        let normal = try colours()
        #expect(normal.contains("48;2;0;0;0"), "black background")
        try session.tmux.send("F4")
        let inverted = try session.eventually(colours) { $0.contains("48;2;255;255;255") }
        #expect(inverted.contains("48;2;255;255;255"), "white background")
        try session.tmux.send("x", literal: true)
        try session.waitForScreen(try session.shown("x"))
        #expect(try colours().contains("48;2;255;255;255"), "still inverted after the next key, unlike the flash")
        try session.tmux.send("F4")
        #expect(try session.eventually(colours) { !$0.contains("48;2;255;255;255") }.contains("48;2;0;0;0"))
    }

    @Test func theWindowTitleIsTheMessageSanitized() throws {
        let session = try SessionHarness("--text " + Shell.quote("a\u{1B}]2;evil\u{07}b"))
        defer { session.kill() }
        func title() throws -> String {
            try session.tmux.tmux(["display", "-p", "-t", session.tmux.name, "#{pane_title}"]).trimmingCharacters(
                in: .newlines)
        }
        let shown = try session.eventually(title) { $0.hasPrefix("a") }
        #expect(shown.hasPrefix("a") && shown.hasSuffix("b") && shown != "evil" && !shown.contains("\u{1B}"))
        try session.tmux.send("C-l")
        try session.tmux.send("Hello there", literal: true)
        #expect(try session.eventually(title) { $0 == "Hello there" } == "Hello there")
    }

    @Test func theTitleSettingTurnsItOff() throws {
        let session = try SessionHarness(settings: ["windowTitle": "false"])
        defer { session.kill() }
        try session.waitFor("F1 for help")
        try session.tmux.send("Quiet", literal: true)
        try session.waitForScreen(try session.shown("Quiet"))
        let title = try session.tmux.tmux(["display", "-p", "-t", session.tmux.name, "#{pane_title}"])
        #expect(!title.contains("Quiet"))
    }

    @Test func ctrlYInHistoryCopiesTheSelectedMessageWithOSC52() throws {
        let session = try SessionHarness(messages: ["Copy me"])
        defer { session.kill() }
        try session.tmux.tmux(["set-option", "-g", "set-clipboard", "on"])
        try session.waitFor("F1 for help")
        try session.tmux.send("C-o")
        try session.waitFor("Copy me")
        try session.tmux.send("C-y")
        try session.waitFor("Sent to the clipboard")
        let buffer = try session.eventually {
            try session.tmux.tmux(["show-buffer"])
        } until: {
            $0 == "Copy me"
        }
        #expect(buffer == "Copy me")
    }
}
