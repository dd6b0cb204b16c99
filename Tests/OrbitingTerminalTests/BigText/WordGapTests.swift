import PropertyBased
import Testing

@testable import OrbitingTerminal

/// Word gaps stay wider than letter gaps: in every fitted block, in every cell style, smooth
/// cells and pictures, the blank pixels between two words are at least one cell column more
/// than the widest blank between two letters of a word.
///
/// The gaps are read from the drawn pixels: each cluster's ink is found by drawing the
/// layout with every other cluster blanked (same advances, same placement), so the test
/// sees where each letter really lands, not where the code meant to put it.
@Suite struct WordGapTests {
    /// How a block is drawn.
    enum Look: String, CaseIterable, CustomStringConvertible {
        case half, full, quadrant, sextant, braille, smooth, picture

        var options: FitOptions {
            var options = FitOptions(style: .half, margin: 1)
            switch self {
            case .half: break
            case .full: options.style = .full
            case .quadrant: options.style = .quadrant
            case .sextant: options.style = .sextant
            case .braille: options.style = .braille
            case .smooth: options.antialiased = true
            case .picture: options.cellPixels = CellPixels(width: 10, height: 20)
            }
            return options
        }

        var description: String { rawValue }
    }

    /// The ink columns (canvas pixels) of each cluster of each line; nil for a blank cluster.
    static func clusterInk(_ layout: BigTextLayout) -> [[Range<Int>?]] {
        guard let grid = layout.mode.grid else { return [] }
        let longest = layout.lines.map(\.clusters.count).max() ?? 0
        var ink = layout.lines.map { [Range<Int>?](repeating: nil, count: $0.clusters.count) }
        for position in 0..<longest {
            var masked = layout
            masked.paragraphs = layout.paragraphs.enumerated().map { number, clusters in
                clusters.enumerated().map { index, cluster in
                    let keep = layout.lines.contains {
                        $0.paragraph == number && $0.clusters.lowerBound + position == index
                            && $0.clusters.contains(index)
                    }
                    return keep ? cluster : blanked(cluster)
                }
            }
            let canvas = BigTextRenderer.blockCanvas(masked, grid: grid, rows: layout.rows)
            for (number, line) in layout.lines.enumerated() where position < line.clusters.count {
                let rows = (number * layout.size)..<min(canvas.height, (number + 1) * layout.size)
                ink[number][position] = inkColumns(canvas, rows: rows)
            }
        }
        return ink
    }

    /// `cluster` with nothing drawn: the same advance and ink band, no glyphs.
    static func blanked(_ cluster: ShapedCluster) -> ShapedCluster {
        if cluster.glyphs.isEmpty && cluster.bitmapPlacement == nil {
            return ShapedCluster(
                character: cluster.character,
                bitmap: Bitmap(width: cluster.bitmap.width, height: cluster.bitmap.height),
                breakClass: cluster.breakClass, isMissing: cluster.isMissing)
        }
        return ShapedCluster(
            character: cluster.character, glyphs: [], width: cluster.width, inkRows: cluster.inkRows,
            breakClass: cluster.breakClass, isMissing: cluster.isMissing)
    }

    /// The columns from the first to the last with any ink in `rows`; nil when none has.
    static func inkColumns(_ canvas: PixelCanvas, rows: Range<Int>) -> Range<Int>? {
        var first: Int?, last = 0
        for y in rows {
            for x in 0..<canvas.width where canvas.pixels[y * canvas.width + x] > 0 {
                first = min(first ?? x, x)
                last = max(last, x)
            }
        }
        return first.map { $0..<(last + 1) }
    }

    /// The blank pixels between letters of a word and between words, over the whole block.
    static func gaps(_ layout: BigTextLayout) -> (letters: [Int], words: [Int]) {
        let ink = clusterInk(layout)
        var letters: [Int] = [], words: [Int] = []
        for (number, line) in layout.lines.enumerated() {
            let clusters = layout.paragraphs[line.paragraph][line.clusters]
            var previous: Range<Int>?, spaced = false
            for (cluster, columns) in zip(clusters, ink[number]) {
                if cluster.character.isWhitespace {
                    spaced = true
                    continue
                }
                guard let columns else { continue }
                if let previous {
                    if spaced {
                        words.append(columns.lowerBound - previous.upperBound)
                    } else {
                        letters.append(columns.lowerBound - previous.upperBound)
                    }
                }
                previous = columns
                spaced = false
            }
        }
        return (letters, words)
    }

    /// What is wrong with the gaps of `text` fitted to `box` in `look`, or nil.
    static func problem(_ text: String, box: Box, look: Look, engine: BigTextEngine) -> String? {
        let layout = engine.layout(text, in: box, options: look.options)
        guard let grid = layout.mode.grid else { return nil }  // plain text: the terminal spaces it
        let (letters, words) = gaps(layout)
        let widestLetterGap = max(0, letters.max() ?? 0)
        let situation = "\(text.debugDescription) in \(box.width)x\(box.height ?? 0) \(look), size \(layout.size)"
        if let narrowest = words.min(), narrowest < widestLetterGap + grid.columnsPerCell {
            return "\(situation): a word gap of \(narrowest) px beside a letter gap of \(widestLetterGap) px"
        }
        let ink = clusterInk(layout).joined().compactMap { $0 }
        if let right = ink.map(\.upperBound).max(),
            right > max(layout.inner.width, layout.columns) * grid.columnsPerCell
        {
            return "\(situation): ink reaches pixel \(right), past the block"
        }
        return nil
    }

    static let wordCharacters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:!?'-")

    static func message(seed: Int) -> (String, Box, Look) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let words = (0..<(2 + Int(generator.next() % 6))).map { _ in
            String(
                (0..<(1 + Int(generator.next() % 7))).map { _ in
                    wordCharacters[Int(generator.next() % UInt64(wordCharacters.count))]
                })
        }
        let box = Box(width: 20 + Int(generator.next() % 140), height: 5 + Int(generator.next() % 45))
        let look = Look.allCases[Int(generator.next() % UInt64(Look.allCases.count))]
        return (words.joined(separator: " "), box, look)
    }

    /// The issue's example, in the window it was seen in, in every look.
    @Test(.needsOutlineFonts, arguments: Look.allCases)
    func theMeetingAtThreeHasItsWordGaps(look: Look) throws {
        let engine = try #require(Engines.outline)
        for box in [Box(width: 45, height: 13), Box(width: 45, height: 14), Box(width: 40, height: 12)] {
            let problem = Self.problem("Meeting at 3pm in room 4", box: box, look: look, engine: engine)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    /// Every size a window gives, with random words, in a random look.
    @Test(.needsOutlineFonts)
    func wordGapsAreWiderThanLetterGapsAtEverySize() async throws {
        let engine = try #require(Engines.outline)
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            let (text, box, look) = Self.message(seed: seed)
            let problem = Self.problem(text, box: box, look: look, engine: engine)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    /// The pixel look (Unifont's bitmaps, resampled) keeps them too.
    @Test(.needsUnifont)
    func unifontKeepsWordGapsWiderThanLetterGaps() async throws {
        let engine = try #require(Engines.unifont)
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            let (text, box, look) = Self.message(seed: seed)
            let problem = Self.problem(text, box: box, look: look, engine: engine)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }
}
