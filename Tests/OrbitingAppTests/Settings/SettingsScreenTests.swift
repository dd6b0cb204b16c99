import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Synchronization
import Testing

@Suite struct SettingsScreenTests {
    static func screen(_ settings: Settings = Settings(), variant: ThemeVariant = .dark) -> SettingsScreen {
        SettingsScreen(
            settings: settings, themes: ScreenFixtures.catalog, languages: Language.all, systemVariant: variant)
    }

    static func select(_ key: String, in screen: inout SettingsScreen) {
        _ = screen.handle(.special(.home))
        while screen.selectedDefinition?.key != key { _ = screen.handle(.special(.down)) }
    }

    @Test func listsEveryUserFacingSettingButNotTheWelcomeFlagNorTheRoomsFreeText() {
        let keys = Self.screen().definitions.map(\.key)
        #expect(
            keys
                == SettingDefinition.all.map(\.key).filter {
                    !["hasSeenWelcome", "broker", "room", "web", "web-token"].contains($0)
                })
        let context = ScreenFixtures.context(80, 30)
        let frame = ScreenFixtures.frame(Self.screen(), context)
        for key in keys {
            #expect(ScreenFixtures.shows(frame, context.l10n("settingsScreen." + key)), "\(key)")
        }
        #expect(!ScreenFixtures.shows(frame, context.l10n("settingsScreen.hasSeenWelcome")))
    }

    /// The screen speaks the language: no command-line word such as `auto` in a description.
    @Test(arguments: Language.all.map(\.code))
    func descriptionsUseNoCommandLineWords(code: String) {
        let context = ScreenFixtures.context(80, 30, code: code)
        var screen = Self.screen()
        for definition in screen.definitions {
            Self.select(definition.key, in: &screen)
            let frame = ScreenFixtures.frame(screen, context)
            #expect(
                !ScreenFixtures.lines(frame).contains {
                    $0.contains("auto:") || $0.contains("auto :") || $0.contains("auto：")
                },
                "\(code) \(definition.key)")
        }
    }

    @Test func upAndDownStopAtTheEnds() {
        var screen = Self.screen()
        #expect(screen.handle(.special(.up)) == [] && screen.selected == 0)
        for _ in 0..<30 { _ = screen.handle(.special(.down)) }
        #expect(screen.selected == screen.definitions.count - 1)
    }

    @Test func rightAndLeftChangeTheValueAndEmitItAtOnce() {
        var screen = Self.screen()
        Self.select("colorScheme", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "colorScheme", value: .text("light"))])
        #expect(screen.settings.colorScheme == .light)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "colorScheme", value: .text("dark"))])
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "colorScheme", value: .text("system"))])
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "colorScheme", value: .text("dark"))])
    }

    @Test func themesCycleInCatalogueOrderAndWrap() {
        var screen = Self.screen()
        Self.select("theme", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "theme", value: .text("contrast"))])
        _ = screen.handle(.special(.left))
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "theme", value: .text("mint"))])
        #expect(screen.handle(.enter) == [.changeSetting(key: "theme", value: .text("mono"))])
    }

    @Test func numbersStepAndStopAtTheirEndsWithABell() {
        var screen = Self.screen()
        Self.select("maxTextSize", in: &screen)
        #expect(screen.handle(.special(.right)) == [.bell])
        #expect(screen.settings.maxTextSize == 100)
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "maxTextSize", value: .number(90))])
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "maxTextSize", value: .number(100))])
        #expect(screen.handle(.text(" ")) == [.changeSetting(key: "maxTextSize", value: .number(10))])
        Self.select("margin", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "margin", value: .number(2))])
    }

    @Test func aNumberSetBetweenStepsGoesToTheNextStep() {
        var settings = Settings()
        settings.set("maxTextSize", to: .number(55))
        var screen = Self.screen(settings)
        Self.select("maxTextSize", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "maxTextSize", value: .number(60))])
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "maxTextSize", value: .number(50))])
    }

    @Test func flagsAndLanguagesChange() {
        var screen = Self.screen()
        Self.select("bell", in: &screen)
        #expect(screen.handle(.enter) == [.changeSetting(key: "bell", value: .flag(true))])
        #expect(screen.handle(.enter) == [.changeSetting(key: "bell", value: .flag(false))])
        Self.select("language", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "language", value: .text("en"))])
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "language", value: .unset)])
        #expect(screen.handle(.special(.left)) == [.changeSetting(key: "language", value: .text("ja"))])
        let frame = ScreenFixtures.frame(screen, ScreenFixtures.context(60, 20))
        #expect(ScreenFixtures.shows(frame, "‹ 日本語 ›"))
    }

    @Test func theFontStepsThroughTheFontsOfferedAndNamesThem() {
        let fonts = ["auto", "unifont", "DejaVu Serif:bold"]
        var screen = SettingsScreen(
            settings: Settings(), themes: ScreenFixtures.catalog, languages: Language.all,
            fonts: fonts, systemVariant: .dark)
        Self.select("font", in: &screen)
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "font", value: .text("unifont"))])
        #expect(screen.handle(.special(.right)) == [.changeSetting(key: "font", value: .text("DejaVu Serif:bold"))])
        let frame = ScreenFixtures.frame(screen, ScreenFixtures.context(60, 20))
        #expect(ScreenFixtures.shows(frame, "‹ DejaVu Serif:bold ›"))
        #expect(screen.handle(.enter) == [.changeSetting(key: "font", value: .text("auto"))])
        let named = ScreenFixtures.frame(screen, ScreenFixtures.context(60, 20))
        #expect(ScreenFixtures.shows(named, "‹ Automatic (bold sans) ›"))
        // Without a list (no fontconfig), the setting's own words.
        var plain = Self.screen()
        Self.select("font", in: &plain)
        #expect(plain.handle(.special(.right)) == [.changeSetting(key: "font", value: .text("unifont"))])
    }

    @Test func resetAsksFirstAndOnlyYesResets() {
        var settings = Settings()
        settings.set("theme", to: .text("neon"))
        settings.set("hasSeenWelcome", to: .flag(true))
        var screen = Self.screen(settings)
        #expect(screen.handle(.text("r")) == [] && screen.isConfirmingReset)
        let context = ScreenFixtures.context(80, 24)
        let asking = ScreenFixtures.frame(screen, context)
        #expect(ScreenFixtures.lines(asking).last?.contains(context.l10n("confirm.reset")) == true)
        #expect(screen.handle(.text("n")) == [] && !screen.isConfirmingReset)
        #expect(screen.settings.theme == "neon")
        _ = screen.handle(.control("r"))
        #expect(screen.handle(.escape) == [] && screen.settings.theme == "neon")
        _ = screen.handle(.text("R"))
        #expect(screen.handle(.text("y")) == [.resetSettings])
        #expect(screen.settings.theme == "mono" && screen.settings.hasSeenWelcome)
        #expect(!screen.isConfirmingReset)
    }

    @Test func resetAsksInTheLanguageAndTakesItsYesKey() {
        var settings = Settings()
        settings.set("theme", to: .text("neon"))
        var screen = Self.screen(settings)
        let german = ScreenFixtures.context(80, 24, code: "de")
        screen.prepare(for: german)
        _ = screen.handle(.text("r"))
        let asking = ScreenFixtures.lines(ScreenFixtures.frame(screen, german)).last ?? ""
        #expect(asking.contains(german.l10n("confirm.reset") + " [j/N]"), "the same prompt shape as History's")
        #expect(screen.handle(.text("j")) == [.resetSettings], "German j confirms")
        #expect(screen.settings.theme == "mono")
    }

    @Test func escapeClosesAndReplacedSettingsShow() {
        var screen = Self.screen()
        screen.replaceSettings(
            {
                var s = Settings(); s.set("shakeAction", to: .text("flash")); return s
            }())
        let context = ScreenFixtures.context(60, 20)
        #expect(
            ScreenFixtures.shows(
                ScreenFixtures.frame(screen, context), context.l10n("settingsScreen.shakeAction.flash")))
        #expect(screen.handle(.escape) == [.close])
        #expect(screen.handle(.special(.function(2))) == [.close])
    }

    /// The colour of the preview box: the cell after the star's row start.
    static func previewBackground(_ screen: SettingsScreen, _ context: RenderContext) -> RGBColor? {
        let frame = ScreenFixtures.frame(screen, context)
        guard let row = ScreenFixtures.lines(frame).lastIndex(where: { $0.contains("★") }) else { return nil }
        return frame[row, 2].style.background
    }

    @Test func thePreviewShowsTheChosenThemeAndSchemeAtOnce() throws {
        var screen = Self.screen()
        let context = ScreenFixtures.context(60, 24)
        let mono = try #require(ScreenFixtures.catalog.theme(named: "mono"))
        let neon = try #require(ScreenFixtures.catalog.theme(named: "neon"))
        #expect(Self.previewBackground(screen, context) == mono.dark.background)
        Self.select("theme", in: &screen)
        _ = screen.handle(.special(.right))
        _ = screen.handle(.special(.right))
        #expect(screen.settings.theme == "neon")
        #expect(Self.previewBackground(screen, context) == neon.dark.background)
        Self.select("colorScheme", in: &screen)
        _ = screen.handle(.special(.right))
        #expect(Self.previewBackground(screen, context) == neon.light.background)
        let frame = ScreenFixtures.frame(screen, context)
        #expect(ScreenFixtures.shows(frame, context.l10n("theme.neon") + ", " + context.l10n("scheme.light")))
    }

    @Test func systemSchemeFollowsTheTerminal() throws {
        let mono = try #require(ScreenFixtures.catalog.theme(named: "mono"))
        let context = ScreenFixtures.context(60, 24)
        #expect(Self.previewBackground(Self.screen(variant: .light), context) == mono.light.background)
    }

    @Test func withoutColourNothingIsPainted() {
        let context = ScreenFixtures.context(60, 24, colors: ScreenColors.none)
        let frame = ScreenFixtures.frame(Self.screen(), context)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                #expect(frame[row, column].style.background == nil && frame[row, column].style.foreground == nil)
            }
        }
        #expect((0..<frame.width).contains { frame[1, $0].style.isReversed })
    }

    @Test func theSelectedRowStaysInSightInASmallWindow() {
        var screen = Self.screen()
        let context = ScreenFixtures.context(30, 6)
        for _ in screen.definitions.indices { _ = screen.handle(.special(.down)) }
        let frame = ScreenFixtures.frame(screen, context)
        let name = context.l10n("settingsScreen." + (screen.definitions.last?.key ?? ""))
        #expect(ScreenFixtures.lines(frame).contains { $0.contains(String(name.prefix(6))) && $0.contains("‹") })
    }

    /// The preview draws its sample with the engine for the chosen font and the language in
    /// use, in that language's script, instead of one built-in "Aa" for every font.
    @Test(.needsUnifont)
    func thePreviewDrawsTheChosenFontInTheLanguagesScript() throws {
        let asked = Mutex<[String]>([])
        let engines: @Sendable (String, String) -> BigTextEngine? = { font, language in
            asked.withLock { $0.append(font + "/" + language) }
            return font == "builtin" ? BigTextEngine(font: BuiltinFont()) : BigTextEngine.bitmap()
        }
        func frame(font: String, code: String) -> [String] {
            var settings = Settings()
            _ = settings.set("font", to: .text(font))
            let screen = SettingsScreen(
                settings: settings, themes: ScreenFixtures.catalog, languages: Language.all,
                systemVariant: .dark, previewEngine: engines)
            return ScreenFixtures.lines(ScreenFixtures.frame(screen, ScreenFixtures.context(80, 30, code: code)))
        }
        let englishUnifont = frame(font: "unifont", code: "en")
        let japaneseUnifont = frame(font: "unifont", code: "ja")
        let englishBuiltin = frame(font: "builtin", code: "en")
        #expect(asked.withLock { $0 }.contains("unifont/ja"))
        #expect(asked.withLock { $0 }.contains("builtin/en"))
        // Another font draws other letters; another language another sample.
        #expect(englishUnifont != englishBuiltin)
        #expect(japaneseUnifont.suffix(12) != englishUnifont.suffix(12))
        // Japanese kana are drawn, not boxes: the built-in font has none of them.
        let boxes = frame(font: "builtin", code: "ja")
        #expect(boxes != japaneseUnifont)
    }
}
