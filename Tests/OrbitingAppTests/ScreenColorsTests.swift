import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

@Suite struct ScreenColorsTests {
    @Test func withoutColourTheSelectedRowIsReversed() {
        let colors = ScreenColors.none
        #expect(!colors.hasColor)
        #expect(colors.selected.isReversed)
        #expect(colors.body == .plain)
    }

    @Test func aPaletteGivesEveryRoleItsColour() throws {
        let palette = Palette(
            background: try #require(RGBColor(hex: "#000000")), text: try #require(RGBColor(hex: "#ffffff")),
            primary: try #require(RGBColor(hex: "#ff0000")), secondary: try #require(RGBColor(hex: "#00ff00")),
            accent: try #require(RGBColor(hex: "#8080ff"))
        )
        let colors = ScreenColors(palette)
        #expect(colors.hasColor)
        #expect(colors.body.foreground == RGBColor(red: 255, green: 255, blue: 255))
        #expect(colors.selected.background == RGBColor(red: 255, green: 0, blue: 0))
        #expect(colors.star.foreground == RGBColor(red: 128, green: 128, blue: 255))
    }
}
