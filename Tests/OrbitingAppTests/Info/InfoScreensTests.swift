import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import Testing

@Suite struct InfoScreensTests {
    @Test(arguments: Language.all.map(\.code))
    func aboutCreditsTheCreatorsAndShowsTheVersion(code: String) {
        let context = ScreenFixtures.context(70, 30, code: code)
        let text = ScreenFixtures.lines(ScreenFixtures.frame(AboutScreen(version: "1.2.3"), context)).joined(
            separator: " ")
        #expect(text.contains("Christine Sun Kim") && text.contains("Harper Reed"))
        #expect(text.contains("1.2.3"))
        #expect(text.contains(context.l10n("about.title")))
    }

    @Test func aboutClosesOnEscape() {
        var about = AboutScreen(version: "1.0")
        #expect(about.handle(.escape) == [.close])
        #expect(about.handle(.text("x")) == [])
    }

    @Test(arguments: [KeyEvent.text("x"), .enter, .escape, .special(.up), .control("c"), .special(.function(1))])
    func welcomeAnyKeyMarksItSeenAndCloses(key: KeyEvent) {
        var welcome = WelcomeScreen()
        #expect(welcome.handle(key) == [.markWelcomeSeen, .close])
    }

    @Test func welcomePassesTextAndPastesOnToHomeButNotOtherKeys() {
        for key in [KeyEvent.text("Hello world"), .text("x"), .paste("Pasted\ntwice")] {
            #expect(WelcomeScreen.passesOn(key), "\(key)")
        }
        for key in [KeyEvent.text(" "), .enter, .escape, .special(.up), .control("c"), .special(.function(1))] {
            #expect(!WelcomeScreen.passesOn(key), "\(key)")
        }
    }

    @Test func welcomeShowsTheThreeKeys() {
        let context = ScreenFixtures.context(70, 20)
        let frame = ScreenFixtures.frame(WelcomeScreen(), context)
        #expect(WelcomeScreen.keys.count == 3)
        for line in WelcomeScreen.keys {
            #expect(
                ScreenFixtures.shows(frame, line.keys) && ScreenFixtures.shows(frame, context.l10n(line.descriptionKey))
            )
        }
        #expect(ScreenFixtures.lines(frame).last?.contains(context.l10n("welcome.start")) == true)
    }

    static let sizes = [(1, 1), (2, 2), (5, 3), (20, 6), (12, 20), (33, 9)]

    /// Every screen in every language at small sizes: no crash, no row wider than the window.
    @Test(arguments: Language.all.map(\.code))
    func narrowWindowsDoNotOverflow(code: String) {
        let screens: [any Screen] = [
            HelpScreen(), AboutScreen(version: "1.0"), WelcomeScreen(),
            SettingsScreen(
                settings: Settings(), themes: ScreenFixtures.catalog, languages: Language.all, systemVariant: .dark),
        ]
        for (columns, rows) in Self.sizes {
            let context = ScreenFixtures.context(columns, rows, code: code)
            for screen in screens {
                var screen = screen
                _ = screen.handle(.special(.end))
                let frame = ScreenFixtures.frame(screen, context)
                ScreenFixtures.expectFits(frame)
                #expect(frame.width == columns && frame.height == rows)
            }
        }
    }
}
