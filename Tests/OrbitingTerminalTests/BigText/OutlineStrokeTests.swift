import PropertyBased
import Testing

@testable import OrbitingTerminal

/// Outline glyphs keep their strokes even and are the same bitmap wherever they appear.
@Suite struct OutlineStrokeTests {
    static let strokeTexts = ["llllllll", "IIIIIIII", "HHHHHH", "mmmmm"]

    /// For each text and size 17…64 (half blocks), whether every run of ink on the middle ink
    /// row has the same width; returns the share of (text, size) pairs where it does.
    static func evenShare(_ engine: BigTextEngine) -> (even: Int, total: Int) {
        var even = 0, total = 0
        for text in strokeTexts {
            for size in 17...64 {
                let box = Box(width: 2_000, height: nil)
                let options = FitOptions(style: .half, margin: 0, alignment: .left, forcedSize: size)
                let layout = engine.layout(text, in: box, options: options)
                let pixels = FramePixels(BigTextRenderer.cells(layout, box: box), style: .half)
                let rows = pixels.inkRows
                total += 1
                guard let first = rows.first, let last = rows.last else { continue }
                let runs = pixels.runs(onRow: (first + last) / 2)
                if !runs.isEmpty && Set(runs).count == 1 { even += 1 }
            }
        }
        return (even, total)
    }

    @Test(.needsOutlineFonts)
    func strokesAreEvenAtEverySize() throws {
        let engine = try #require(Engines.outline)
        let (even, total) = Self.evenShare(engine)
        print("outline: \(even) of \(total) (text, size) pairs draw every stem the same width")
        #expect(even * 100 >= 95 * total, "\(even) of \(total)")
    }

    /// The negative control: Unifont resampled nearest-neighbour fails the same measure, so
    /// the measure can fail.
    @Test(.needsUnifont)
    func unifontResampledFailsTheStrokeMeasure() throws {
        let engine = try #require(Engines.unifont)
        let (even, total) = Self.evenShare(engine)
        print("unifont: \(even) of \(total) (text, size) pairs draw every stem the same width")
        #expect(even * 100 < 95 * total)
    }

    /// Letters apart from each other: every copy of a letter is the same block of pixels.
    static let letters: [Character] = ["H", "I", "E", "m", "o", "x", "w", "b", "d", "p", "q", "g", "n", "u", "k", "z"]

    static func repeatedGlyphsAreIdentical(seed: Int, engine: BigTextEngine) -> String? {
        var generator = SeededGenerator(seed: UInt64(seed))
        let count = 2 + Int(generator.next() % 14)
        let text = (0..<count).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
        let size = 8 + Int(generator.next() % 60)
        let styles: [PixelStyle] = [.half, .full, .quadrant, .sextant, .braille]
        let style = styles[Int(generator.next() % UInt64(styles.count))]
        let message = text.map(String.init).joined(separator: "  ")
        let box = Box(width: 4_000, height: nil)
        let layout = engine.layout(
            message, in: box,
            options: FitOptions(
                style: style, margin: 0, alignment: .left,
                forcedSize: size))
        let pixels = FramePixels(BigTextRenderer.cells(layout, box: box), style: style)
        let groups = pixels.inkColumnGroups
        guard groups.count == text.count else {
            return "\(message) at \(size) \(style): \(groups.count) groups of ink for \(text.count) letters"
        }
        var seen: [Character: [String]] = [:]
        for (letter, columns) in zip(text, groups) {
            let drawn = pixels.slice(columns)
            if let earlier = seen[letter], earlier != drawn {
                return "\(message) at \(size) \(style): two copies of \(letter) differ"
            }
            seen[letter] = drawn
        }
        return nil
    }

    @Test(.needsOutlineFonts)
    func repeatedGlyphsAreBitIdentical() async throws {
        let engine = try #require(Engines.outline)
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
            let problem = Self.repeatedGlyphsAreIdentical(seed: seed, engine: engine)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
