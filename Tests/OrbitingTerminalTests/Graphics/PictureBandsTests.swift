import Foundation
import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

/// A picture goes to the terminal in bands of cell rows: after every frame the terminal shows
/// the whole picture, pixel for pixel, and a change re-sends the bands it touches only.
@Suite struct PictureBandsTests {
    static let cell = CellPixels(width: 10, height: 20)
    static let style = CellStyle(foreground: RGBColor(0xEBEBEB), background: RGBColor(0x1F1F1F))

    /// A 40×12 frame with `text` fitted to its top 11 rows and the caret bar at `caret`.
    static func frame(_ text: String, mode: RenderMode, engine: BigTextEngine, caret: PixelRect? = nil) -> ScreenBuffer
    {
        var frame = ScreenBuffer(width: 40, height: 12, style: style)
        frame.write("status", row: 11, column: 0, style: style)
        let target = RenderTarget(mode: mode, cell: cell)
        BigTextDrawing(text, engine: engine, box: Box(width: 40, height: 11), options: FitOptions(), target: target)
            .draw(into: &frame, style: style)
        if let caret { frame.image?.marks = [caret] }
        return frame
    }

    /// A frame writer for `graphics` drawing into the tests' model of a 40×12 terminal.
    final class Terminal {
        let sink: PictureWriterTests.Sink
        let writer: FrameWriter
        var screen = PictureScreen(columns: 40, rows: 12, cell: PictureBandsTests.cell)
        /// The render mode the frames are drawn in (iTerm2's pictures fit as sixel's do).
        let mode: RenderMode

        init(_ graphics: GraphicsProtocol) throws {
            sink = try PictureWriterTests.Sink()
            writer = FrameWriter(output: sink.fd, depth: .trueColor)
            writer.graphics = graphics
            mode = graphics == .kitty ? .kitty : .sixel
        }

        /// Shows `frame`; what was written for it.
        @discardableResult
        func show(_ frame: ScreenBuffer) -> [UInt8] {
            writer.show(frame)
            let bytes = sink.take()
            screen.apply(bytes)
            return bytes
        }

        /// Whether the terminal shows every picture of `frame` pixel for pixel, in palette indices.
        func showsPictures(of frame: ScreenBuffer) -> Bool {
            frame.images.allSatisfy { image in
                screen.shown(row: image.row, column: image.column, columns: image.columns, rows: image.rows)
                    == PictureProtocolTests.expectedIndices(image, levels: IndexedPicture.defaultLevels).map { $0 }
            }
        }
    }

    @Test(
        .needsOutlineFontsAndLibpng,
        arguments: [GraphicsProtocol.kitty, .sixel, .iterm2])
    func typingShowsTheWholePictureAfterEveryFrame(_ graphics: GraphicsProtocol) throws {
        let engine = try #require(Engines.outline)
        let terminal = try Terminal(graphics)
        let message = "Back in 5 minutes, please wait here"
        for end in [4, 5, 9, 10, 11, 20, 21, message.count] {
            let frame = Self.frame(String(message.prefix(end)), mode: terminal.mode, engine: engine)
            #expect(frame.image != nil)
            terminal.show(frame)
            #expect(terminal.showsPictures(of: frame), "after \(end) characters the terminal shows the picture")
        }
        if graphics == .kitty {
            #expect(
                terminal.screen.kittyImages
                    == PictureBands(try #require(Self.frame("x", mode: .kitty, engine: engine).image)).count)
        }
    }

    @Test(
        .needsOutlineFontsAndLibpng,
        arguments: [GraphicsProtocol.kitty, .sixel])
    func aChangeInOneBandResendsThatBandOnly(_ graphics: GraphicsProtocol) throws {
        let engine = try #require(Engines.outline)
        let terminal = try Terminal(graphics)
        let first = Self.frame(
            "Hi", mode: terminal.mode, engine: engine, caret: PixelRect(x: 40, y: 90, width: 4, height: 20))
        let whole = terminal.show(first)
        // The caret moves within the second band (cell rows 4-7, pixels 80-159).
        let moved = Self.frame(
            "Hi", mode: terminal.mode, engine: engine, caret: PixelRect(x: 300, y: 100, width: 4, height: 20))
        let change = terminal.show(moved)
        #expect(moved.image != nil && terminal.showsPictures(of: moved))
        let pictures: ([UInt8]) -> Int = { bytes in
            graphics == .kitty
                ? ImageCommands.kittyCommands(bytes).filter { $0.keys["a"] == "T" }.count
                : bytes.indices.filter {
                    bytes[$0] == 0x1B && $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "P")
                }.count
        }
        #expect(pictures(whole) == 3, "11 rows: bands of 4, 4 and 3 rows")
        #expect(pictures(change) == 1, "only the band the caret moved in")
        #expect(change.count * 2 < whole.count)
    }

    /// Two texts, each a picture over rows of its own (the timer display's time and label).
    static func twoPictures(_ top: String, _ bottom: String, mode: RenderMode, engine: BigTextEngine) -> ScreenBuffer {
        var frame = ScreenBuffer(width: 40, height: 12, style: style)
        let target = RenderTarget(mode: mode, cell: cell)
        BigTextDrawing(top, engine: engine, box: Box(width: 40, height: 6), options: FitOptions(), target: target)
            .draw(into: &frame, row: 0, column: 0, style: style)
        BigTextDrawing(bottom, engine: engine, box: Box(width: 40, height: 5), options: FitOptions(), target: target)
            .draw(
                into: &frame, row: 6, column: 0,
                style: CellStyle(foreground: RGBColor(0xFF4040), background: RGBColor(0x1F1F1F)))
        return frame
    }

    @Test(
        .needsOutlineFontsAndLibpng,
        arguments: [GraphicsProtocol.kitty, .sixel])
    func severalPicturesAreShownChangedAndTakenAway(_ graphics: GraphicsProtocol) throws {
        let engine = try #require(Engines.outline)
        let terminal = try Terminal(graphics)
        let first = Self.twoPictures("8:59", "Tea", mode: terminal.mode, engine: engine)
        #expect(first.images.count == 2)
        terminal.show(first)
        #expect(terminal.showsPictures(of: first))
        // The time changes; the label's picture is not sent again.
        let next = Self.twoPictures("8:58", "Tea", mode: terminal.mode, engine: engine)
        let change = terminal.show(next)
        #expect(terminal.showsPictures(of: next))
        let labelRow = Array(ControlSequence.moveTo(row: 7, column: 1).utf8)
        #expect(ImageCommands.find(labelRow, in: change, from: 0) == nil, "the label's bands stay")
        if graphics == .kitty {
            terminal.show(ScreenBuffer(width: 40, height: 12, style: Self.style))
            #expect(terminal.screen.kittyImages == 0, "every band of both pictures is deleted")
        }
    }

    @Test func bandsTileThePicture() {
        let image = FrameImage(
            row: 2, column: 1, columns: 5, rows: 9, picture: CoveragePicture(width: 50, height: 180),
            ink: RGBColor(0xFFFFFF), paper: RGBColor(0))
        let bands = PictureBands(image)
        #expect(bands.count == 3)
        #expect((0..<bands.count).flatMap { Array(bands.pixelRange($0)) } == Array(0..<180))
        #expect((0..<bands.count).map { bands.image(image, band: $0).row } == [2, 6, 10])
    }
}
