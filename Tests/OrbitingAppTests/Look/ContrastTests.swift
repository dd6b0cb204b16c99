import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

/// Every role the screens draw text in is readable (at least 4.5:1 against what it is drawn
/// on) in every shipped theme and scheme, and in a user theme that would not be.
@Suite struct ContrastTests {
    /// What the screens draw: each text style's letters and what is under them.
    static func drawnPairs(_ colors: ScreenColors) -> [(role: String, foreground: RGBColor?, background: RGBColor?)] {
        var caret = colors.body
        colors.markCaret(&caret)
        return [
            ("text", colors.body.foreground, colors.body.background),
            ("secondary", colors.quiet.foreground, colors.quiet.background),
            ("primary", colors.heading.foreground, colors.heading.background),
            ("status", colors.statusRow.foreground, colors.statusRow.background),
            ("favorite", colors.star.foreground, colors.star.background),
            ("selection", colors.selected.foreground, colors.selected.background),
            ("accent", caret.foreground, caret.background),
        ]
    }

    static func contrast(_ a: RGBColor?, _ b: RGBColor?) -> Double {
        guard let a, let b else { return 0 }
        return a.contrastRatio(with: b)
    }

    @Test(arguments: Theme.bundledNames)
    func everyTextRoleOfAShippedThemeIsReadable(name: String) throws {
        let theme = try #require(ScreenFixtures.catalog.theme(named: name))
        for variant in [ThemeVariant.light, .dark] {
            for pair in Self.drawnPairs(ScreenColors(theme.palette(variant))) {
                let ratio = Self.contrast(pair.foreground, pair.background)
                #expect(ratio >= 4.5, "\(name) \(variant) \(pair.role): \(ratio)")
            }
        }
    }

    @Test func aUserThemeThatFailsIsAdjustedNotLeftUnreadable() throws {
        // Neon light's description colour as the issue found it: #00E6E6 on #F2F2FA, 1.4:1.
        let colors = try ["#f2f2fa", "#1a1a2e", "#ff00aa", "#00e6e6", "#ffe600", "#c0c0ff"].map { hex in
            try #require(RGBColor(hex: hex))
        }
        let palette = Palette(
            background: colors[0], text: colors[1], primary: colors[2], secondary: colors[3], accent: colors[4],
            selection: colors[5]
        )
        #expect(Set(palette.unreadableRoles) == ["primary", "secondary", "favorite", "selection", "accent"])
        #expect(palette.readable.unreadableRoles.isEmpty)
        for pair in Self.drawnPairs(ScreenColors(palette)) {
            #expect(Self.contrast(pair.foreground, pair.background) >= 4.5, "\(pair.role)")
        }
        #expect(
            palette.readable.text == palette.text && palette.readable.background == palette.background,
            "roles that pass, and the background, stay as the theme has them")
        let secondary = palette.readable.secondary
        #expect(secondary.blue > secondary.red, "the adjusted colour keeps its hue: still a cyan, only darker")
    }
}
