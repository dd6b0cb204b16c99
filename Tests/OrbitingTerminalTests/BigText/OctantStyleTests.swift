import Testing

@testable import OrbitingTerminal

/// The octant style draws Unicode 16's block octants.
@Suite struct OctantStyleTests {
    @Test func octantsFollowUnicode16() {
        let table = PixelStyle.octants
        #expect(Set(table).count == 256)
        #expect(table[4] == "\u{1CD00}")  // BLOCK OCTANT-3
        #expect(table[7] == "\u{1CD02}")  // BLOCK OCTANT-123
        #expect(table[21] == "\u{1CD0D}")  // BLOCK OCTANT-135
        #expect(table[48] == "\u{1CD27}")  // BLOCK OCTANT-56
        #expect(table[195] == "\u{1CDAE}")  // BLOCK OCTANT-1278
        #expect(table[254] == "\u{1CDE5}")  // BLOCK OCTANT-2345678, the last
        #expect(table[15] == "▀" && table[240] == "▄" && table[85] == "▌" && table[255] == "█" && table[0] == " ")
        #expect(PixelStyle.octant.columnsPerCell == 2 && PixelStyle.octant.rowsPerCell == 4)
    }

    @Test(.needsOutlineFonts)
    func octantFramesDrawOnlyOctantsAndBlocks() throws {
        let engine = try #require(Engines.outline)
        let box = Box(width: 60, height: 12)
        let layout = engine.layout("Back in 5", in: box, options: FitOptions(style: .octant))
        let allowed = Set(PixelStyle.octants)
        let cells = BigTextRenderer.cells(layout, box: box).joined()
        #expect(cells.allSatisfy { allowed.contains($0) })
        #expect(cells.contains { ($0.unicodeScalars.first?.value ?? 0) >= 0x1CD00 })
    }
}
