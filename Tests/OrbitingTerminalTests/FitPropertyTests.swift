import OrbitingText
import Testing

@testable import OrbitingTerminal

/// The fit is maximal, monotonic and never leaves its box, over generated messages.
@Suite struct FitPropertyTests {
    static let messages = MessageCorpus.messages(count: 220)

    /// The size a layout stands for on one scale: text mode is below every glyph size.
    private func rank(_ layout: BigTextLayout) -> Int {
        if case .text = layout.mode { return 0 }
        return layout.size
    }

    @Test(arguments: FittedFont.allCases, [PixelStyle.half, .quadrant, .braille])
    func fitIsMaximal(font: FittedFont, style: PixelStyle) throws {
        let engine = try #require(font.engine, font.absence)
        let options = FitOptions(style: style)
        var glyphLayouts = 0
        for message in Self.messages {
            for box in MessageCorpus.boxes where box.height != nil {
                let layout = engine.layout(message, in: box, options: options)
                guard case .glyphs = layout.mode else {
                    // Text mode: not even the smallest glyph size fits, with words broken or whole.
                    let smallest = engine.minimumSize(for: message)
                    #expect(
                        engine.measure(message, size: smallest, in: box, options: options, breakWords: true) == nil,
                        "\(message) in \(box)")
                    continue
                }
                glyphLayouts += 1
                let broken = layout.wordsBroken
                #expect(
                    engine.measure(message, size: layout.size, in: box, options: options, breakWords: broken) != nil,
                    "size \(layout.size) should fit: \(message) in \(box)")
                #expect(
                    engine.measure(message, size: layout.size + 1, in: box, options: options, breakWords: broken)
                        == nil,
                    "size \(layout.size + 1) fits too: \(message) in \(box)")
                if broken {
                    let smallest = engine.minimumSize(for: message)
                    #expect(
                        engine.measure(message, size: smallest, in: box, options: options, breakWords: false) == nil,
                        "words were broken though they fit whole: \(message) in \(box)")
                }
            }
        }
        #expect(glyphLayouts > 500)
    }

    @Test(arguments: FittedFont.allCases)
    func biggerBoxNeverGivesSmallerText(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        let growing: [Box] = [
            Box(width: 8, height: 2), Box(width: 20, height: 6), Box(width: 40, height: 10),
            Box(width: 80, height: 24), Box(width: 120, height: 40), Box(width: 200, height: 50),
        ]
        for message in Self.messages {
            var previous = -1
            for box in growing {
                let layout = engine.layout(message, in: box)
                #expect(rank(layout) >= previous, "\(message): \(box) gave \(rank(layout)) after \(previous)")
                previous = rank(layout)
            }
            // Growing only one dimension never shrinks the text either.
            let wide = engine.layout(message, in: Box(width: 160, height: 24))
            let narrow = engine.layout(message, in: Box(width: 80, height: 24))
            #expect(rank(wide) >= rank(narrow), "\(message)")
        }
    }

    @Test(arguments: FittedFont.allCases, PixelStyle.allCases)
    func framesNeverLeaveTheirBox(font: FittedFont, style: PixelStyle) throws {
        let engine = try #require(font.engine, font.absence)
        for (index, message) in Self.messages.enumerated() where index % 2 == 0 {
            for box in MessageCorpus.boxes {
                let layout = engine.layout(message, in: box, options: FitOptions(style: style))
                let cells = BigTextRenderer.cells(layout, box: box)
                if let height = box.height { #expect(cells.count == height) }
                #expect(cells.allSatisfy { $0.count == box.width })
                let lines = BigTextRenderer.lines(layout, box: box)
                if let height = box.height { #expect(lines.count <= height) }
                for line in lines {
                    #expect(DisplayWidth.of(line) <= box.width, "\(message) in \(box): \(line)")
                }
            }
        }
    }

    @Test(arguments: FittedFont.allCases)
    func forcedSizeOverflowingIsClippedToTheBox(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        let box = Box(width: 30, height: 8)
        let layout = engine.layout("Forced to be huge", in: box, options: FitOptions(forcedSize: 40))
        #expect(layout.size == 40)
        #expect(!layout.fits)
        #expect(layout.rows > 8)
        #expect(BigTextRenderer.cells(layout, box: box).count == 8)
        // Unbounded, the whole block is drawn: its rows are the layout's rows plus the margins.
        let unbounded = Box(width: 30, height: nil)
        let tall = engine.layout("Forced to be huge", in: unbounded, options: FitOptions(forcedSize: 40))
        #expect(BigTextRenderer.cells(tall, box: unbounded).count == tall.rows + 2 * tall.margin)
    }

    @Test(arguments: FittedFont.allCases)
    func chineseWithoutSpacesReachesTheSizeOfLatinOfTheSameWidth(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        // Twelve ideographs are as wide as 24 Latin letters; give both the same box.
        let chinese = "我们今天晚上一起去吃饭好吗"
        let latin = "Shall we go out for a meal"
        #expect(DisplayWidth.of(chinese) == DisplayWidth.of(latin))
        for box in [Box(width: 80, height: 24), Box(width: 60, height: 30), Box(width: 120, height: 20)] {
            let c = engine.layout(chinese, in: box), l = engine.layout(latin, in: box)
            guard case .glyphs = c.mode, case .glyphs = l.mode else {
                Issue.record("both should be glyphs in \(box)")
                continue
            }
            // Compare the drawn height of one font pixel: size over line height.
            let chineseScale = Double(c.size) / Double(c.fontHeight)
            let latinScale = Double(l.size) / Double(l.fontHeight)
            #expect(chineseScale >= 0.7 * latinScale, "\(box): chinese \(chineseScale), latin \(latinScale)")
            #expect(c.lines.count > 1 || l.lines.count == 1)
        }
    }

    @Test(arguments: FittedFont.allCases)
    func aWordIsBrokenOnlyWhenNoSizeFitsItWhole(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        let word = "Donaudampfschifffahrt"
        let roomy = engine.layout("Hi " + word, in: Box(width: 200, height: 50))
        #expect(!roomy.wordsBroken)
        let tight = engine.layout(word, in: Box(width: 30, height: 20))
        #expect(tight.wordsBroken)
        #expect(tight.lines.count > 1)
    }

    @Test(arguments: FittedFont.allCases)
    func tinyAndEmptyBoxesAndMessagesNeverTrap(font: FittedFont) throws {
        let engine = try #require(font.engine, font.absence)
        for box in [
            Box(width: 1, height: 1), Box(width: 0, height: 0), Box(width: -5, height: -5), Box(width: 1, height: nil),
        ] {
            for message in ["", " ", "\n\n", "W", "中", "😀", String(repeating: "x", count: 500)] {
                let layout = engine.layout(message, in: box)
                let lines = BigTextRenderer.lines(layout, box: box)
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= max(1, box.width) })
            }
        }
        let empty = engine.layout("", in: Box(width: 80, height: 24))
        #expect(empty.lines.isEmpty)
        #expect(BigTextRenderer.lines(empty, box: Box(width: 80, height: 24)).isEmpty)
    }

    @Test func plainTextIsCutWithAnEllipsisWhenEvenItOverflows() throws {
        let engine = try #require(Engines.unifont)
        let message = (1...80).map { "word\($0)" }.joined(separator: " ")
        let box = Box(width: 20, height: 4)
        let layout = engine.layout(message, in: box, options: FitOptions(margin: 0))
        #expect(layout.mode == .text)
        #expect(layout.truncated)
        let lines = BigTextRenderer.lines(layout, box: box)
        #expect(lines.count == 4)
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(lines.first.map { String($0.drop { $0 == " " }) }?.hasPrefix("word1 word2") == true)
    }
}
