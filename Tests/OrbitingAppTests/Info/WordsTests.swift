import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

/// The words the session uses: one English spelling, each language's own punctuation, and
/// no screen naming itself wrongly.
@Suite struct WordsTests {
    @Test func englishSpellsColorOneWay() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: ScreenFixtures.root + "/Localizations/en.json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        let british = table.filter { $0.value.lowercased().contains("colour") }.map(\.key).sorted()
        #expect(british.isEmpty, "the catalogue says color elsewhere: \(british)")
    }

    @Test func welcomeNamesHelpAsAKeyNotAsThisHelp() {
        let context = ScreenFixtures.context(70, 20)
        let frame = ScreenFixtures.frame(WelcomeScreen(), context)
        #expect(!ScreenFixtures.shows(frame, context.l10n("home.action.help")), "\"This help\" is Help's own line")
        #expect(ScreenFixtures.lines(frame).contains { $0.contains("F1") && $0.contains(context.l10n("keys.help")) })
    }

    @Test func japanesePreviewUsesFullWidthPunctuation() {
        let context = ScreenFixtures.context(80, 24, code: "ja")
        var settings = Settings()
        settings.set("colorScheme", to: .text("dark"))
        let screen = SettingsScreen(
            settings: settings, themes: ScreenFixtures.catalog, languages: Language.all, systemVariant: .dark)
        let heading = ScreenFixtures.lines(ScreenFixtures.frame(screen, context)).first { $0.contains("プレビュー") } ?? ""
        #expect(heading.contains("プレビュー：") && heading.contains("、"), "\(heading)")
        #expect(!heading.contains(": ") && !heading.contains(", "))
    }

    @Test func theFavoritesTabsHintNamesTheWayBackToAll() {
        var screen = HistoryScreen(messages: [], windowSize: TerminalSize(columns: 120, rows: 10))
        let context = ScreenFixtures.context(120, 10)
        let all = ScreenFixtures.lines(ScreenFixtures.frame(screen, context)).last ?? ""
        _ = screen.handle(.tab)
        let favorites = ScreenFixtures.lines(ScreenFixtures.frame(screen, context)).last ?? ""
        #expect(all.contains("Tab favorites · "))
        #expect(favorites.contains("Tab " + context.l10n("historyScreen.all") + " · "), "\(favorites)")
    }
}
