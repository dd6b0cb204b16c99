import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

/// Smooth cells: each half block's two pixels blend the text into the background by the
/// glyph's coverage, and the frame writer stays exact.
@Suite struct SmoothCellsTests {
    static let ink = RGBColor(0xebebeb)
    static let paper = RGBColor(0x1f1f1f)
    static let style = CellStyle(foreground: ink, background: paper)

    static func frame(_ text: String, engine: BigTextEngine, mode: RenderMode = .smooth) -> ScreenBuffer {
        var frame = ScreenBuffer(width: 40, height: 12, style: style)
        BigTextDrawing(
            text, engine: engine, box: Box(width: 40, height: 12), options: FitOptions(),
            target: RenderTarget(mode: mode)
        ).draw(into: &frame, style: style)
        return frame
    }

    @Test(.needsOutlineFonts)
    func edgesCarryManyLevelsBetweenTextAndBackground() throws {
        let frame = Self.frame("Back in 5", engine: try #require(Engines.outline))
        var colors: Set<RGBColor> = []
        for row in 0..<frame.height {
            for column in 0..<frame.width where frame[row, column].character != " " {
                let style = frame[row, column].style
                colors.insert(style.foreground ?? Self.paper)
                colors.insert(style.background ?? Self.paper)
            }
        }
        #expect(colors.count > 16, "grey levels: \(colors.count)")
        // Every colour lies between the background and the text (a grey theme: r = g = b).
        #expect(colors.allSatisfy { $0.red == $0.green && $0.green == $0.blue && $0.red >= 0x1f && $0.red <= 0xeb })
        // Blocks draw the same message with two colours only.
        let blocks = Self.frame("Back in 5", engine: try #require(Engines.outline), mode: .blocks)
        let blockColors = Set((0..<12).flatMap { row in (0..<40).map { blocks[row, $0].style.foreground } })
        #expect(blockColors.count == 1)
    }

    @Test(.needsOutlineFonts)
    func theWriterDrawsSmoothFramesExactly() throws {
        let engine = try #require(Engines.outline)
        var model = TerminalModel(width: 40, height: 12)
        var last: ScreenBuffer?
        for text in ["B", "Ba", "Bac", "Back", "Back!"] {
            let frame = Self.frame(text, engine: engine)
            let bytes = FrameDiff.bytes(from: last, to: frame, depth: .trueColor)
            model.apply(bytes)
            #expect(model.cells == TerminalModel.expected(frame, depth: .trueColor), "after \(text)")
            #expect(FrameDiff.bytes(from: frame, to: frame, depth: .trueColor).isEmpty)
            last = frame
        }
    }

    @Test(.needsOutlineFonts)
    func withoutColourSmoothFallsBackToBlocks() throws {
        let engine = try #require(Engines.outline)
        var frame = ScreenBuffer(width: 40, height: 12)
        BigTextDrawing(
            "Hi", engine: engine, box: Box(width: 40, height: 12), options: FitOptions(),
            target: RenderTarget(mode: .smooth)
        ).draw(into: &frame, style: .plain)
        let characters = Set((0..<12).flatMap { row in (0..<40).map { frame[row, $0].character } })
        #expect(characters.isSubset(of: [" ", "▀", "▄", "█"]) && characters.contains("█"))
    }
}
