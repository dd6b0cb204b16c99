import Foundation
import OrbitingText
import Testing

/// Small windows (issue 35, point 1): a short message in a dense script at 40×12 is drawn in
/// big letters where the terminal's cells allow its script's legible size, `show --explain`
/// says how, and otherwise it is plain text with the hint, in the person's language, to make
/// the window larger.
@Suite struct SmallWindowEndToEndTests {
    /// Short messages in the dense scripts, each with the language of the person showing it,
    /// and its script's smallest legible size (pixel rows a line).
    static let messages: [(lang: String, text: String, minimum: Int)] = [
        ("hi", "नमस्ते दोस्तों", 10), ("bn", "আমি একটু পরে আসছি", 10), ("ja", "会議中です", 14), ("ko", "회의 중입니다", 14),
    ]
    /// The pixel styles of block letters (`--explain`'s `pixels` when the text is glyphs).
    static let glyphStyles: Set<String> = ["half", "full", "quadrant", "sextant", "braille", "octant"]

    /// The hint in `lang`: its long form, or its short form where the long one does not fit.
    static func hints(_ lang: String) -> [String] {
        let table = ShippedCatalogues.table(lang)
        return [table["fit.larger"], table["fit.larger.short"]].compactMap { $0 }
    }

    /// `text` without spaces, as a person reads it off a screen row.
    static func squeezed(_ text: String) -> String { ShippedCatalogues.squeezed(text) }

    /// In a 40×12 tmux window, `show` of each message: `--explain` says glyphs at no less than
    /// the script's minimum, and the screen shows block letters and not the words; or it says
    /// `"render": "text"`, and the screen shows the words centred and the hint in the person's
    /// language.
    @Test(arguments: messages.map(\.lang))
    func denseScriptsAt40x12AreBigLettersOrSayWhy(lang: String) throws {
        let message = try #require(Self.messages.first { $0.lang == lang })
        let home = StoreHome()
        let show = ([OrbitingBinary.path, "show", "--lang", lang, "--", message.text]).map(Shell.quote).joined(
            separator: " ")
        let explain = ([OrbitingBinary.path, "show", "--explain", "--lang", lang, "--", message.text]).map(Shell.quote)
            .joined(separator: " ")
        let done = home.root + "/done"
        let script =
            "clear; \(explain) > \(Shell.quote(home.root + "/explained")); \(show); touch "
            + "\(Shell.quote(done)); sleep 60"
        let tmux = try TmuxSession(
            command: "sh -c " + Shell.quote(script), width: 40, height: 12,
            environment: ["ORBITING_HOME": home.root, "NO_COLOR": "", "COLORTERM": "truecolor"])
        defer { tmux.kill() }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: done) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(FileManager.default.fileExists(atPath: done), "show ended")
        let screen = try tmux.screen()
        let data = try #require(FileManager.default.contents(atPath: home.root + "/explained"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let render = try #require(report["render"] as? String), pixels = try #require(report["pixels"] as? String)
        let rows = screen.map(Self.squeezed)
        // The hint's line may wrap: read the screen as one text.
        let hinted = Self.hints(lang).map(Self.squeezed).contains { rows.joined().contains($0) }
        print(
            "40x12 \(lang): render \(render), pixels \(pixels), size \(report["size"] ?? "?")\n"
                + screen.joined(separator: "\n"))
        if render == "text" {
            #expect(pixels == "text")
            #expect(hinted, "\(lang): the hint to make the window larger: \(screen)")
            let row = try #require(
                screen.first { Self.squeezed($0).contains(Self.squeezed(message.text)) },
                "\(lang): the words as text: \(screen)")
            // Centred: as many blank columns on the left as on the right, give or take one.
            let left = row.prefix { $0 == " " }.count
            let right = 40 - left - DisplayWidth.of(row.trimmingCharacters(in: .whitespaces))
            #expect(abs(left - right) <= 1, "\(lang): centred (\(left) blank columns left, \(right) right): \(row)")
        } else {
            #expect(Self.glyphStyles.contains(pixels), "\(lang): \(pixels) is no glyph style (render \(render))")
            #expect((report["size"] as? Int ?? 0) >= message.minimum, "\(lang): size \(report["size"] ?? "?")")
            #expect(
                !rows.contains { $0.contains(Self.squeezed(message.text)) },
                "\(lang): big letters, not the words: \(screen)")
            #expect(!hinted, "\(lang): no hint under big letters")
        }
    }

    /// Typing a Japanese message into Home in a 40×12 window: too small for its big letters,
    /// so it is plain text and the status row asks, in Japanese, for a larger window.
    @Test func homeSaysWhyItShowsPlainText() throws {
        let session = try SessionHarness("--lang ja", width: 40, height: 12)
        defer { session.kill() }
        try session.waitFor(try #require(ShippedCatalogues.table("ja")["home.hint.idle"]))
        try session.tmux.send("会議中です。少々お待ちください", literal: true)
        let hints = Self.hints("ja").map(Self.squeezed)
        let screen = try session.tmux.waitFor(timeout: 15) { rows in
            rows.map(Self.squeezed).contains { row in hints.contains { row.contains($0) } }
        }
        #expect(
            screen.map(Self.squeezed).contains { row in hints.contains { row.contains($0) } },
            "the hint in Japanese: \(screen)")
        #expect(screen.map(Self.squeezed).contains { $0.contains("会議中です") }, "the words as text: \(screen)")
    }

    /// Where the terminal draws sextants itself (kitty; not through tmux), a 40×12 box takes
    /// Japanese in sextant cells at its legible size instead of plain text, and the frame is
    /// made of sextants; where it may not, the same box is plain text and `--explain` says so.
    @Test func sextantsWhereTheTerminalDrawsThem() throws {
        let arguments = ["show", "--render", "blocks", "--size", "40x12", "会議中です"]
        func run(_ term: String, explain: Bool) throws -> RunResult {
            try OrbitingBinary.run(
                explain ? ["show", "--explain"] + arguments.dropFirst() : arguments,
                environment: ["TERM": term, "TMUX": "", "STY": ""])
        }
        let kitty =
            try JSONSerialization.jsonObject(with: Data(try run("xterm-kitty", explain: true).stdout.utf8))
            as? [String: Any]
        #expect(kitty?["pixels"] as? String == "sextant", "\(String(describing: kitty))")
        #expect(kitty?["render"] as? String == "blocks")
        #expect((kitty?["size"] as? Int ?? 0) >= 14)
        let frame = try run("xterm-kitty", explain: false).stdout
        #expect(frame.unicodeScalars.contains { (0x1FB00...0x1FB3B).contains($0.value) }, "\(frame)")
        let other =
            try JSONSerialization.jsonObject(with: Data(try run("xterm-256color", explain: true).stdout.utf8))
            as? [String: Any]
        #expect(other?["render"] as? String == "text", "\(String(describing: other))")
        #expect(other?["pixels"] as? String == "text")
    }
}
