import Testing

@testable import OrbitingTerminal

/// In a picture mode the fit searches the size in the window's real pixels, with the same
/// wrapping and margins, so the text fills the window at full resolution.
@Suite struct PictureFitTests {
    @Test(.needsOutlineFonts)
    func theTextFillsTheWindowInRealPixels() throws {
        let engine = try #require(Engines.outline)
        let box = Box(width: 200, height: 49)
        var options = FitOptions()
        options.cellPixels = CellPixels(width: 10, height: 20)
        for text in ["Back in 5 min", "会議中です", "नमस्ते दोस्तों", "Hi"] {
            let layout = engine.layout(text, in: box, options: options)
            #expect(layout.mode == .picture(CellPixels(width: 10, height: 20)))
            let innerWidth = layout.inner.width * 10, innerHeight = (layout.inner.height ?? 0) * 20
            let scale = GlyphScale(
                fontHeight: layout.fontHeight, size: layout.size,
                grid: PixelGrid(cell: CellPixels(width: 10, height: 20)))
            let widest = layout.lines.map { scale.pixels(forFontWidth: $0.width) }.max() ?? 0
            let tall = layout.lines.count * layout.size
            #expect(widest <= innerWidth && tall <= innerHeight, "\(text) fits")
            #expect(
                Double(widest) > 0.8 * Double(innerWidth) || Double(tall) > 0.8 * Double(innerHeight),
                "\(text) fills the window: \(widest)×\(tall) of \(innerWidth)×\(innerHeight)")
            // One size larger no longer fits: the search found the largest.
            #expect(
                engine.measure(text, size: layout.size + 1, in: box, options: options) == nil
                    || engine.measure(text, size: layout.size + 1, in: box, options: options, breakWords: false)?.count
                        != layout.lines.count
                    || layout.wordsBroken)
            // Far finer than half blocks in the same window.
            let blocks = engine.layout(text, in: box)
            #expect(
                layout.size >= blocks.size * 9, "\(text): \(layout.size) px against \(blocks.size) half-block pixels")
        }
    }

    @Test(.needsOutlineFonts)
    func theCaretIsABarInThePicture() throws {
        let engine = try #require(Engines.outline)
        var options = FitOptions()
        options.cellPixels = CellPixels(width: 10, height: 20)
        let box = Box(width: 40, height: 10)
        let layout = engine.layout("Hello", in: box, options: options)
        let start = try #require(BigTextRenderer.pictureCaret(layout, box: box, offset: 0))
        let end = try #require(BigTextRenderer.pictureCaret(layout, box: box, offset: 5))
        #expect(start.y == end.y && start.height == layout.size)
        #expect(end.x > start.x + 200, "after five letters")
        let cells = try #require(BigTextRenderer.caret(layout, box: box, offset: 5))
        #expect(cells.column == (end.x + end.width / 2) / 10 || cells.column == end.x / 10)
    }
}
