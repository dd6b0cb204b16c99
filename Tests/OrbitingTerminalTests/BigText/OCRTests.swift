import Foundation
import Testing
@testable import OrbitingTerminal

/// Frames read back by OCR: pictures of the block letters (each sub-pixel a square block of
/// the picture) are read by Tesseract, and the character error rate stays low in every script.
@Suite(.serialized) struct OCRTests {
    static let tesseract = ["/usr/bin/tesseract", "/usr/local/bin/tesseract"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Short messages for a 100×30 box, their Tesseract language and the CER allowed (the
    /// issue's bar: 0.10 for English and German, 0.15 for the others).
    static let messages: [(language: String, text: String, allowed: Double)] = [
        ("eng", "Back in five minutes", 0.10),
        ("eng", "Please speak slowly", 0.10),
        ("deu", "Wir sind gleich zurück", 0.10),
        ("deu", "Bitte leise sprechen", 0.10),
        ("hin", "नमस्ते दोस्तों", 0.15),
        ("hin", "कृपया धीरे बोलिए", 0.15),
        ("ben", "আমি একটু পরে আসছি", 0.15),
        ("jpn", "会議中です", 0.15),
    ]

    /// The frame as a PGM picture: each sub-pixel `scale` picture pixels square, black on white,
    /// with a white border.
    static func picture(_ pixels: FramePixels, scale: Int, border: Int = 24) -> Data {
        let width = pixels.width * scale + 2 * border, height = pixels.height * scale + 2 * border
        var bytes = [UInt8](repeating: 255, count: width * height)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] {
                for dy in 0..<scale {
                    let row = (border + y * scale + dy) * width + border + x * scale
                    for dx in 0..<scale { bytes[row + dx] = 0 }
                }
            }
        }
        return Data("P5\n\(width) \(height)\n255\n".utf8) + Data(bytes)
    }

    /// What Tesseract reads in the picture.
    static func read(_ picture: Data, language: String, tool: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("orbiting-ocr-\(UUID().uuidString).pgm")
        try picture.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [file.path, "stdout", "-l", language, "--psm", "6"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Text compared by code points: runs of white space count as one space (none for
    /// Japanese, which has no spaces between words).
    static func normalized(_ text: String, language: String) -> [Unicode.Scalar] {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        return Array(words.joined(separator: language == "jpn" ? "" : " ").unicodeScalars)
    }

    /// Edit distance over code points, divided by the expected length.
    static func characterErrorRate(expected: String, read: String, language: String) -> Double {
        let a = normalized(expected, language: language), b = normalized(read, language: language)
        guard !a.isEmpty else { return b.isEmpty ? 0 : 1 }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return Double(previous[b.count]) / Double(a.count)
    }

    /// The CER of `text` fitted into `box` and drawn in half blocks.
    /// With `scale`, each sub-pixel is that many picture pixels square; without, a text line
    /// is about 80 picture pixels tall (Tesseract's favourite letter size).
    static func errorRate(_ text: String, language: String, box: Box, engine: BigTextEngine, tool: String,
                          scale fixedScale: Int? = nil) throws -> Double {
        let layout = engine.layout(text, in: box)
        let pixels = FramePixels(BigTextRenderer.cells(layout, box: box), style: .half)
        let scale = fixedScale ?? max(1, 80 / max(1, layout.size))
        let read = try read(picture(pixels, scale: scale), language: language, tool: tool)
        return characterErrorRate(expected: text, read: read, language: language)
    }

    @Test func errorRateCountsEditsByCodePoint() {
        #expect(Self.characterErrorRate(expected: "abcd", read: "abxd", language: "eng") == 0.25)
        #expect(Self.characterErrorRate(expected: "a b", read: "a\n\nb ", language: "eng") == 0)
        #expect(Self.characterErrorRate(expected: "会議中です", read: "会 議 中 で す", language: "jpn") == 0)
    }

    @Test(.enabled(if: Engines.outline != nil, Engines.noOutline))
    func shortMessagesReadBackInEveryScript() throws {
        guard let tool = Self.tesseract else {
            print("OCRTests: tesseract is not installed (scripts/install-deps installs tesseract-ocr); skipped")
            return
        }
        let engine = try #require(Engines.outline)
        for (language, text, allowed) in Self.messages {
            let rate = try Self.errorRate(text, language: language, box: Box(width: 100, height: 30), engine: engine,
                                          tool: tool)
            print("OCR \(language) 100x30 \(text): CER \(rate)")
            #expect(rate <= allowed, "\(language) \(text): CER \(rate) > \(allowed)")
        }
    }

    /// The negative control: Unifont's bitmaps, drawn code point by code point, miss the bar
    /// in the same box, so the test can fail.
    @Test(.enabled(if: Engines.unifont != nil, "Unifont is not installed"))
    func unifontMissesTheBar() throws {
        guard let tool = Self.tesseract else {
            print("OCRTests: tesseract is not installed; skipped")
            return
        }
        let engine = try #require(Engines.unifont)
        var missed = 0
        for (language, text, allowed) in Self.messages {
            let rate = try Self.errorRate(text, language: language, box: Box(width: 100, height: 30), engine: engine,
                                          tool: tool)
            print("OCR unifont \(language) 100x30 \(text): CER \(rate)")
            if rate > allowed { missed += 1 }
        }
        #expect(missed > 0)
    }

    /// A small window (40×12): close up (a terminal cell 8×16 picture pixels, so a half-block
    /// sub-pixel is 8 square) and from across the room (the same picture at a quarter of its
    /// size). Figures printed. The bar (each script within its 100×30 bar + 0.15 close up) is
    /// not met yet: below 8 pixel rows a line the ladder goes to plain text, which this picture
    /// does not draw, and Bengali and Japanese at 8–10 rows are too coarse; issue 11's item 7
    /// (hinted small sizes, plain text only where it reads better from afar) is still open.
    @Test(.enabled(if: Engines.outline != nil, Engines.noOutline))
    func smallWindowFigures() throws {
        guard let tool = Self.tesseract else {
            print("OCRTests: tesseract is not installed; skipped")
            return
        }
        let engine = try #require(Engines.outline)
        for (language, text, allowed) in Self.messages {
            let box = Box(width: 40, height: 12)
            let close = try Self.errorRate(text, language: language, box: box, engine: engine, tool: tool, scale: 8)
            let far = try Self.errorRate(text, language: language, box: box, engine: engine, tool: tool, scale: 2)
            print("OCR \(language) 40x12 \(text): close CER \(close), quarter scale CER \(far)")
            withKnownIssue("small sizes: issue 11, item 7", isIntermittent: true) {
                #expect(close <= allowed + 0.15, "\(language) \(text) close up: CER \(close)")
            }
        }
    }
}
