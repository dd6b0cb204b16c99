import Testing

@testable import OrbitingTerminal

/// Wrapped lines are as even as the size allows.
@Suite struct LineBalanceTests {
    private func lineTexts(_ layout: BigTextLayout) -> [String] {
        layout.lines.map { String(layout.paragraphs[$0.paragraph][$0.clusters].map(\.character)) }
    }

    @Test(arguments: FittedFont.allCases)
    func noLoneLastKanaOrWordWhenAnEvenerBreakExists(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        // Boxes where the message wraps into two or three lines.
        for box in [Box(width: 40, height: 20), Box(width: 50, height: 24), Box(width: 36, height: 24)] {
            let japanese = engine.layout("会議中です", in: box)
            let lengths = lineTexts(japanese).map(\.count)
            #expect((lengths.max() ?? 0) - (lengths.min() ?? 0) <= 1, "\(box): \(lineTexts(japanese))")
        }
        // Wrapped, the last word is not left alone on its line.
        let english = engine.layout("Back in five minutes please", in: Box(width: 100, height: 20))
        let last = try #require(lineTexts(english).last)
        #expect(english.lines.count == 1 || last.contains(" "), "\(lineTexts(english))")
    }

    @Test(arguments: FittedFont.allCases)
    func balancingKeepsTheSizeAndTheLineCount(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        for message in MessageCorpus.messages(count: 60, seed: 11) {
            for box in [Box(width: 40, height: 20), Box(width: 80, height: 24)] {
                let layout = engine.layout(message, in: box)
                guard case .glyphs = layout.mode, !layout.wordsBroken else { continue }
                let greedy = try #require(engine.measure(message, size: layout.size, in: box))
                #expect(layout.lines.count == greedy.count, "\(message)")
                #expect((layout.lines.map(\.width).max() ?? 0) <= (greedy.map(\.width).max() ?? 0), "\(message)")
            }
        }
    }
}
