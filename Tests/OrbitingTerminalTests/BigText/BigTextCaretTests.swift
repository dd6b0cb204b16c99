import Testing

@testable import OrbitingTerminal

/// The caret sits between the glyphs it separates, inside the box, on the right line.
@Suite struct BigTextCaretTests {
    /// The frame rows as `grid` draws them, each padded to the box width.
    static func picture(_ layout: BigTextLayout, box: Box) -> [[Character]] {
        BigTextRenderer.lines(layout, box: box).map { line in
            Array(line) + Array(repeating: " ", count: max(0, box.width - line.count))
        }
    }

    /// The columns holding ink on `rows` of the picture.
    static func ink(_ picture: [[Character]], rows: Range<Int>) -> [Int] {
        rows.filter { $0 < picture.count }.flatMap { row in picture[row].indices.filter { picture[row][$0] != " " } }
    }

    @Test(arguments: [PixelStyle.half, .full, .quadrant, .sextant, .braille])
    func columnsGrowWithTheOffsetAlongALine(style: PixelStyle) throws {
        let text = "Hello, world"
        let box = Box(width: 100, height: 12)
        let layout = Engines.builtin.layout(text, in: box, options: FitOptions(style: style))
        try #require(layout.lines.count == 1)
        let columns = try (0...text.count).map {
            try #require(BigTextRenderer.caret(layout, box: box, offset: $0)).column
        }
        for (left, right) in zip(columns, columns.dropFirst()) {
            #expect(left < right, "\(columns)")
        }
    }

    @Test(.needsUnifont)
    func columnsGrowAcrossWideCharacters() throws {
        let engine = try #require(Engines.unifont)
        let text = "日本語とabc"
        let box = Box(width: 120, height: 12)
        let layout = engine.layout(text, in: box)
        try #require(layout.lines.count == 1)
        let columns = try (0...text.count).map {
            try #require(BigTextRenderer.caret(layout, box: box, offset: $0)).column
        }
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $0 < $1 }, "\(columns)")
        // A wide character is about twice as wide as a narrow one.
        #expect(columns[1] - columns[0] > (columns[6] - columns[5]) * 3 / 2)
    }

    @Test func theCaretIsAlwaysInsideTheBox() {
        let texts = ["", "Hi!", "Hello, world", "ab\ncd", "one two three four five six", "\n\n", "x\n"]
        let boxes = [
            Box(width: 1, height: 1), Box(width: 3, height: 2), Box(width: 10, height: 3),
            Box(width: 40, height: 12), Box(width: 7, height: 40), Box(width: 200, height: 5),
        ]
        for text in texts {
            for box in boxes {
                let layout = Engines.builtin.layout(text, in: box)
                for offset in -2...(text.count + 2) {
                    guard let caret = BigTextRenderer.caret(layout, box: box, offset: offset) else { continue }
                    let place = "\(text.debugDescription) in \(box.width)x\(box.height ?? 0) at \(offset): \(caret)"
                    #expect((0..<box.width).contains(caret.column), "\(place)")
                    #expect(caret.row >= 0 && caret.height >= 1, "\(place)")
                    #expect(caret.row + caret.height <= box.height ?? .max, "\(place)")
                }
            }
        }
    }

    @Test(.needsUnifont)
    func theCaretStaysInsideTheBoxForGeneratedMessages() throws {
        let engine = try #require(Engines.unifont)
        for message in MessageCorpus.messages(count: 60) {
            for box in MessageCorpus.boxes {
                let layout = engine.layout(message, in: box)
                for offset in 0...message.count {
                    guard let caret = BigTextRenderer.caret(layout, box: box, offset: offset) else {
                        // Only text cut off for want of room may have no caret.
                        #expect(layout.truncated, "no caret for \(message.debugDescription) in \(box) at \(offset)")
                        break
                    }
                    let inside =
                        (0..<box.width).contains(caret.column) && caret.row >= 0
                        && caret.row + caret.height <= box.height ?? .max
                    #expect(inside, "\(message.debugDescription) in \(box) at \(offset): \(caret)")
                    if !inside { break }
                }
            }
        }
    }

    @Test(arguments: ["x\n", "Hi\n\n", "\n"])
    func afterATrailingLineBreakTheCaretIsOnTheNewEmptyLine(text: String) throws {
        let box = Box(width: 40, height: 20)
        let layout = Engines.builtin.layout(text, in: box)
        let end = try #require(
            BigTextRenderer.caret(layout, box: box, offset: text.count), "the caret must not vanish after Alt-Enter")
        let start = try #require(BigTextRenderer.caret(layout, box: box, offset: 0))
        #expect(end.row >= start.row + start.height)
    }

    @Test(arguments: ["Hi!", "Hello", "W", "a b"])
    func atTheEndTheCaretIsRightOfTheLastGlyph(text: String) throws {
        let box = Box(width: 60, height: 12)
        let layout = Engines.builtin.layout(text, in: box)
        let caret = try #require(BigTextRenderer.caret(layout, box: box, offset: text.count))
        let ink = Self.ink(Self.picture(layout, box: box), rows: caret.row..<(caret.row + caret.height))
        #expect(!ink.isEmpty, "the caret spans the rows of its line")
        #expect(caret.column > ink.max() ?? .max)
    }

    @Test(arguments: ["Hi!", "Hello", "W", "a b"])
    func atTheStartTheCaretIsLeftOfTheFirstGlyph(text: String) throws {
        let box = Box(width: 60, height: 12)
        let layout = Engines.builtin.layout(text, in: box)
        let caret = try #require(BigTextRenderer.caret(layout, box: box, offset: 0))
        let ink = Self.ink(Self.picture(layout, box: box), rows: caret.row..<(caret.row + caret.height))
        #expect(caret.column <= ink.min() ?? .min)
    }

    @Test func aLineBreakMovesTheCaretToTheNextLinesRows() throws {
        let box = Box(width: 40, height: 20)
        let layout = Engines.builtin.layout("ab\ncd", in: box)
        let first = try #require(BigTextRenderer.caret(layout, box: box, offset: 1))
        let endOfFirst = try #require(BigTextRenderer.caret(layout, box: box, offset: 2))
        let startOfSecond = try #require(BigTextRenderer.caret(layout, box: box, offset: 3))
        #expect(endOfFirst.row == first.row)
        #expect(startOfSecond.row >= first.row + first.height)
        #expect(startOfSecond.column < endOfFirst.column, "back at the left of the second line")
    }

    @Test func aWrappedLineMovesTheCaretDownToo() throws {
        let text = "hello world"
        let box = Box(width: 30, height: 24)
        let layout = Engines.builtin.layout(text, in: box)
        try #require(layout.lines.count == 2, "the box is narrow enough to wrap between the words")
        let picture = Self.picture(layout, box: box)
        let start = try #require(BigTextRenderer.caret(layout, box: box, offset: 0))
        let world = try #require(BigTextRenderer.caret(layout, box: box, offset: 6))
        #expect(world.row >= start.row + start.height)
        let worldInk = Self.ink(picture, rows: world.row..<(world.row + world.height))
        #expect(!worldInk.isEmpty)
        #expect(world.column <= worldInk.min() ?? .min, "before the w of world")
    }

    @Test func plainTextPutsTheCaretOnItsCharacter() throws {
        let box = Box(width: 12, height: 1)
        let layout = Engines.builtin.layout("Hello", in: box)
        try #require(layout.mode == .text, "a one-row box leaves no room for glyphs")
        let row = try #require(BigTextRenderer.lines(layout, box: box).first)
        let start = try #require(BigTextRenderer.caret(layout, box: box, offset: 0))
        #expect(Array(row)[start.column] == "H")
        let end = try #require(BigTextRenderer.caret(layout, box: box, offset: 5))
        #expect(end.column == start.column + 5)
    }
}
