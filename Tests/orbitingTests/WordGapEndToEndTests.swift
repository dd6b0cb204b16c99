import Foundation
import OrbitingTestSupport
import Testing

/// `orbiting show` in a small window puts the word gaps where the spaces are, wider than any
/// gap between letters (issue: "Meeting at 3pm in room 4" read "at3 pm" at 45×13).
@Suite struct WordGapEndToEndTests {
    /// The half-block frame as pixels: two a cell, top and bottom.
    static func pixels(_ frame: String) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in frame.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = Array(line)
            rows.append(cells.map { $0 == "▀" || $0 == "█" })
            rows.append(cells.map { $0 == "▄" || $0 == "█" })
        }
        return rows
    }

    /// The inked columns of pixel rows `rows`.
    static func inkedColumns(_ pixels: [[Bool]], rows: Range<Int>) -> [Bool] {
        let width = pixels.map(\.count).max() ?? 0
        return (0..<width).map { x in rows.contains { y in y < pixels.count && x < pixels[y].count && pixels[y][x] } }
    }

    /// The blank runs between the first and the last inked column: (start, length).
    static func gaps(_ inked: [Bool]) -> [(start: Int, length: Int)] {
        guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { return [] }
        var runs: [(Int, Int)] = [], start: Int?
        for x in first...last {
            if !inked[x] {
                start = start ?? x
            } else if let open = start {
                runs.append((open, x - open))
                start = nil
            }
        }
        return runs
    }

    /// The ink's width (first to last inked column), 0 when blank.
    static func inkWidth(_ inked: [Bool]) -> Int {
        guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { return 0 }
        return last - first + 1
    }

    static func explain(_ arguments: [String]) throws -> [String: Any] {
        let result = try OrbitingBinary.run(["show", "--explain", "--render", "blocks"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test(arguments: ["45x13", "45x14", "40x12", "50x15"])
    func wordGapsAreWhereTheSpacesAreAndWiderThanLetterGaps(window: String) throws {
        let message = "Meeting at 3pm in room 4"
        let report = try Self.explain(["--size", window, message])
        let size = try #require(report["size"] as? Int)
        let rows = try #require(report["rows"] as? Int)
        let lineTexts = try #require(report["lineTexts"] as? [String])
        try #require(report["pixels"] as? String == "half", "\(report)")
        let height = try #require(Int(window.split(separator: "x")[1]))

        // Each word alone on a line, at the same size and with the same glyphs (so the same
        // scale): how wide it is drawn by itself.
        let words = message.split(separator: " ").map(String.init)
        let alone = try OrbitingBinary.run(
            [
                "show", "--render", "blocks", "--size", "200x0", "--text-size", String(size),
                words.joined(separator: "\n"),
            ])
        #expect(alone.status == 0, "\(alone.stderr)")
        let alonePixels = Self.pixels(alone.stdout)
        let width = Dictionary(
            zip(
                words,
                words.indices.map {
                    Self.inkWidth(Self.inkedColumns(alonePixels, rows: (2 + $0 * size)..<(2 + ($0 + 1) * size)))
                }),
            uniquingKeysWith: { first, _ in first })

        let shown = try OrbitingBinary.run(["show", "--render", "blocks", "--size", window, message])
        #expect(shown.status == 0, "\(shown.stderr)")
        let pixels = Self.pixels(shown.stdout)
        let top = 2 * (1 + (height - 2 - rows) / 2)
        var seen = ""
        for (number, text) in lineTexts.enumerated() {
            let lineWords = text.split(separator: " ").map(String.init)
            let inked = Self.inkedColumns(pixels, rows: (top + number * size)..<(top + (number + 1) * size))
            let gaps = Self.gaps(inked)
            // The widest gaps, one fewer than the words, are the word gaps; each is wider than
            // every other gap, and what they cut apart are the words.
            let byWidth = gaps.sorted { $0.length > $1.length }
            let wordGaps = byWidth.prefix(lineWords.count - 1).sorted { $0.start < $1.start }
            if lineWords.count > 1, byWidth.count >= lineWords.count {
                let letterGaps = byWidth.dropFirst(lineWords.count - 1).map(\.length)
                #expect(
                    byWidth[lineWords.count - 2].length > byWidth[lineWords.count - 1].length,
                    "\(window) \(text.debugDescription): word gaps \(wordGaps.map(\.length)), letter gaps \(letterGaps)"
                )
            }
            guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { continue }
            var start = first
            var chunks: [Int] = []
            for gap in wordGaps {
                chunks.append(gap.start - start)
                start = gap.start + gap.length
            }
            chunks.append(last + 1 - start)
            let expected = lineWords.map { width[$0] ?? 0 }
            let close = chunks.count == expected.count && zip(chunks, expected).allSatisfy { abs($0 - $1) <= 1 }
            #expect(close, "\(window) \(text.debugDescription): pieces \(chunks) wide, words alone \(expected)")
            seen += text + " "
        }
        #expect(seen.split(separator: " ").joined(separator: " ") == message)
    }
}
