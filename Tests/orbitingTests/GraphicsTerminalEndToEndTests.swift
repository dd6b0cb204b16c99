import Foundation
import OrbitingTestSupport
import Testing

/// Pictures in real terminals under a virtual X display: kitty (its graphics protocol) and
/// xterm as a VT340 (sixel). Screenshots of the terminal's window are read back with
/// Tesseract as a person a few metres away sees them (`GraphicalTerminal.read`).
@Suite(.serialized, .tags(.slow))
struct GraphicsTerminalEndToEndTests {
    /// Messages in three scripts, their Tesseract language.
    static let messages: [(language: String, text: String)] = [
        ("eng", "Back in 5 min"), ("hin", "नमस्ते दोस्तों"), ("jpn", "会議中です"),
    ]
    /// Longer messages in the dense scripts, for a small window.
    static let dense: [(language: String, text: String)] = [
        ("hin", "कृपया धीरे बोलिए"), ("ben", "আমি একটু পরে আসছি"), ("jpn", "会議中です。少々お待ちください"),
    ]
    static let kinds: [GraphicalTerminal.Kind] = [.kitty, .xterm]
    static let canRun = OCR.tesseract != nil && kinds.allSatisfy(GraphicalTerminal.isAvailable)
    static let missing: Comment = "tesseract, Xvfb, xdotool, ImageMagick, kitty or xterm is not installed (scripts/install-deps --tests)"
    /// Where hb-view is (HarfBuzz's own renderer, for the reference pictures).
    static let hbView = ["/usr/bin/hb-view", "/usr/local/bin/hb-view"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The command line running the built binary with `arguments`, its data in the test's folder.
    static func orbiting(_ arguments: [String]) -> String {
        "ORBITING_HOME=\"$PWD/home\" " + ([OrbitingBinary.path] + arguments).map(Shell.quote).joined(separator: " ")
    }

    /// A script showing each of `commands` in turn on a cleared screen (kitty's pictures
    /// deleted), hiding the cursor after each, and waiting for the test between them.
    static func showing(_ commands: [String]) -> String {
        var script = "sleep 1\n"
        for (number, command) in commands.enumerated() {
            script += "printf '\\033_Ga=d\\033\\\\'; clear; \(command); printf '\\033[?25l'\n"
            script += "touch shown-\(number); while [ ! -e next-\(number) ]; do sleep 0.1; done\n"
        }
        return script
    }

    /// Waits for the `number`th command of `showing` to be shown, takes a screenshot, and
    /// lets the script go on.
    static func shot(_ terminal: GraphicalTerminal, _ number: Int, _ name: String) throws -> (path: String, grey: GreyImage) {
        #expect(terminal.waitUntil(timeout: 30) { FileManager.default.fileExists(atPath: terminal.directory + "/shown-\(number)") })
        Thread.sleep(forTimeInterval: 0.5)  // the terminal draws what it was sent
        defer { _ = FileManager.default.createFile(atPath: terminal.directory + "/next-\(number)", contents: nil) }
        return try terminal.screenshot(name)
    }

    /// The error rate of `text` drawn by HarfBuzz's own renderer (`hb-view`) in the font
    /// fontconfig gives its language, at 64 pixels, read back by Tesseract: the outline font
    /// at full resolution.
    static func referenceRate(_ text: String, language: String, directory: String) throws -> Double {
        let lang = ["hin": "hi", "ben": "bn", "jpn": "ja", "eng": "en"][language] ?? "en"
        let font = try Spawn.run(["fc-match", "-f", "%{file}\n%{index}", "sans-serif:bold:lang=\(lang)"]).split(separator: "\n")
        let path = directory + "/reference-\(language).png"
        _ = try Spawn.run([try #require(hbView), "--font-file", String(font[0]), "--face-index", String(font.count > 1 ? font[1] : "0"),
                           "--font-size", "64", "--margin", "32", "-O", "png", "-o", path, text])
        let read = try OCR.read(file: path, language: language, tool: try #require(OCR.tesseract))
        return OCR.characterErrorRate(expected: text, read: read, language: language)
    }

    /// The mode `auto` takes in the terminal: what `show --explain` says there (run through
    /// `script`, which keeps it on the terminal and keeps a copy of what it printed).
    @Test(.needsXvfb, arguments: kinds)
    func autoPicksThePictureProtocol(kind: GraphicalTerminal.Kind) throws {
        let command = Self.orbiting(["show", "--explain", "Hi"])
        let terminal = try GraphicalTerminal(kind, script: "sleep 1; script -q -O explained -c \(Shell.quote(command))")
        defer { terminal.stop() }
        #expect(terminal.waitUntil(timeout: 30) { terminal.scriptEnded != nil })
        let explained = try String(contentsOfFile: terminal.directory + "/explained", encoding: .utf8)
        #expect(explained.contains("\"render\": \"\(kind == .kitty ? "kitty" : "sixel")\""), "\(explained)")
        #expect(explained.contains("\"pixels\": \"picture\""))
        // One round trip: the background and the pictures asked together, ended by one DA1.
        #expect(explained.components(separatedBy: "\u{1B}[c").count - 1 == 1, "\(explained.debugDescription)")
    }

    /// Inside tmux `auto` never picks a protocol tmux would not pass on.
    @Test func autoPicksCellsInTmux() throws {
        let command = "sh -c " + Shell.quote(([OrbitingBinary.path, "show", "--explain", "Hi"]).map(Shell.quote).joined(separator: " ") + "; sleep 30")
        let tmux = try TmuxSession(command: command, environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        defer { tmux.kill() }
        let screen = try tmux.waitFor { $0.joined().contains("render") }.joined()
        #expect(screen.contains("\"render\": \"smooth\""), "\(screen)")
    }

    /// `show` in each terminal: every script reads back, the edges are grey, not stepped.
    @Test(.needsXvfb, arguments: kinds)
    func showReadsBackInEveryScript(kind: GraphicalTerminal.Kind) throws {
        let terminal = try GraphicalTerminal(kind, script: Self.showing(Self.messages.map {
            Self.orbiting(["show", "--scheme", "light", $0.text])
        }))
        defer { terminal.stop() }
        for (number, message) in Self.messages.enumerated() {
            let shot = try Self.shot(terminal, number, "show-\(number)")
            let read = try terminal.read(shot.path, language: message.language)
            let rate = OCR.characterErrorRate(expected: message.text, read: read, language: message.language)
            print("\(kind) show \(message.language): CER \(rate) read \(read.debugDescription)")
            #expect(rate <= 0.10, "\(kind) \(message.text): read \(read.debugDescription)")
            #expect(shot.grey.inBetweenLevels >= 8, "\(kind): anti-aliased edges (\(shot.grey.inBetweenLevels) grey levels)")
        }
    }

    /// The session typed into as a person would: the message reads back while shown, and
    /// after quitting nothing of it is left on the screen.
    @Test(.needsXvfb, arguments: kinds)
    func theTypedSessionReadsBackAndLeavesNothing(kind: GraphicalTerminal.Kind) throws {
        // In a full run of the suite xterm sometimes answers the start-up exchange after its
        // 100 ms: the session starts on cells and takes sixels once the answer comes.
        try Self.typedSession(kind)
    }

    static func typedSession(_ kind: GraphicalTerminal.Kind) throws {
        let setup = Self.orbiting(["config", "set", "hasSeenWelcome", "true"]) + " > /dev/null"
        let terminal = try GraphicalTerminal(kind, script: "\(setup); sleep 1; \(Self.orbiting(["--scheme", "light"])); printf '\\033[?25l'")
        defer { terminal.stop() }
        // The session owns the window once it is painted in the light theme's background
        // (#fafafa, grey 250; the terminals' own are black and white): then it takes keys.
        #expect(terminal.waitUntil(timeout: 30) {
            guard let shot = try? terminal.screenshot("started"), shot.grey.width > 20, shot.grey.height > 20 else { return false }
            return (248...252).contains(shot.grey.pixels[10 * shot.grey.width + 10])
        })
        let text = "Back in 5 min"
        try terminal.type(text)
        var rate = 1.0, read = "", grey: GreyImage?
        terminal.waitUntil(timeout: 15) {
            guard let shot = try? terminal.screenshot("typed"), let seen = try? terminal.read(shot.path, language: "eng") else { return false }
            (read, grey) = (seen, shot.grey)
            rate = OCR.characterErrorRate(expected: text, read: read, language: "eng")
            return rate <= 0.10
        }
        print("\(kind) session: CER \(rate) read \(read.debugDescription)")
        #expect(rate <= 0.10, "\(kind): read \(read.debugDescription)")
        #expect((grey?.inBetweenLevels ?? 0) >= 8, "\(kind): anti-aliased edges")
        try terminal.key("ctrl+c")
        #expect(terminal.waitUntil(timeout: 15) { terminal.scriptEnded != nil }, "the session ended")
        Thread.sleep(forTimeInterval: 0.5)
        let after = try terminal.screenshot("after")
        let left = try terminal.read(after.path, language: "eng")
        #expect(!left.contains("Back") && !left.contains("min"), "\(kind): left behind: \(left.debugDescription)")
        // The terminal's own background everywhere: no picture, no block of the message.
        let background = after.grey.pixels[after.grey.width * (after.grey.height / 2) + after.grey.width / 2]
        #expect(after.grey.inkFraction(background: background) < 0.01, "\(kind): \(after.grey.inkFraction(background: background))")
    }

    /// A timer in each terminal: its time is a picture (grey edges in the time's rows, where
    /// block characters have none), and reads back.
    @Test(.needsXvfb, arguments: kinds)
    func aTimerIsDrawnInPixels(kind: GraphicalTerminal.Kind) throws {
        let setup = Self.orbiting(["config", "set", "colorScheme", "light"]) + " > /dev/null"
        let terminal = try GraphicalTerminal(kind, script: "\(setup); sleep 1; \(Self.orbiting(["timer", "9m", "Tea break"])) 2> timer-errors")
        defer { terminal.stop() }
        var read = ""
        var levels = 0
        #expect(terminal.waitUntil(timeout: 30) {
            guard let shot = try? terminal.screenshot("timer") else { return false }
            read = (try? terminal.read(shot.path, language: "eng")) ?? ""
            levels = shot.grey.rows(0.35..<0.65).inBetweenLevels  // the time's rows, not the status row
            return read.contains("8:")
        }, "\(kind): read \(read.debugDescription)")
        #expect(levels >= 8, "\(kind): anti-aliased edges (\(levels) grey levels)")
        print("\(kind) timer: read \(read.debugDescription), \(levels) grey levels; errors:",
              (try? String(contentsOfFile: terminal.directory + "/timer-errors", encoding: .utf8)) ?? "none")
    }

    /// A small window, 40×12 cells: dense scripts read back in pixels as well as the same
    /// words drawn by the outline font at full resolution (+0.05).
    @Test(.needsXvfb, .needsHbView, arguments: kinds)
    func smallWindowsReadBackInDenseScripts(kind: GraphicalTerminal.Kind) throws {
        let terminal = try GraphicalTerminal(kind, columns: 40, rows: 12, script: Self.showing(Self.dense.map {
            Self.orbiting(["show", "--scheme", "light", $0.text])
        }))
        defer { terminal.stop() }
        for (number, message) in Self.dense.enumerated() {
            let shot = try Self.shot(terminal, number, "small-\(number)")
            let read = try terminal.read(shot.path, language: message.language)
            let rate = OCR.characterErrorRate(expected: message.text, read: read, language: message.language)
            let reference = try Self.referenceRate(message.text, language: message.language, directory: terminal.directory)
            print("\(kind) 40x12 \(message.language): CER \(rate) (reference \(reference)) read \(read.debugDescription)")
            #expect(rate <= reference + 0.05, "\(kind) \(message.text): read \(read.debugDescription)")
        }
    }

    /// Smooth cells in xterm with a TrueType font, at 40×12: the dense scripts read back at
    /// least as well as the same words in block characters.
    @Test(.needsXvfb)
    func smoothCellsReadAtLeastAsWellAsBlocks() throws {
        let commands = Self.dense.flatMap { message in
            ["blocks", "smooth"].map { Self.orbiting(["show", "--scheme", "light", "--render", $0, message.text]) }
        }
        let terminal = try GraphicalTerminal(.xterm, columns: 40, rows: 12, script: Self.showing(commands),
                                             environment: ["COLORTERM": "truecolor"])
        defer { terminal.stop() }
        for (number, message) in Self.dense.enumerated() {
            var rates: [Double] = []
            for (offset, mode) in ["blocks", "smooth"].enumerated() {
                let shot = try Self.shot(terminal, 2 * number + offset, "\(mode)-\(number)")
                let read = try terminal.read(shot.path, language: message.language)
                rates.append(OCR.characterErrorRate(expected: message.text, read: read, language: message.language))
                print("xterm 40x12 \(mode) \(message.language): CER \(rates.last ?? 1) read \(read.debugDescription)")
            }
            guard message.language != "hin" else {
                #expect(rates[1] <= rates[0] + 0.05, "\(message.text): smooth \(rates[1]), blocks \(rates[0])")
                continue
            }
            // At 9 (Bengali) and 6 (Japanese) pixel rows a line neither reads: Tesseract's
            // answers for both are mostly noise, and smooth cells lose to blocks at times.
            withKnownIssue("\(message.language) at 40x12 reads no better smooth than in blocks", isIntermittent: true) {
                #expect(rates[1] <= rates[0] + 0.05, "\(message.text): smooth \(rates[1]), blocks \(rates[0])")
            }
        }
    }
}
