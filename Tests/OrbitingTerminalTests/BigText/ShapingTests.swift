import Foundation
import Testing

@testable import OrbitingTerminal

/// Hindi and Bengali are shaped exactly as HarfBuzz's own `hb-shape` shapes them.
@Suite struct ShapingTests {
    static let hbShape = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let words: [(text: String, language: String)] = [
        ("नमस्ते", "hi"), ("स्त्री", "hi"), ("किताब", "hi"), ("हिन्दी", "hi"), ("प्यार", "hi"), ("क्षमा", "hi"),
        ("धर्म", "hi"), ("বাংলা", "bn"), ("অন্য", "bn"), ("ক্ষমা", "bn"), ("কিছু", "bn"), ("স্কুল", "bn"),
        ("নমস্কার", "bn"), ("রাষ্ট্র", "bn"),
    ]

    /// The word's glyphs as our engine draws them, the face they come from and their total advance.
    static func engineGlyphs(_ word: String, engine: BigTextEngine) throws -> (
        glyphs: [UInt32], face: OutlineFace, advance: Int
    ) {
        let fonts = try #require(engine.outlineFonts)
        let shaper = OutlineShaper(fonts: fonts, fallback: GlyphShaper(font: engine.font))
        let clusters = shaper.shape(Substring(word))
        let faces = Set(clusters.flatMap(\.glyphs).map(\.face))
        #expect(faces.count == 1, "\(word) came from \(faces.count) faces")
        let face = fonts.face(try #require(faces.first))
        return (clusters.flatMap(\.glyphs).map(\.glyph), face, clusters.reduce(0) { $0 + $1.width })
    }

    /// `hb-shape`'s glyph ids and total advance for `word` in `face`'s file, at the same scale.
    static func referenceGlyphs(_ word: String, language: String, face: OutlineFace, tool: String) throws
        -> (glyphs: [UInt32], advance: Int)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [
            "--font-file=\(face.path)", "--face-index=\(face.index)", "--language=\(language)",
            "--font-size=\(OutlineFace.unitsPerEm)", "--no-glyph-names", "--no-clusters", word,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // `[215+971|269@-20,0+1231|…]`: glyph id, optional offsets, advance.
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var glyphs: [UInt32] = [], advance = 0
        for item in text.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: "|") {
            let parts = item.split(separator: "+")
            let id = parts.first.map { $0.split(separator: "@")[0] } ?? ""
            glyphs.append(UInt32(id) ?? UInt32.max)
            advance += parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        }
        return (glyphs, advance)
    }

    @Test(.needsOutlineFonts)
    func hindiAndBengaliMatchHbShape() throws {
        let tool = try #require(
            Self.hbShape, "hb-shape is not installed (scripts/install-deps --tests installs libharfbuzz-bin)")
        let engine = try #require(Engines.outline)
        for (word, language) in Self.words {
            let ours = try Self.engineGlyphs(word, engine: engine)
            let reference = try Self.referenceGlyphs(word, language: language, face: ours.face, tool: tool)
            #expect(ours.glyphs == reference.glyphs, "\(word) in \(ours.face.family)")
            #expect(ours.advance == reference.advance, "\(word) in \(ours.face.family)")
        }
    }

    /// Shaping is not code point by code point: a conjunct is fewer glyphs than its scalars,
    /// and no virama is drawn on its own.
    @Test(.needsOutlineFonts)
    func conjunctsAreNotDrawnPieceByPiece() throws {
        let engine = try #require(Engines.outline)
        for word in ["स्त", "অন্য", "क्ष"] {
            let ours = try Self.engineGlyphs(word, engine: engine)
            let unshaped = word.unicodeScalars.compactMap { ours.face.glyph(for: $0) }
            #expect(ours.glyphs != unshaped, "\(word) was drawn code point by code point")
        }
    }

    @Test(.needsOutlineFonts)
    func explainReportsShapingAndFamilies() throws {
        let engine = try #require(Engines.outline)
        let layout = engine.layout("Hi नमस्ते", in: Box(width: 80, height: 24))
        #expect(layout.shaped)
        #expect(layout.families == ["Noto Sans", "Noto Sans Devanagari"])
        let pixel = try #require(Engines.unifont).layout("Hi", in: Box(width: 80, height: 24))
        #expect(!pixel.shaped)
        #expect(pixel.families == ["unifont"])
    }
}
