import Foundation
import OrbitingCore
import OrbitingTerminal
import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingApp

/// Every screen, in every language, written by the frame writer into a terminal that
/// advances per code point (as tmux, xterm and VTE do): the terminal shows exactly the
/// frame, row by row, and nothing is ever written past the right edge. Screens follow one
/// another through one writer, as in the session, so leftovers of an earlier screen would
/// show.
@Suite struct ScreenReplayTests {
    static let sizes = [(80, 24), (40, 12)]

    /// A history mixing every script the issue names.
    static let messages: [Message] = [
        "Back in 5 min", "Café résumé at the brown dog", "नमस्ते दोस्तों, स्टेशन पर मिलते हैं",
        "আমি বাংলায় কথা বলি, ধন্যবাদ", "会議中です。少々お待ちください", "안녕하세요 회의 중입니다",
        "Thumbs 👍🏽 family 👨‍👩‍👧 flag 🇩🇪 heart ❤️", "e\u{301}te\u{301} combining", "श्री क्षत्रिय ज्ञान",
    ].enumerated().map { index, text in
        Message(
            id: "m\(index)", text: text, createdAt: HistoryFixtures.ago(Double(index) * 3_700),
            isFavorite: index % 3 == 0)
    }

    /// Shows each frame through one writer and checks the terminal after each.
    struct Replay {
        var model: TerminalModel
        var shown: ScreenBuffer?

        init(columns: Int, rows: Int) {
            model = TerminalModel(width: columns, height: rows)
        }

        mutating func show(_ frame: ScreenBuffer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            model.apply(FrameDiff.bytes(from: shown, to: frame, depth: .trueColor))
            shown = frame
            #expect(model.problems.isEmpty, "\(what): \(model.problems)", sourceLocation: sourceLocation)
            model.problems.removeAll()
            let expected = TerminalModel.expected(frame, depth: .trueColor)
            for row in 0..<frame.height where model.cells[row] != expected[row] {
                let shows = model.text(ofRow: row).debugDescription, wanted = frame.text(ofRow: row).debugDescription
                Issue.record(
                    Comment(rawValue: "\(what), row \(row): the terminal shows \(shows), the frame is \(wanted)"),
                    sourceLocation: sourceLocation)
            }
        }
    }

    static func engine() -> BigTextEngine { HomeFrames.unifont ?? HomeFrames.builtin }

    @Test(arguments: Language.all.map(\.code))
    func everyScreenShowsExactlyItsFrame(code: String) {
        let engine = Self.engine()
        for (columns, rows) in Self.sizes {
            var replay = Replay(columns: columns, rows: rows)
            let context = ScreenFixtures.context(columns, rows, code: code, colors: HomeFrames.colors)
            let size = "\(code) \(columns)×\(rows)"
            replay.show(ScreenFixtures.frame(WelcomeScreen(), context), "Welcome \(size)")
            // Home: the placeholder and hint, then a Hindi message typed key by key.
            replay.show(
                HomeFrames.render(
                    HomeState(), columns: columns, rows: rows, engine: engine, language: code,
                    colors: HomeFrames.colors), "Home \(size)")
            var typed = ""
            for character in "नमस्ते দোস্ত 👍🏽" {
                typed.append(character)
                replay.show(
                    HomeFrames.render(
                        HomeFrames.typing(typed), columns: columns, rows: rows, engine: engine,
                        language: code, colors: HomeFrames.colors), "Home typing \(typed) \(size)")
            }
            let settings = SettingsScreen(
                settings: Settings(), themes: ScreenFixtures.catalog, languages: Language.all,
                systemVariant: .dark)
            replay.show(ScreenFixtures.frame(settings, context), "Settings \(size)")
            var scrolled = settings
            for _ in 0..<12 { _ = scrolled.handle(.special(.down)) }
            replay.show(ScreenFixtures.frame(scrolled, context), "Settings scrolled \(size)")
            replay.show(ScreenFixtures.frame(HelpScreen(), context), "Help \(size)")
            replay.show(ScreenFixtures.frame(AboutScreen(version: "1.0"), context), "About \(size)")
            var history = HistoryScreen(messages: Self.messages, windowSize: TerminalSize(columns: columns, rows: rows))
            replay.show(ScreenFixtures.frame(history, context), "History \(size)")
            for key in ["a", "n", "d"] {
                _ = history.handle(.text(key))
                replay.show(ScreenFixtures.frame(history, context), "History search \(key) \(size)")
            }
            replay.show(
                HomeFrames.render(
                    HomeState(), columns: columns, rows: rows, engine: engine, language: code,
                    colors: HomeFrames.colors), "Home again \(size)")
        }
    }

    /// Each History row shows its message exactly as the one fitter cuts it, nothing else.
    @Test(arguments: [(120, 40), (80, 24)])
    func historyRowsHoldWhatTheStoreHolds(columns: Int, rows: Int) {
        let context = ScreenFixtures.context(columns, rows, code: "en", colors: HomeFrames.colors)
        var history = HistoryScreen(messages: Self.messages, windowSize: TerminalSize(columns: columns, rows: rows))
        var replay = Replay(columns: columns, rows: rows)
        for key in ["", "e", "s", "t", "⌫", "⌫", "⌫"] {
            if key == "⌫" { _ = history.handle(.backspace) } else if !key.isEmpty { _ = history.handle(.text(key)) }
            let frame = ScreenFixtures.frame(history, context)
            replay.show(frame, "History after \(key)")
            var prepared = history
            prepared.prepare(for: context)
            let visible = Array(prepared.listedMessages.prefix(rows - 3))
            let stamps = prepared.times.strings(for: visible.map(\.createdAt), context: context)
            for (offset, message) in visible.enumerated() {
                let rowText = replay.model.text(ofRow: 2 + offset)
                let fitted = TextFitter.fitted(message.text, columns: columns - 6 - DisplayWidth.of(stamps[offset]))
                let star = message.isFavorite ? "★" : " "
                #expect(rowText.hasPrefix(" \(star) " + fitted + "  "), "row of \(message.id): \(rowText)")
                #expect(rowText.hasSuffix(stamps[offset] + " "), "row of \(message.id): \(rowText)")
            }
        }
    }
}
