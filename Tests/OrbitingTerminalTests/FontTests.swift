import Foundation
import Testing

@testable import OrbitingTerminal

@Suite struct UnifontTests {
    /// Every line of the file, parsed the slow, obvious way.
    static func naiveTable() throws -> [UInt32: String] {
        let text = try String(contentsOfFile: Unifont.defaultDirectory + "/unifont.hex", encoding: .utf8)
        var table: [UInt32: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":")
            if parts.count == 2, let code = UInt32(parts[0], radix: 16) { table[code] = String(parts[1]) }
        }
        return table
    }

    static func rows(fromHex hex: String) -> [String] {
        let digitsPerRow = hex.count / 16
        let characters = Array(hex)
        return (0..<16).map { row in
            let digits = String(characters[(row * digitsPerRow)..<((row + 1) * digitsPerRow)])
            let value = UInt64(digits, radix: 16) ?? 0
            let width = digitsPerRow * 4
            return String((0..<width).map { value & (1 << UInt64(width - 1 - $0)) != 0 ? "#" : "." })
        }
    }

    @Test func lookupsAgreeWithAFullParseOfTheFile() throws {
        let font = try #require(Unifont())
        let table = try Self.naiveTable()
        #expect(table.count > 50_000)
        let codes = table.keys.sorted()
        var generator = SeededGenerator(seed: 7)
        var sample = [codes.first, codes.last, 0x41, 0x4E2D, 0xAC00, 0x0915, 0x09A8].compactMap { $0 }
        sample += (0..<300).map { _ in codes[Int(generator.next() % UInt64(codes.count))] }
        for code in sample {
            guard let scalar = Unicode.Scalar(code), let hex = table[code] else { continue }
            let glyph = try #require(font.glyph(for: scalar), "U+\(String(code, radix: 16))")
            #expect(glyph.rows == Self.rows(fromHex: hex), "U+\(String(code, radix: 16))")
        }
        // Code points the file lacks are nil, not a neighbour's glyph.
        for code: UInt32 in [0x1F600, 0x10FFFF, 0xE0001] where table[code] == nil {
            #expect(font.glyph(for: Unicode.Scalar(code)!) == nil)
        }
    }

    @Test func wideGlyphsAreSixteenPixels() throws {
        let font = try #require(Unifont())
        #expect(font.glyph(for: "A")?.width == 8)
        #expect(font.glyph(for: "中")?.width == 16)
        #expect(font.glyph(for: "한")?.width == 16)
    }

    @Test func combiningMarksOverlayTheLetterBeforeThem() throws {
        let font = try #require(Unifont())
        let shaper = GlyphShaper(font: font)
        let plain = shaper.shape("q"), marked = shaper.shape("q\u{0301}")
        #expect(!marked.isMissing)
        #expect(marked.width == plain.width)  // the mark adds no width
        #expect(marked.bitmap.pixels.filter { $0 }.count > plain.bitmap.pixels.filter { $0 }.count)
        // A Devanagari vowel sign joins its consonant in place.
        let ka = shaper.shape("क"), ki = shaper.shape("कि")
        #expect(ki.width == ka.width)
        #expect(ki.bitmap != ka.bitmap)
    }

    @Test func aClusterWithoutAGlyphIsABoxAndCounted() throws {
        let engine = try #require(Engines.unifont)
        let layout = engine.layout("Hi 😀 👨‍👩‍👧", in: Box(width: 80, height: 24))
        #expect(layout.missing == 2)
        let box = GlyphShaper(font: engine.font).shape("😀")
        #expect(box.isMissing)
        #expect(box.width == 16)  // two columns, like the emoji itself
        #expect(box.bitmap.hasInk)
    }
}

@Suite struct BuiltinFontTests {
    let font = BuiltinFont()

    @Test func coversPrintableASCIIAndLatin1() {
        let blanks: Set<UInt32> = [0x20, 0xA0]
        for code in Array(0x20...0x7E) + Array(0xA0...0xFF) {
            let scalar = Unicode.Scalar(UInt32(code))!
            let glyph = font.glyph(for: scalar)
            #expect(glyph != nil, "U+\(String(code, radix: 16))")
            #expect(glyph?.height == font.height)
            if !blanks.contains(UInt32(code)) {
                #expect(glyph?.hasInk == true, "U+\(String(code, radix: 16)) is blank")
            }
        }
    }

    @Test func everyPrintableASCIIGlyphIsDistinct() {
        var seen: [Bitmap: Character] = [:]
        for code in 0x21...0x7E {
            let character = Character(Unicode.Scalar(UInt8(code)))
            guard let glyph = font.glyph(for: Unicode.Scalar(UInt8(code))) else { continue }
            #expect(seen[glyph] == nil, "\(character) looks like \(seen[glyph].map(String.init) ?? "")")
            seen[glyph] = character
        }
    }

    @Test func accentedLettersAreTheBaseLetterWithTheAccentAbove() throws {
        let e = try #require(font.glyph(for: "e")), eAcute = try #require(font.glyph(for: "é"))
        let xHeight = BuiltinFont.bodyTop + 2
        // The x-height rows are the plain letter's; the accent adds ink above them.
        #expect(Array(eAcute.rows[xHeight...]) == Array(e.rows[xHeight...]))
        #expect(eAcute.rows[..<xHeight].contains { $0.contains("#") })
        #expect(!e.rows[..<xHeight].contains { $0.contains("#") })
        #expect(eAcute != e)
        // Letters outside Latin-1 compose too (č, ő), and capitals carry the accent higher.
        #expect(font.glyph(for: "č") != nil)
        #expect(font.glyph(for: "Ő") != nil)
        let capital = try #require(font.glyph(for: "É"))
        #expect(capital.rows[0].contains("#") || capital.rows[1].contains("#"))
    }

    @Test func anEngineWithTheBuiltinFontFitsLatinText() {
        let layout = Engines.builtin.layout("Back in 5 min", in: Box(width: 80, height: 24))
        #expect(layout.fontName == "builtin")
        #expect(layout.missing == 0)
        #expect(layout.mode == .glyphs(.half))
        // Scripts it lacks are boxes, counted.
        #expect(Engines.builtin.layout("中文", in: Box(width: 80, height: 24)).missing == 2)
    }

    @Test func theStandardEngineFallsBackWhenUnifontIsMissing() {
        let engine = BigTextEngine.standard(unifontDirectory: "/nonexistent")
        #expect(engine.font.name == "builtin")
    }
}
