import Foundation
import OrbitingText
import PropertyBased
import Testing

@testable import OrbitingTerminal

@Suite struct XtermPaletteTests {
    @Test func paletteColoursMapToThemselves() {
        for index in UInt8(16)...255 {
            let color = XtermPalette.color(ofIndex: index)
            #expect(XtermPalette.color(ofIndex: XtermPalette.nearest256(to: color)) == color, "index \(index)")
        }
        for index in UInt8(0)..<16 {
            #expect(XtermPalette.nearest16(to: XtermPalette.ansi16[Int(index)]) == index)
        }
    }

    @Test func nearest256IsTheBestOfAllEntries() async {
        await propertyCheck(input: Gen.int(in: 0...0xffffff)) { packed in
            let color = RGBColor(UInt32(packed))
            let chosen = XtermPalette.nearest256(to: color)
            let best = (16...255).map { color.distance(to: XtermPalette.color(ofIndex: UInt8($0))) }.min() ?? 0
            // The per-channel cube pick may differ from the true optimum by a little; never by much.
            #expect(color.distance(to: XtermPalette.color(ofIndex: chosen)) <= best * 3 / 2 + 64)
        }
    }

    @Test func nearest16IsTheBestOfTheSixteen() async {
        await propertyCheck(input: Gen.int(in: 0...0xffffff)) { packed in
            let color = RGBColor(UInt32(packed))
            let chosen = Int(XtermPalette.nearest16(to: color))
            let distances = XtermPalette.ansi16.map { color.distance(to: $0) }
            #expect(distances[chosen] == distances.min())
        }
    }

    /// Every shipped theme stays readable when the terminal has only 256 or 16 colours.
    @Test(arguments: [ColorDepth.ansi16, .ansi256])
    func shippedThemesKeepTextAndBackgroundApart(depth: ColorDepth) throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let folder = url.appendingPathComponent("themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 9)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let theme = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for variant in ["light", "dark"] {
                let roles = try #require(theme[variant] as? [String: String])
                let text = try #require(roles["text"].flatMap(OSCColorReply.parseSpecification))
                let background = try #require(roles["background"].flatMap(OSCColorReply.parseSpecification))
                let textIndex = try #require(SGR.paletteIndex(text, depth: depth))
                let backgroundIndex = try #require(SGR.paletteIndex(background, depth: depth))
                let shownText = XtermPalette.color(ofIndex: textIndex),
                    shownBackground = XtermPalette.color(ofIndex: backgroundIndex)
                #expect(abs(shownText.luma - shownBackground.luma) > 0.5, "\(file) \(variant) at \(depth)")
            }
        }
    }
}
