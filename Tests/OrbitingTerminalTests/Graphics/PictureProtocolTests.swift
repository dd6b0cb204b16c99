import Foundation
import OrbitingText
import Testing

@testable import OrbitingTerminal

/// What is written for a picture, decoded by the tests' own readers, is the raster pixel for
/// pixel: the coverage quantized to the ramp, in the palette from background to text.
@Suite struct PictureProtocolTests {
    static let ink = RGBColor(red: 0xEB, green: 0xEB, blue: 0xEB)
    static let paper = RGBColor(red: 0x1F, green: 0x1F, blue: 0x1F)
    static let accent = RGBColor(red: 0xFF, green: 0x40, blue: 0x40)

    /// "Back in 5" fitted to 40×10 cells of 10×20 pixels, as Home draws it.
    static func image(_ text: String = "Back in 5", marks: [PixelRect] = []) throws -> FrameImage {
        let engine = try #require(Engines.outline)
        let target = RenderTarget(mode: .kitty, cell: CellPixels(width: 10, height: 20))
        let drawing = BigTextDrawing(
            text, engine: engine, box: Box(width: 40, height: 10), options: FitOptions(),
            target: target)
        var frame = ScreenBuffer(width: 40, height: 11)
        drawing.draw(into: &frame, style: CellStyle(foreground: ink, background: paper))
        var image = try #require(frame.image)
        image.marks = marks
        image.markColor = accent
        return image
    }

    /// The raster's pixels as the tests quantize them: coverage to the nearest of `levels`
    /// steps, marks in the colour after the ramp.
    static func expectedIndices(_ image: FrameImage, levels: Int) -> [UInt8] {
        var indices = image.picture.values.map { UInt8((Int($0) * (levels - 1) + 127) / 255) }
        for mark in image.marks {
            for y in mark.y..<(mark.y + mark.height) where y >= 0 && y < image.picture.height {
                for x in mark.x..<(mark.x + mark.width) where x >= 0 && x < image.picture.width {
                    indices[y * image.picture.width + x] = UInt8(levels)
                }
            }
        }
        return indices
    }

    /// Colours equal within one step of 8 bits (sixel's percentages round).
    static func close(_ a: RGBColor, _ b: RGBColor, within: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= within && abs(Int(a.green) - Int(b.green)) <= within
            && abs(Int(a.blue) - Int(b.blue)) <= within
    }

    @Test(.needsOutlineFonts)
    func theRasterHasManyGreyLevels() throws {
        let image = try Self.image()
        #expect(image.picture.width == 400 && image.picture.height == 200)
        let levels = Set(image.picture.values)
        #expect(levels.count > 32, "anti-aliased edges: \(levels.count) coverage values")
        #expect(Set(IndexedPicture(image).indices).count == IndexedPicture.defaultLevels)
    }

    @Test(.needsOutlineFonts)
    func sixelDecodesToTheRaster() throws {
        let image = try Self.image(marks: [PixelRect(x: 100, y: 20, width: 3, height: 120)])
        let bytes = GraphicsProtocol.sixel.pictureBytes(image) ?? []
        let decoded = try #require(SixelDecoder.decode(bytes))
        #expect(decoded.width == image.picture.width && decoded.height == image.picture.height)
        #expect(decoded.indices == Self.expectedIndices(image, levels: IndexedPicture.defaultLevels))
        #expect(decoded.palette.count == IndexedPicture.defaultLevels + 1)
        #expect(Self.close(decoded.palette.first!, Self.paper, within: 2))
        #expect(Self.close(decoded.palette[IndexedPicture.defaultLevels - 1], Self.ink, within: 2))
        #expect(Self.close(decoded.palette.last!, Self.accent, within: 2))
    }

    @Test(.needsOutlineFonts)
    func sixelWithFewRegistersUsesAShorterRamp() throws {
        let image = try Self.image()
        let decoded = try #require(
            SixelDecoder.decode(GraphicsProtocol.sixel.pictureBytes(image, sixelLevels: 7) ?? []))
        #expect(decoded.indices == Self.expectedIndices(image, levels: 7))
        #expect(decoded.palette.count == 7)
    }

    @Test(.needsOutlineFontsAndLibpng)
    func kittyChunksDecodeToTheRaster() throws {
        let image = try Self.image(marks: [PixelRect(x: 50, y: 10, width: 4, height: 100)])
        let bytes = try #require(GraphicsProtocol.kitty.draw(image))
        let commands = ImageCommands.kittyCommands(bytes)
        #expect(commands.count > 1, "chunked")
        let first = try #require(commands.first?.keys)
        #expect(first["a"] == "T" && first["f"] == "100" && first["q"] == "2")
        #expect(first["i"] == String(GraphicsProtocol.kittyImageID))
        #expect(first["c"] == "40" && first["r"] == "10")
        #expect(commands.dropLast().allSatisfy { $0.keys["m"] == "1" && $0.payload.count <= 4096 })
        #expect(commands.last?.keys["m"] == "0")
        let png = try #require(ImageCommands.kittyPNG(bytes))
        let decoded = try #require(PNGDecoder.decode(png))
        #expect(decoded.width == 400 && decoded.height == 200)
        #expect(decoded.indices == Self.expectedIndices(image, levels: IndexedPicture.defaultLevels))
        #expect(decoded.palette.first == Self.paper && decoded.palette[IndexedPicture.defaultLevels - 1] == Self.ink)
        #expect(decoded.palette.last == Self.accent)
    }

    @Test(.needsOutlineFontsAndLibpng)
    func iterm2FileDecodesToTheRaster() throws {
        let image = try Self.image("会議中です")
        let (arguments, file) = try #require(ImageCommands.iterm2File(GraphicsProtocol.iterm2.draw(image) ?? []))
        #expect(arguments.contains("inline=1") && arguments.contains("width=40") && arguments.contains("height=10"))
        #expect(arguments.contains("size=\(file.count)"))
        let decoded = try #require(PNGDecoder.decode(file))
        #expect(decoded.indices == Self.expectedIndices(image, levels: IndexedPicture.defaultLevels))
    }

    @Test func kittyRemovalDeletesOurImageOnly() {
        let commands = ImageCommands.kittyCommands(GraphicsProtocol.kitty.removal(ids: []))
        #expect(commands.count == 1)
        #expect(commands.first?.keys["a"] == "d" && commands.first?.keys["d"] == "I")
        #expect(commands.first?.keys["i"] == String(GraphicsProtocol.kittyImageID))
        #expect(
            GraphicsProtocol.sixel.removal(ids: []).isEmpty
                && GraphicsProtocol.iterm2.removal(ids: [GraphicsProtocol.kittyImageID]).isEmpty)
    }
}
