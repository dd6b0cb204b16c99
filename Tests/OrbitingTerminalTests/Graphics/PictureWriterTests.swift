import Foundation
import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The frame writer with pictures: a picture goes out once, after the cells, and is taken
/// away whenever it changes or the frame no longer has it.
@Suite struct PictureWriterTests {
    static let style = CellStyle(foreground: RGBColor(0xebebeb), background: RGBColor(0x1f1f1f))

    /// A file standing in for the terminal (a picture is larger than a pipe holds).
    final class Sink {
        let fd: Int32
        var offset = 0
        init() throws {
            let path = TestDirectory.make("pictures") + "/tty"
            fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            try #require(fd >= 0)
        }
        deinit { close(fd) }
        /// What was written since the last call.
        func take() -> [UInt8] {
            let end = Int(lseek(fd, 0, SEEK_END))
            var bytes = [UInt8](repeating: 0, count: end - offset)
            _ = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
            offset = end
            return bytes
        }
    }

    static func frame(_ text: String?, mode: RenderMode, engine: BigTextEngine) -> ScreenBuffer {
        var frame = ScreenBuffer(width: 30, height: 8, style: style)
        frame.write("status", row: 7, column: 0, style: style)
        if let text {
            let target = RenderTarget(mode: mode, cell: CellPixels(width: 8, height: 16))
            BigTextDrawing(text, engine: engine, box: Box(width: 30, height: 7), options: FitOptions(), target: target)
                .draw(into: &frame, style: style)
        }
        return frame
    }

    @Test(.needsOutlineFontsAndLibpng)
    func kittyPictureIsSentOnceAndDeletedWhenItGoes() throws {
        let engine = try #require(Engines.outline)
        let sink = try Sink()
        let writer = FrameWriter(output: sink.fd, depth: .trueColor)
        writer.graphics = .kitty
        let first = Self.frame("Hi", mode: .kitty, engine: engine)
        writer.show(first)
        let drawn = ImageCommands.kittyCommands(sink.take())
        #expect(drawn.contains { $0.keys["a"] == "T" })
        writer.show(first)
        #expect(sink.take().isEmpty, "the same frame again writes nothing")
        writer.show(Self.frame("Ho", mode: .kitty, engine: engine))
        let changed = ImageCommands.kittyCommands(sink.take())
        #expect(changed.first?.keys["a"] == "d", "the old picture is deleted before the new one")
        #expect(changed.contains { $0.keys["a"] == "T" })
        writer.show(Self.frame(nil, mode: .kitty, engine: engine))
        let gone = ImageCommands.kittyCommands(sink.take())
        #expect(gone.allSatisfy { $0.keys["a"] == "d" })
        #expect(
            Set(gone.compactMap { $0.keys["i"] })
                == Set(drawn.filter { $0.keys["a"] == "T" }.compactMap { $0.keys["i"] }),
            "every band drawn is deleted")
        #expect(writer.farewell.isEmpty, "nothing shown, nothing to take away")
    }

    @Test(.needsOutlineFonts)
    func sixelCellsAreWrittenAgainWhenThePictureGoes() throws {
        let engine = try #require(Engines.outline)
        let sink = try Sink()
        let writer = FrameWriter(output: sink.fd, depth: .trueColor)
        writer.graphics = .sixel
        writer.show(Self.frame("Hi", mode: .sixel, engine: engine))
        let first = sink.take()
        let sixelStart = try #require(ImageCommands.find([0x1B, UInt8(ascii: "P")], in: first, from: 0))
        let status = try #require(ImageCommands.find(Array("status".utf8), in: first, from: 0))
        #expect(status < sixelStart, "the cells first, the picture last")
        // The picture goes: every cell it covered is written again (a sixel is part of the cells).
        writer.show(Self.frame(nil, mode: .sixel, engine: engine))
        var model = TerminalModel(width: 30, height: 8)
        for row in 0..<8 {  // the picture's leftovers, as far as the cells are concerned
            model.apply(
                Array((ControlSequence.moveTo(row: row + 1, column: 1) + String(repeating: "X", count: 30)).utf8))
        }
        model.apply(sink.take())
        #expect((0..<7).allSatisfy { !model.text(ofRow: $0).contains("X") })
        let sixels = first.indices.filter {
            first[$0] == 0x1B && $0 + 1 < first.count && first[$0 + 1] == UInt8(ascii: "P")
        }
        #expect(sixels.count == 2, "one sixel a band: 7 rows are bands of 4 and 3")
    }

    @Test(.needsOutlineFonts)
    func leavingTakesTheKittyPictureAway() throws {
        let engine = try #require(Engines.outline)
        let sink = try Sink()
        let writer = FrameWriter(output: sink.fd, depth: .trueColor)
        writer.graphics = .kitty
        writer.show(Self.frame("Hi", mode: .kitty, engine: engine))
        _ = sink.take()
        #expect(ImageCommands.kittyCommands(writer.farewell).first?.keys["a"] == "d")
    }
}
