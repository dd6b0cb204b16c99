import Foundation
import OrbitingCore
import OrbitingTerminal
import Testing

@testable import OrbitingApp

/// At 40×12, in English, German, Japanese and Hindi, every screen keeps its way out in
/// view: the status row names Esc (or, on Welcome, the whole "press any key" sentence).
/// Frames are kept in `__Goldens__/small-<screen>-<code>.txt` (checked by eye when written).
@Suite struct SmallWindowTests {
    static let codes = ["en", "de", "ja", "hi"]
    static let columns = 40, rows = 12

    static func context(_ code: String) -> RenderContext { ScreenFixtures.context(columns, rows, code: code) }

    /// The status row: the last row without its inset.
    static func status(_ frame: ScreenBuffer) -> String {
        (ScreenFixtures.lines(frame).last ?? "").trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: codes)
    func home(code: String) {
        let frame = HomeFrames.render(HomeState(), columns: Self.columns, rows: Self.rows, language: code)
        #expect(HomeFrames.rows(frame).last?.contains("F1") == true, "Home's hint names F1")
        ScreenFixtures.expectGolden(frame, "small-home-" + code)
    }

    @Test(arguments: codes)
    func history(code: String) {
        var screen = HistoryFixtures.screen(columns: Self.columns, rows: Self.rows)
        screen.prepare(for: HistoryFixtures.context(code, columns: Self.columns, rows: Self.rows))
        let lines = HistoryFixtures.lines(screen, HistoryFixtures.context(code, columns: Self.columns, rows: Self.rows))
        let status = lines.last ?? ""
        #expect(status.contains("Esc"), "\(code): \(status)")
        ScreenFixtures.expectGolden(
            ScreenFixtures.frame(screen, HistoryFixtures.context(code, columns: Self.columns, rows: Self.rows)),
            "small-history-" + code)
        _ = screen.handle(.special(.delete))
        let asking =
            HistoryFixtures.lines(screen, HistoryFixtures.context(code, columns: Self.columns, rows: Self.rows)).last
            ?? ""
        #expect(
            asking.hasSuffix(Self.context(code).l10n("history.confirm.prompt")),
            "\(code): the answer keys show: \(asking)")
    }

    @Test(arguments: codes)
    func settings(code: String) {
        let screen = SettingsScreen(
            settings: Settings(), themes: ScreenFixtures.catalog, languages: Language.all, systemVariant: .dark)
        let frame = ScreenFixtures.frame(screen, Self.context(code))
        let status = Self.status(frame)
        #expect(status.contains("Esc"), "\(code): \(status)")
        // Every setting in view shows its whole value (a long one in its short form), and the
        // chosen setting's description has its row.
        let lines = ScreenFixtures.lines(frame)
        let listed = lines.dropFirst().prefix { row in
            screen.definitions.contains { row.contains(Self.context(code).l10n("settingsScreen." + $0.key).prefix(4)) }
        }
        for row in listed {
            #expect(!row.trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(code): a value is cut: \(row)")
        }
        let description = Self.context(code).l10n("settingsScreen.description.language")
        #expect(lines.contains { $0.contains(description.prefix(6)) }, "\(code): no description row")
        ScreenFixtures.expectGolden(frame, "small-settings-" + code)
    }

    @Test(arguments: codes)
    func help(code: String) {
        let frame = ScreenFixtures.frame(HelpScreen(), Self.context(code))
        let status = Self.status(frame)
        #expect(status.contains("Esc"), "\(code): \(status)")
        ScreenFixtures.expectGolden(frame, "small-help-" + code)
    }

    @Test(arguments: codes)
    func welcome(code: String) {
        let context = Self.context(code)
        let frame = ScreenFixtures.frame(WelcomeScreen(), context)
        let bottom = ScreenFixtures.lines(frame).suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        let start = context.l10n("welcome.start")
        #expect(bottom.joined(separator: " ").contains(start) || bottom.joined().contains(start), "\(code): \(bottom)")
        ScreenFixtures.expectGolden(frame, "small-welcome-" + code)
    }

    @Test func aHintLosesWordsBeforeItLosesTheWayOut() {
        let hint = KeyHint(catalogue: "Enter show · Esc close · ^F star · Del delete")
        #expect(hint.text(columns: 80) == "Enter show · Esc close · ^F star · Del delete")
        // Words go one key at a time, from the end: the first keys keep theirs longest.
        #expect(hint.text(columns: 40) == "Enter show · Esc close · ^F star · Del")
        #expect(hint.text(columns: 34) == "Enter show · Esc close · ^F · Del")
        #expect(hint.text(columns: 30) == "Enter · Esc close · ^F · Del")
        #expect(hint.text(columns: 18) == "Esc close · Enter")
        #expect(hint.text(columns: 5) == "Esc")
    }
}
