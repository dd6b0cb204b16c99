import Testing

@testable import OrbitingTerminal

@Suite struct LineBreakingTests {
    let engine = Engines.builtin

    private func lineTexts(_ text: String, width: Int, breakWords: Bool = false) -> [String]? {
        let shaped = ShapedText(text, shaper: .bitmap(GlyphShaper(font: engine.font)))
        let unit = BuiltinFont.cellWidth
        return LineWrapper.wrap(shaped.paragraphs, maxWidth: width * unit, breakWords: breakWords)?.map { line in
            String(shaped.paragraphs[line.paragraph].clusters[line.clusters].map(\.character))
        }
    }

    @Test func breaksAtSpacesAndDropsThem() {
        #expect(lineTexts("back in five", width: 7) == ["back in", "five"])
        #expect(lineTexts("a  b", width: 1) == ["a", "b"])
    }

    @Test func explicitLineBreaksAreKept() {
        #expect(lineTexts("one\n\ntwo", width: 20) == ["one", "", "two"])
    }

    @Test func breaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        // Each ideograph is a box two units wide in the built-in font.
        let lines = lineTexts("我们今天。好", width: 6) ?? []
        #expect(lines.count > 1)
        #expect(!lines.contains { $0.hasPrefix("。") })
        #expect(lines.joined() == "我们今天。好")
    }

    @Test func aLongWordFailsUnlessWordsMayBreak() {
        #expect(lineTexts("extraordinary", width: 5) == nil)
        #expect(lineTexts("extraordinary", width: 5, breakWords: true) == ["extra", "ordin", "ary"])
    }
}

@Suite struct MessageChunkerTests {
    @Test func linesAreMessagesUntilAFormFeedAppears() {
        var chunker = MessageChunker()
        #expect(chunker.feed(Array("one\ntw".utf8)) == ["one"])
        #expect(chunker.feed(Array("o\n".utf8)) == ["two"])
        #expect(chunker.feed(Array("three\u{0C}".utf8)) == ["three"])
        #expect(chunker.feed(Array("four\nlines\u{0C}".utf8)) == ["four\nlines"])
        #expect(chunker.feed(Array("tail".utf8)).isEmpty)
        #expect(chunker.finish() == "tail")
        #expect(chunker.finish() == nil)
    }

    @Test func invalidUTF8IsReplacedNotFatal() {
        var chunker = MessageChunker()
        let messages = chunker.feed([0x61, 0xFF, 0xFE, 0x62, 0x0A])
        #expect(messages == ["a\u{FFFD}\u{FFFD}b"])
    }
}
