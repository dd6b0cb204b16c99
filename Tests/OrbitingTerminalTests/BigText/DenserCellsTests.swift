import Testing

@testable import OrbitingTerminal

/// The ladder in small boxes: a script's smallest legible size (`ScriptLegibility`), then
/// cells with more pixel rows where the terminal draws them, then plain text.
@Suite struct DenserCellsTests {
    /// Bengali takes Devanagari's minimum, not Latin's.
    @Test func bengaliTakesDevanagarisMinimum() {
        #expect(ScriptLegibility.minimumSize(0x0995, general: ScriptLegibility.general) == ScriptLegibility.devanagari)
        #expect(ScriptLegibility.minimumSize(0x0915, general: ScriptLegibility.general) == ScriptLegibility.devanagari)
        #expect(ScriptLegibility.minimumSize(0x0041, general: ScriptLegibility.general) == ScriptLegibility.general)
    }

    /// In a 40×12 box a long Bengali message is never drawn below 10 rows a line.
    @Test(.needsOutlineFonts)
    func bengaliIsNeverSmudged() throws {
        let engine = try #require(Engines.outline)
        let layout = engine.layout("আমি একটু পরে আসছি", in: Box(width: 40, height: 12))
        #expect(layout.mode == .text || layout.size >= ScriptLegibility.devanagari, "size \(layout.size)")
    }

    /// Japanese in 40×12: plain text in half blocks, sextants at its legible size when they
    /// may be used, and the same smooth (whose half blocks cannot hold it) drawn as blocks.
    @Test(.needsOutlineFonts)
    func japaneseTakesSextantsWhereTheyAreDrawn() throws {
        let engine = try #require(Engines.outline)
        let box = Box(width: 40, height: 12)
        #expect(engine.layout("会議中です", in: box).mode == .text)
        let target = RenderTarget(mode: .smooth, denserStyles: [.sextant])
        let layout = engine.layout("会議中です", in: box, options: target.fitOptions(FitOptions()))
        #expect(layout.mode == .glyphs(.sextant))
        #expect(layout.size >= ScriptLegibility.ideographic)
        #expect(BigTextDrawing(layout, box: box, mode: .smooth).mode == .blocks)
        // A Latin message that fits in half blocks keeps them, smooth.
        let latin = engine.layout("Back in 5", in: box, options: target.fitOptions(FitOptions()))
        #expect(latin.mode == .glyphs(.half))
        #expect(BigTextDrawing(latin, box: box, mode: .smooth).mode == .smooth)
    }

    /// Sextants only where the terminal draws them itself, and never through tmux or screen.
    @Test func sextantsOnlyWhereTheTerminalDrawsThem() {
        #expect(RenderChoice.denserCellStyles(["TERM": "xterm-kitty"]) == [.sextant])
        #expect(RenderChoice.denserCellStyles(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == [.sextant])
        #expect(RenderChoice.denserCellStyles(["TERM": "xterm-256color"]).isEmpty)
        #expect(RenderChoice.denserCellStyles(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]).isEmpty)
        #expect(RenderChoice.denserCellStyles(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]).isEmpty)
    }
}
