import OrbitingText
import Testing

@testable import OrbitingTerminal

@Suite struct ScreenBufferTests {
    let ink = CellStyle(foreground: RGBColor(0x262626), background: RGBColor(0xfafafa))

    @Test func wideCharactersTakeTwoCells() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        let end = buffer.write("a漢b", row: 0, column: 0, style: ink)
        #expect(end == 4)
        #expect(buffer[0, 1].character == "漢" && buffer[0, 1].width == 2)
        #expect(buffer[0, 2].isContinuation)
        #expect(buffer.text(ofRow: 0) == "a漢b  ")
    }

    @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("漢字", row: 0, column: 0, style: ink)
        buffer.put("x", row: 0, column: 1, style: ink)  // over the continuation of 漢
        buffer.put("y", row: 0, column: 2, style: ink)  // over the lead of 字
        #expect(buffer.text(ofRow: 0) == " xy ")
        #expect(!(0..<4).contains { buffer[0, $0].isContinuation })
    }

    @Test func aWideCharacterNeverCrossesTheRightEdge() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.put("漢", row: 0, column: 2, style: ink) == 0)
        buffer.put("x", row: 0, column: 2, style: ink)
        // The wide character that does not fit is a space, never half drawn, and nothing
        // is left of what was under it.
        #expect(buffer.write("ab漢", row: 0, column: 0, style: ink) == 3)
        #expect(buffer.text(ofRow: 0) == "ab ")
        #expect(buffer.put("z", row: 1, column: 0, style: ink) == 0)
    }

    @Test func aWideCharacterCutByAPanelEdgeIsASpace() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        buffer.write("xxxxxxxx", row: 0, column: 0, style: ink)
        #expect(buffer.write("a漢字", row: 0, column: 1, style: ink, limit: 5) == 5)
        #expect(buffer.text(ofRow: 0) == "xa漢 xxx")
    }

    /// A conjunct takes the columns the terminal advances for it, and stays whole.
    @Test func anIndicClusterTakesItsTerminalWidth() throws {
        var buffer = ScreenBuffer(width: 6, height: 1)
        let conjunct = try #require("स्ते".first)
        #expect(buffer.put(conjunct, row: 0, column: 1, style: ink) == 2)
        #expect(buffer[0, 2].isContinuation)
        buffer.put("y", row: 0, column: 2, style: ink)  // over its second column
        #expect(buffer.text(ofRow: 0) == "  y   ")
    }

    @Test func controlCharactersBecomeVisible() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        buffer.write("\u{1B}[2J\u{9B}\n\r\n\u{7}", row: 0, column: 0, style: ink)
        let scalars = (0..<12).flatMap { buffer[0, $0].character.unicodeScalars }
        #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(buffer.text(ofRow: 0).hasPrefix("␛[2J"))
    }

    @Test func aLoneCombiningMarkStillTakesItsColumn() {
        let cell = StyledCell("\u{301}")
        #expect(cell.width == 1)
        #expect(DisplayWidth.of(cell.character) == 1)
    }

    @Test func restyleCoversBothHalvesOfAWideCharacter() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("漢", row: 0, column: 1, style: ink)
        buffer.restyle(row: 0, column: 2) { $0.isReversed = true }
        #expect(buffer[0, 1].style.isReversed && buffer[0, 2].style.isReversed)
        #expect(!buffer[0, 0].style.isReversed && !buffer[0, 3].style.isReversed)
    }

    @Test func aBigTextFrameKeepsItsCharactersAndTakesTheColours() {
        let engine = BigTextEngine(font: BuiltinFont())
        let box = Box(width: 30, height: 8)
        let layout = engine.layout("Hi 漢", in: box)
        let grid = BigTextRenderer.grid(layout, box: box)
        let buffer = ScreenBuffer(grid: grid, text: ink.foreground, background: ink.background)
        #expect(buffer.width == grid.width && buffer.height == grid.height)
        for row in 0..<grid.height {
            #expect(buffer.text(ofRow: row) == grid.text(ofRow: row))
        }
        #expect(
            (0..<buffer.height).allSatisfy { row in (0..<buffer.width).allSatisfy { buffer[row, $0].style == ink } })
    }

    @Test func plainTextFramesKeepWideCharactersWhole() {
        let engine = BigTextEngine(font: BuiltinFont())
        let box = Box(width: 10, height: 2)
        let layout = engine.layout("漢字かな漢字かな漢字", in: box)
        let grid = BigTextRenderer.grid(layout, box: box)
        let buffer = ScreenBuffer(grid: grid, text: nil, background: nil)
        for row in 0..<grid.height {
            #expect(buffer.text(ofRow: row) == grid.text(ofRow: row))
        }
    }
}
