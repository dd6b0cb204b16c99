import OrbitingTestSupport
import OrbitingText
import Testing

@testable import OrbitingTerminal

/// Turning the big text: a half turn (`--rotate 180`) or a mirror is exactly the upright
/// frame with rows and columns reversed and every block character's pixels moved alike.
@Suite struct TurnTests {
    static let messages = MessageCorpus.messages(count: 40, seed: 180)
    static let box = Box(width: 48, height: 14)

    /// Over the mixed-script corpus, for every cell style: the turned drawing's frame is the
    /// tests' own turning of the upright frame (`TurnedFrame`).
    @Test(arguments: PixelStyle.allCases)
    func halfTurnIsTheUprightFrameTurned(style: PixelStyle) throws {
        let engine = Engines.outline ?? Engines.unifont ?? Engines.builtin
        var turnedFrames = 0
        for message in Self.messages {
            let layout = engine.layout(message, in: Self.box, options: FitOptions(style: style))
            let upright = BigTextDrawing(layout, box: Self.box, mode: .blocks)
            let expected =
                upright.turns
                ? TurnedFrame.turned(upright.cellGrid.printableLines, width: Self.box.width, height: 14)
                : upright.cellGrid.printableLines  // plain text stays upright
            #expect(upright.turned(.halfTurn).cellGrid.printableLines == expected, "\(style): \(message)")
            if upright.turns { turnedFrames += 1 }
        }
        #expect(turnedFrames >= 5, "messages that fit as glyphs were turned")
    }

    @Test(arguments: PixelStyle.allCases)
    func mirrorIsTheUprightFrameMirrored(style: PixelStyle) {
        let engine = Engines.builtin
        let layout = engine.layout("Back in 5", in: Self.box, options: FitOptions(style: style))
        let upright = BigTextDrawing(layout, box: Self.box, mode: .blocks)
        #expect(
            upright.turned(.mirrored).cellGrid.printableLines
                == TurnedFrame.turned(
                    upright.cellGrid.printableLines, width: Self.box.width, height: 14, halfTurn: false,
                    mirrored: true))
    }

    @Test func halfBlocksSwapAndTurningTwiceGivesTheFrameBack() {
        var grid = CellGrid(width: 3, height: 2)
        grid[0, 0] = 0x2580  // ▀ top left
        grid[1, 2] = 0x258C  // ▌ bottom right
        let turned = grid.turned(.halfTurn)
        #expect(turned.characterRows == [["▐", " ", " "], [" ", " ", "▄"]])
        #expect(turned.turned(.halfTurn) == grid)
        #expect(grid.turned(.mirrored).characterRows == [[" ", " ", "▀"], ["▐", " ", " "]])
    }

    @Test func picturesAndSmoothCellsTurnPixelForPixel() {
        let picture = CoveragePicture(width: 3, height: 2, values: [1, 2, 3, 4, 5, 6])
        #expect(picture.turned(.halfTurn).values == [6, 5, 4, 3, 2, 1])
        #expect(picture.turned(.mirrored).values == [3, 2, 1, 6, 5, 4])
        let layout = Engines.builtin.layout(
            "Hi", in: Box(width: 20, height: 6),
            options: RenderTarget(mode: .smooth).fitOptions(FitOptions()))
        let smooth = BigTextDrawing(layout, box: Box(width: 20, height: 6), mode: .smooth)
        let size = smooth.pictureSize
        #expect(size != nil)
        #expect(smooth.turned(.halfTurn).picture == smooth.picture?.turned(.halfTurn))
        #expect(
            PixelRect(x: 1, y: 0, width: 2, height: 3).turned(.halfTurn, width: 10, height: 4)
                == PixelRect(x: 7, y: 1, width: 2, height: 3))
    }

    @Test func widthsKeepWideCharactersWhole() {
        var grid = CellGrid(width: 4, height: 1)
        grid.put("中", width: 2, row: 0, column: 0)
        let mirrored = grid.turned(.mirrored)
        #expect(mirrored.text(ofRow: 0) == "  中")
        #expect(mirrored.characterRows[0][2] == "中" && mirrored.characterRows[0][3] == CellGrid.continuation)
    }
}
