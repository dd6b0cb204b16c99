import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

/// Whole frames of each screen in English and Japanese, as text, compared with
/// `__Goldens__/<screen>-<code>.txt` (checked by eye when written; regenerate with
/// `ORBITING_UPDATE_GOLDENS=1`).
@Suite struct GoldenScreenTests {
    static let codes = ["en", "ja"]

    @Test(arguments: codes)
    func settings(code: String) {
        var settings = Settings()
        settings.set("theme", to: .text("neon"))
        var screen = SettingsScreen(
            settings: settings, themes: ScreenFixtures.catalog, languages: Language.all, systemVariant: .dark)
        _ = screen.handle(.special(.down))
        _ = screen.handle(.special(.down))
        ScreenFixtures.expectGolden(
            ScreenFixtures.frame(screen, ScreenFixtures.context(60, 22, code: code)), "settings-" + code)
    }

    @Test(arguments: codes)
    func help(code: String) {
        ScreenFixtures.expectGolden(
            ScreenFixtures.frame(HelpScreen(), ScreenFixtures.context(60, 40, code: code)), "help-" + code)
    }

    @Test(arguments: codes)
    func about(code: String) {
        ScreenFixtures.expectGolden(
            ScreenFixtures.frame(AboutScreen(version: "1.0.0"), ScreenFixtures.context(50, 20, code: code)),
            "about-" + code)
    }

    @Test(arguments: codes)
    func welcome(code: String) {
        ScreenFixtures.expectGolden(
            ScreenFixtures.frame(WelcomeScreen(), ScreenFixtures.context(50, 14, code: code)), "welcome-" + code)
    }
}
