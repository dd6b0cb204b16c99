import OrbitingTestSupport
import OrbitingText
import PropertyBased
import Testing

@Suite struct TextFitterTests {
    @Test func lineBreaksAndControlsShowAsMarks() {
        let line = TextFitter.fitted("one\ntwo\tthree \u{1B}[2J\u{9B}31m \u{202E}evil", columns: 80)
        #expect(line == "one⏎two⇥three ␛[2J�31m �evil")
    }

    @Test func aLongLineIsCutWithAnEllipsisToTheWidth() {
        #expect(TextFitter.fitted("abcdefghij", columns: 10) == "abcdefghij")
        #expect(TextFitter.fitted("abcdefghijk", columns: 10) == "abcdefghi…")
        #expect(TextFitter.fitted(String(repeating: "x", count: 10_000), columns: 10) == "xxxxxxxxx…")
        #expect(TextFitter.fitted("hello", columns: 0) == "")
    }

    @Test func wideCharactersCountTwoColumns() {
        let line = TextFitter.fitted("会議室は３階です", columns: 9)
        #expect(line == "会議室は…")
        #expect(DisplayWidth.of(line) == 9)
        #expect(TextFitter.fitted("会議室は３階です", columns: 16) == "会議室は３階です")
        #expect(DisplayWidth.of(TextFitter.fitted("会議室は３階です", columns: 8)) <= 8)
    }

    /// A conjunct takes the columns a terminal advances for it, so a Hindi row is cut where
    /// the terminal would run out of room, not later.
    @Test func indicClustersCountAsTheTerminalDrawsThem() {
        let text = "नमस्ते दोस्तों"  // 13 code points with width, 14 with the space
        let width = text.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(TextFitter.fitted(text, columns: width) == text)
        let cut = TextFitter.fitted(text, columns: width - 1)
        #expect(cut.hasSuffix("…"))
        #expect(DisplayWidth.of(cut) <= width - 1)
    }

    /// Past the part looked at, the text is still marked as cut.
    @Test func aCutFarAlongIsStillMarked() {
        let marks = String(repeating: "e\u{301}\u{302}\u{303}", count: 40)
        let line = TextFitter.fitted(marks, columns: 10)
        #expect(line.hasSuffix("…"))
        #expect(DisplayWidth.of(line) <= 10)
    }

    @Test func theSearchFieldShowsTheEndOfALongSearch() {
        #expect(TextFitter.tail("abcdef", columns: 3) == "def")
        #expect(TextFitter.tail("東京で", columns: 5) == "京で")
        #expect(TextFitter.tail("abc", columns: 0) == "")
        #expect(TextFitter.tail("a\u{1B}b", columns: 2) == "␛b")
    }

    /// Whatever the text, the row is no wider than asked, and a cut is marked.
    @Test func fittedRowsNeverOverflow() async {
        let scalar = TextGenerators.hostileScalar
        await propertyCheck(count: 300, input: scalar.array(of: 0...60), Gen.int(in: 1...30)) { scalars, columns in
            let text = String(String.UnicodeScalarView(scalars))
            let line = TextFitter.fitted(text, columns: columns)
            #expect(DisplayWidth.of(line) <= columns)
            if line != TextSanitizer.singleLine(text) { #expect(line.hasSuffix("…")) }
            #expect(DisplayWidth.of(TextFitter.tail(text, columns: columns)) <= columns)
        }
    }
}
