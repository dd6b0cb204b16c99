import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

@Suite struct HelpScreenTests {
    /// Help drawn tall enough to show the whole page.
    static func wholePage(_ code: String = "en") -> (ScreenBuffer, Localizer) {
        let context = ScreenFixtures.context(100, 200, code: code)
        return (ScreenFixtures.frame(HelpScreen(), context), context.l10n)
    }

    @Test func listsEveryHomeActionWithItsKeyAndDescription() {
        let (frame, l10n) = Self.wholePage()
        for action in HomeAction.allCases {
            // The nine quick phrases share one line: Alt-1 … Alt-9.
            let keys = action.favoriteNumber == nil ? action.keyLabel : "Alt-1 … Alt-9"
            let line = ScreenFixtures.lines(frame).first {
                $0.contains(keys) && $0.contains(l10n(action.descriptionKey))
            }
            #expect(line != nil, "\(action) is not on Help")
        }
        for key in ["keys.previous", "keys.next", "keys.search", "keys.escape"] {
            #expect(ScreenFixtures.shows(frame, l10n(key)))
        }
        #expect(ScreenFixtures.shows(frame, "$if orbiting"))
    }

    @Test func listsHistoryKeys() {
        let (frame, l10n) = Self.wholePage()
        for line in HelpContent.historyKeys {
            #expect(
                ScreenFixtures.shows(frame, line.shown(l10n))
                    && ScreenFixtures.shows(frame, l10n(line.descriptionKey, ["yes": "Y"])),
                "\(line.keys)")
        }
    }

    /// Help names keys as History's own hint does in each language (German's Entf, French
    /// Suppr and Échap), and no key name is left in English words ("any key").
    @Test(arguments: Language.all.map(\.code))
    func keysAreNamedAsTheLanguagesHintsNameThem(code: String) {
        let (frame, l10n) = Self.wholePage(code)
        let hint = l10n("history.screen.hint")
        let delete = HelpContent.historyKeys.first { $0.descriptionKey == "help.history.delete" }
        #expect(
            delete.map { hint.contains($0.shown(l10n).components(separatedBy: " / ")[0] + " ") } == true,
            "\(code): \(delete?.shown(l10n) ?? "") against \(hint)")
        #expect(hint.hasPrefix(l10n("keycap.enter") + " ") && hint.contains(l10n("keycap.escape") + " "), "\(code)")
        for line in HelpContent.timerKeys {
            #expect(ScreenFixtures.shows(frame, line.shown(l10n)), "\(code): \(line.shown(l10n))")
            #expect(!line.shown(l10n).contains("{"), "\(code): \(line.keys)")
        }
        if code != "en" { #expect(!ScreenFixtures.shows(frame, "any key"), "\(code)") }
    }

    @Test func theConfirmKeyHelpNamesIsTheLanguagesOwn() {
        let (german, _) = Self.wholePage("de")
        #expect(
            ScreenFixtures.shows(german, "Nachricht löschen (J bestätigt)"), "German confirms with J, as History asks")
        let (english, _) = Self.wholePage()
        #expect(ScreenFixtures.shows(english, "Delete the message (Y confirms)"))
    }

    @Test(arguments: Language.all.map(\.code))
    func everyDescriptionIsTranslated(code: String) {
        let l10n = ScreenFixtures.l10n(code)
        for line in HelpContent.homeKeys + HelpContent.historyKeys {
            #expect(
                l10n.has(line.descriptionKey) && l10n(line.descriptionKey) != line.descriptionKey,
                "\(code): \(line.descriptionKey)")
        }
        for key in ["help.title", "help.home", "help.history", "help.rebind", "help.scroll", "welcome.keys"] {
            #expect(l10n.has(key), "\(code): \(key)")
        }
    }

    @Test func closesOnEscapeQAndF1AndOpensAbout() {
        var help = HelpScreen()
        #expect(help.handle(.escape) == [.close])
        #expect(help.handle(.text("q")) == [.close])
        #expect(help.handle(.special(.function(1))) == [.close])
        #expect(help.handle(.text("a")) == [.open(.about)])
        #expect(help.handle(.text("x")) == [])
    }

    @Test func scrollsToTheEndAndBackWithinBounds() {
        var help = HelpScreen()
        let context = ScreenFixtures.context(40, 10)
        help.prepare(for: context)
        #expect(help.panel.maxTop > 0)
        var frame = context.blankFrame()
        help.render(into: &frame, context: context)
        #expect(ScreenFixtures.lines(frame)[1].contains("Type a message"))
        #expect(ScreenFixtures.lines(frame)[0].hasSuffix(" ↓"))
        _ = help.handle(.special(.end))
        #expect(help.panel.top == help.panel.maxTop)
        _ = help.handle(.special(.down))
        #expect(help.panel.top == help.panel.maxTop)
        frame = context.blankFrame()
        help.render(into: &frame, context: context)
        #expect(ScreenFixtures.lines(frame)[8].contains("--help"))
        #expect(ScreenFixtures.lines(frame)[0].hasSuffix(" ↑"))
        _ = help.handle(.special(.home))
        #expect(help.panel.top == 0)
    }

    @Test func aResizeKeepsTheScrollPositionInRange() {
        var help = HelpScreen()
        help.prepare(for: ScreenFixtures.context(30, 8))
        _ = help.handle(.special(.end))
        let deep = help.panel.top
        help.prepare(for: ScreenFixtures.context(120, 60))
        #expect(help.panel.top <= help.panel.maxTop && help.panel.top < deep)
    }
}
