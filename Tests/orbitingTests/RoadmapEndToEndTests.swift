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
    static func shown(_ session: SessionHarness, _ text: String, _ extra: [String]) async throws -> [String] {
        let result = try await session.home.run(
            ["show", "--color", "never", "--size", "\(session.width)x\(session.height - 1)"] + extra
                + ["--", text])
        return SessionHarness.trimmed(result.lines)
    }

    @Test func theKeyTurnsTheTextTowardThePersonOppositeAndBack() async throws {
        let session = try await SessionHarness()
        defer { session.kill() }
        try await session.waitFor("F1 for help")
        try await session.tmux.send("Hi there", literal: true)
        let upright = try await session.waitForScreen(try await session.shown("Hi there"))
        try await session.tmux.send("F3")
        let turned = try await Self.shown(session, "Hi there", ["--rotate", "180"])
        #expect(turned != upright)
        try await session.waitForScreen(turned)
        #expect(
            try await session.home.run(["config", "get", "rotation"]).stdout.contains("180"),
            "the setting keeps the turn")
        try await session.tmux.send("F3")
        try await session.waitForScreen(upright)
    }

    @Test func rotateAndMirrorOnTheCommandLine() async throws {
        let session = try await SessionHarness("--rotate 180 --mirror")
        defer { session.kill() }
        try await session.waitFor("F1 for help")
        try await session.tmux.send("Mirror", literal: true)
        try await session.waitForScreen(try await Self.shown(session, "Mirror", ["--rotate", "180", "--mirror"]))
        let bad = try await session.home.run(["--rotate", "90"])
        #expect(bad.status == 64 && bad.stderr.contains("0 or 180"))
    }

    /// `show --rotate 180` is exactly the normal frame turned, for every cell style, over
    /// mixed-script messages: the tests' own turning (`TurnedFrame`) of `show`'s output.
    @Test(arguments: ["half", "full", "quadrant", "sextant", "braille", "octant"])
    func showRotatedIsTheNormalFrameTurned(pixels: String) async throws {
        let home = StoreHome()
        let messages = [
            "Back in 5", "Café résumé ñ", "会議中です", "안녕하세요 감사합니다", "नमस्ते दुनिया", "বাংলা ভাষা",
            "Привет мир", "αβγ Ω 👍", "中文 and English", "Hi\nthere",
        ]
        var turnedFrames = 0, glyphFrames = 0
        for message in messages {
            let options = ["show", "--color", "never", "--size", "60x16", "--pixels", pixels, "--", message]
            let normal = try await home.run(options)
            let rotated = try await home.run(Array(options.dropLast(2)) + ["--rotate", "180", "--", message])
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

    @Test func aKioskNeedsAPhrase() async throws {
        let session = try await SessionHarness("--kiosk")
        defer { session.kill() }
        #expect(await session.exitStatus() == 78)
        try await session.waitFor("kiosk-phrase")
    }

    @Test func aKioskIgnoresEveryKeyUntilThePhraseAndEnter() async throws {
        let home = StoreHome()
        let set = try await home.run(["config", "set", "kiosk-phrase", "-"], stdin: "let me in\n")
        #expect(set.status == 0)
        let stored = try String(contentsOfFile: home.root + "/config/kiosk-phrase", encoding: .utf8)
        #expect(!stored.contains("let me in"), "kept as a salted hash, never in clear")
        let session = try await SessionHarness("--kiosk", messages: ["Back in 5"], home: home)
        defer { session.kill() }
        try await session.waitFor("Locked")
        let locked = try await session.screen()
        try await session.tmux.send("C-c", "C-z", "C-d", "F10", "C-l", "C-o", "F1", "Escape")
        try await session.tmux.send("x" + GesturesEndToEndTests.drag(from: (70, 8), to: (10, 8)), literal: true)
        try await session.tmux.send("wrong phrase", literal: true)
        try await session.tmux.send("Enter")
        try await session.tmux.send("let me in", literal: true)
        try await session.tmux.send("Enter")
        // Unlocked, the session is Home again: a key types.
        try await session.tmux.send("ok", literal: true)
        try await session.waitForScreen(try await session.shown("ok"), timeout: 30)
        #expect(
            SessionHarness.trimmed(Array(locked.dropLast())) == (try await session.shown("Back in 5")),
            "the kept message, huge")
        #expect(try await session.history() == ["Back in 5"], "nothing typed at the kiosk was kept")
        try await session.tmux.send("F10")
        #expect(await session.exitStatus() == 0)
    }

    @Test func aKioskEndsOnSIGTERM() async throws {
        let home = StoreHome()
        _ = try await home.run(["config", "set", "kiosk-phrase", "-"], stdin: "phrase\n")
        let session = try await SessionHarness("--kiosk --text Closed", home: home)
        defer { session.kill() }
        try await session.waitFor("Locked")
        session.signal(SIGINT)
        session.signal(SIGTERM)
        #expect(await session.exitStatus() == 128 + SIGTERM)
        #expect(try await session.history().isEmpty)
    }

    @Test func altDigitsShowFavoritesAsKeptMessages() async throws {
        let session = try await SessionHarness(messages: ["Coffee?", "Back in 5", "Thank you"])
        defer { session.kill() }
        for message in try await session.home.messages() where message.text != "Back in 5" {
            _ = try await session.home.run(["history", "favorite", message.id])
        }
        try await session.waitFor("F1 for help")
        try await session.tmux.send("M-2")  // favorites newest first: 1 "Thank you", 2 "Coffee?"
        try await session.waitFor("Kept and saved")
        #expect(
            SessionHarness.trimmed(Array(try await session.tmux.screen().prefix(23)))
                == (try await session.shown("Coffee?")))
        try await session.tmux.send("M-9")
        try await session.waitFor("No favorite 9")
        try await session.tmux.send("C-o", "Tab")
        let favorites = try await session.waitFor("[Favorites]")
        #expect(
            favorites.contains { $0.hasPrefix("1★ Thank you") } && favorites.contains { $0.hasPrefix("2★ Coffee?") })
        #expect(try await session.history().count == 3)
    }

    @Test func theInverseKeySwapsColoursUntilPressedAgain() async throws {
        let session = try await SessionHarness(settings: [
            "colorDepth": "truecolor", "theme": "contrast", "colorScheme": "dark",
            "render": "blocks",
        ])
        defer { session.kill() }
        try await session.waitFor("F1 for help")
        func colours() async throws -> String {
            try await session.tmux.tmux(["capture-pane", "-p", "-e", "-t", session.tmux.name])
        }
        let normal = try await colours()
        #expect(normal.contains("48;2;0;0;0"), "black background")
        try await session.tmux.send("F4")
        let inverted = try await session.eventually(colours) { $0.contains("48;2;255;255;255") }
        #expect(inverted.contains("48;2;255;255;255"), "white background")
        try await session.tmux.send("x", literal: true)
        try await session.waitForScreen(try await session.shown("x"))
        #expect(try await colours().contains("48;2;255;255;255"), "still inverted after the next key, unlike the flash")
        try await session.tmux.send("F4")
        #expect(try await session.eventually(colours) { !$0.contains("48;2;255;255;255") }.contains("48;2;0;0;0"))
    }

    @Test func theWindowTitleIsTheMessageSanitized() async throws {
        let session = try await SessionHarness("--text " + Shell.quote("a\u{1B}]2;evil\u{07}b"))
        defer { session.kill() }
        func title() async throws -> String {
            try await session.tmux.tmux(["display", "-p", "-t", session.tmux.name, "#{pane_title}"]).trimmingCharacters(
                in: .newlines)
        }
        let shown = try await session.eventually(title) { $0.hasPrefix("a") }
        #expect(shown.hasPrefix("a") && shown.hasSuffix("b") && shown != "evil" && !shown.contains("\u{1B}"))
        try await session.tmux.send("C-l")
        try await session.tmux.send("Hello there", literal: true)
        #expect(try await session.eventually(title) { $0 == "Hello there" } == "Hello there")
    }

    @Test func theTitleSettingTurnsItOff() async throws {
        let session = try await SessionHarness(settings: ["windowTitle": "false"])
        defer { session.kill() }
        try await session.waitFor("F1 for help")
        try await session.tmux.send("Quiet", literal: true)
        try await session.waitForScreen(try await session.shown("Quiet"))
        let title = try await session.tmux.tmux(["display", "-p", "-t", session.tmux.name, "#{pane_title}"])
        #expect(!title.contains("Quiet"))
    }

    @Test func ctrlYInHistoryCopiesTheSelectedMessageWithOSC52() async throws {
        let session = try await SessionHarness(messages: ["Copy me"])
        defer { session.kill() }
        try await session.tmux.tmux(["set-option", "-g", "set-clipboard", "on"])
        try await session.waitFor("F1 for help")
        try await session.tmux.send("C-o")
        try await session.waitFor("Copy me")
        try await session.tmux.send("C-y")
        try await session.waitFor("Sent to the clipboard")
        let buffer = try await session.eventually {
            try await session.tmux.tmux(["show-buffer"])
        } until: {
            $0 == "Copy me"
        }
        #expect(buffer == "Copy me")
    }
}
