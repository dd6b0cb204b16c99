import Testing
@testable import OrbitingCore

@Suite struct ThemeColorTests {
    @Test func parsesAndPrintsHex() {
        let color = ThemeColor(hex: "#1A2b3C")
        #expect(color == ThemeColor(red: 0x1a, green: 0x2b, blue: 0x3c))
        #expect(color?.hex == "#1a2b3c")
    }

    @Test(arguments: ["", "#", "1a2b3c", "#1a2b3", "#1a2b3c4", "#gg0000", "#1a2b3ç", " #1a2b3c"])
    func rejectsMalformedHex(text: String) {
        #expect(ThemeColor(hex: text) == nil)
    }

    @Test func contrastMatchesWCAGReferenceValues() {
        let black = ThemeColor(red: 0, green: 0, blue: 0), white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(abs(black.contrastRatio(with: white) - 21) < 0.001)
        #expect(white.contrastRatio(with: white) == 1)
        // #777777 on white is the well-known 4.48:1 case.
        let grey = ThemeColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(grey.contrastRatio(with: white) - 4.48) < 0.01)
        #expect(grey.contrastRatio(with: white) == white.contrastRatio(with: grey))
    }
}
