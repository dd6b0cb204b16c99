import OrbitingText
import Testing

@testable import OrbitingTerminal

@Suite struct SGRTests {
    let neonDarkText = RGBColor(0xe6e6f2), neonDarkBackground = RGBColor(0x14141f)

    @Test func trueColorWritesTheExactChannels() {
        #expect(SGR.foreground(neonDarkText, depth: .trueColor) == "\u{1B}[38;2;230;230;242m")
        #expect(SGR.background(neonDarkBackground, depth: .trueColor) == "\u{1B}[48;2;20;20;31m")
        #expect(
            SGR.colors(text: neonDarkText, background: neonDarkBackground, depth: .trueColor)
                == "\u{1B}[38;2;230;230;242;48;2;20;20;31m")
    }

    @Test func paletteDepthsUseIndexedCodes() {
        #expect(SGR.foreground(RGBColor(0xff0000), depth: .ansi256) == "\u{1B}[38;5;196m")
        #expect(SGR.background(RGBColor(0x000000), depth: .ansi256) == "\u{1B}[48;5;16m")
        #expect(SGR.foreground(RGBColor(0xcd0000), depth: .ansi16) == "\u{1B}[31m")
        #expect(SGR.background(RGBColor(0xffffff), depth: .ansi16) == "\u{1B}[107m")
        #expect(SGR.foreground(RGBColor(0x7f7f7f), depth: .ansi16) == "\u{1B}[90m")
    }

    @Test func noColorMeansNoEscapes() {
        #expect(SGR.foreground(neonDarkText, depth: .none).isEmpty)
        #expect(SGR.colors(text: neonDarkText, background: neonDarkBackground, depth: .none).isEmpty)
    }

    @Test func textNeverTakesTheBackgroundsPaletteEntry() {
        // Two near-identical greys map to one palette entry; the text must fall back to black or white.
        let text = RGBColor(0x202020), background = RGBColor(0x1f1f1f)
        for depth in [ColorDepth.ansi16, .ansi256] {
            let escape = SGR.colors(text: text, background: background, depth: depth)
            #expect(
                escape.hasPrefix(depth == .ansi16 ? "\u{1B}[97;" : "\u{1B}[38;5;231;"),
                "\(depth): \(escape.debugDescription)")
        }
    }
}
