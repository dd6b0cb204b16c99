import OrbitingText
import Testing

@Suite struct RGBColorTests {
    @Test func parsesAndPrintsHex() {
        let color = RGBColor(hex: "#1A2b3C")
        #expect(color == RGBColor(red: 0x1a, green: 0x2b, blue: 0x3c))
        #expect(color?.hex == "#1a2b3c")
    }

    @Test(arguments: ["", "#", "1a2b3c", "#1a2b3", "#1a2b3c4", "#gg0000", "#1a2b3ç", " #1a2b3c"])
    func rejectsMalformedHex(text: String) {
        #expect(RGBColor(hex: text) == nil)
    }

    @Test func contrastMatchesWCAGReferenceValues() {
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
        #expect(white.contrastRatio(with: white) == 1)
        // #777777 on white is the well-known 4.48:1 case.
        let grey = RGBColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(grey.contrastRatio(with: white) - 4.48) < 0.01)
        #expect(grey.contrastRatio(with: white) == white.contrastRatio(with: grey))
    }
}
