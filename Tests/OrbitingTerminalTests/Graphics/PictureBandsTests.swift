import Foundation
import Testing
@testable import OrbitingTerminal
import OrbitingTestSupport

/// A picture goes to the terminal in bands of cell rows: after every frame the terminal shows
/// the whole picture, pixel for pixel, and a change re-sends the bands it touches only.
@Suite struct PictureBandsTests {
    static let cell = CellPixels(width: 10, height: 20)
    static let style = CellStyle(foreground: RGBColor(0xEBEBEB), background: RGBColor(0x1F1F1F))

    /// A 40×12 frame with `text` fitted to its top 11 rows and the caret bar at `caret`.
    static func frame(_ text: String, mode: RenderMode, engine: BigTextEngine, caret: PixelRect? = nil) -> ScreenBuffer {
        var frame = ScreenBuffer(width: 40, height: 12, style: style)
        frame.write("status", row: 11, column: 0, style: style)
        let target = RenderTarget(mode: mode, cell: cell)
        BigTextDrawing(text, engine: engine, box: Box(width: 40, height: 11), options: FitOptions(), target: target)
            .draw(into: &frame, style: style)
        if let caret { frame.image?.marks = [caret] }
        return frame
    }

    /// The picture of `frame` as the terminal should show it, in palette indices.
    static func expected(_ frame: ScreenBuffer) throws -> [UInt8?] {
        let image = try #require(frame.image)
        return PictureProtocolTests.expectedIndices(image, levels: IndexedPicture.defaultLevels).map { $0 }
    }

    static func shownPicture(_ screen: PictureScreen, _ frame: ScreenBuffer) throws -> [UInt8?] {
        let image = try #require(frame.image)
        return screen.shown(row: image.row, column: image.column, columns: image.columns, rows: image.rows)
    }

    @Test(.enabled(if: Engines.outline != nil && PNGEncoder.isAvailable, "outline fonts and libpng"),
          arguments: [GraphicsProtocol.kitty, .sixel, .iterm2])
    func typingShowsTheWholePictureAfterEveryFrame(_ graphics: GraphicsProtocol) throws {
        let engine = try #require(Engines.outline)
        let sink = try PictureWriterTests.Sink()
        let writer = FrameWriter(output: sink.fd, depth: .trueColor)
        writer.graphics = graphics
        var screen = PictureScreen(columns: 40, rows: 12, cell: Self.cell)
        let message = "Back in 5 minutes, please wait here"
        for end in [4, 5, 9, 10, 11, 20, 21, message.count] {
            let frame = Self.frame(String(message.prefix(end)), mode: graphics == .kitty ? .kitty : .sixel,
                                   engine: engine)
            writer.show(frame)
            screen.apply(sink.take())
            #expect(try Self.shownPicture(screen, frame) == Self.expected(frame),
                    "after \(end) characters the terminal shows the picture")
        }
        if graphics == .kitty { #expect(screen.kittyImages == PictureBands(try #require(Self.frame("x", mode: .kitty, engine: engine).image)).count) }
    }

    @Test(.enabled(if: Engines.outline != nil && PNGEncoder.isAvailable, "outline fonts and libpng"),
          arguments: [GraphicsProtocol.kitty, .sixel])
    func aChangeInOneBandResendsThatBandOnly(_ graphics: GraphicsProtocol) throws {
        let engine = try #require(Engines.outline)
        let sink = try PictureWriterTests.Sink()
        let writer = FrameWriter(output: sink.fd, depth: .trueColor)
        writer.graphics = graphics
        var screen = PictureScreen(columns: 40, rows: 12, cell: Self.cell)
        let mode: RenderMode = graphics == .kitty ? .kitty : .sixel
        let first = Self.frame("Hi", mode: mode, engine: engine, caret: PixelRect(x: 40, y: 90, width: 4, height: 20))
        writer.show(first)
        let whole = sink.take()
        screen.apply(whole)
        // The caret moves within the second band (cell rows 4-7, pixels 80-159).
        let moved = Self.frame("Hi", mode: mode, engine: engine, caret: PixelRect(x: 300, y: 100, width: 4, height: 20))
        writer.show(moved)
        let change = sink.take()
        screen.apply(change)
        #expect(try Self.shownPicture(screen, moved) == Self.expected(moved))
        let pictures: ([UInt8]) -> Int = { bytes in
            graphics == .kitty ? ImageCommands.kittyCommands(bytes).filter { $0.keys["a"] == "T" }.count
                : bytes.indices.filter { bytes[$0] == 0x1B && $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "P") }.count
        }
        #expect(pictures(whole) == 3, "11 rows: bands of 4, 4 and 3 rows")
        #expect(pictures(change) == 1, "only the band the caret moved in")
        #expect(change.count * 2 < whole.count)
    }

    @Test func bandsTileThePicture() {
        let image = FrameImage(row: 2, column: 1, columns: 5, rows: 9, picture: CoveragePicture(width: 50, height: 180),
                               ink: RGBColor(0xFFFFFF), paper: RGBColor(0))
        let bands = PictureBands(image)
        #expect(bands.count == 3)
        #expect((0..<bands.count).flatMap { Array(bands.pixelRange($0)) } == Array(0..<180))
        #expect((0..<bands.count).map { bands.image(image, band: $0).row } == [2, 6, 10])
    }
}
