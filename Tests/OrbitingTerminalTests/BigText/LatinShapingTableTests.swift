import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingTerminal

/// The Latin shaping table shapes exactly as HarfBuzz does whatever it agrees to shape,
/// agrees to shape ordinary sentences of the Latin-script languages, and is read back only
/// when it is whole and current.
@Suite(.needsOutlineFonts)
struct LatinShapingTableTests {
    /// The default fonts with no cache: every paragraph shaped by HarfBuzz.
    static let fonts = OutlineFonts()
    /// The table worked out for their primary face.
    static let table: LatinShapingTable? = fonts.flatMap { fonts in
        let face = fonts.face(0)
        return face.hbFont.flatMap { LatinShapingTable.build(hbFont: $0, inkRows: face.inkRows(of:)) }
    }

    /// How HarfBuzz shapes `text` (as `OutlineShaper` does without a work cache).
    static func harfBuzzClusters(_ text: String) throws -> [FontWorkCache.Cluster] {
        let fonts = try #require(Self.fonts)
        #expect(fonts.work == nil)
        let shaper = OutlineShaper(fonts: fonts, fallback: GlyphShaper(font: BuiltinFont()))
        return shaper.shape(Substring(text)).map { cluster in
            FontWorkCache.Cluster(
                width: cluster.width, inkRows: cluster.inkRows, isMissing: cluster.isMissing,
                glyphs: cluster.glyphs.map { FontWorkCache.Glyph(glyph: $0.glyph, x: $0.x, y: $0.y) })
        }
    }

    /// Sentences of the five Latin-script languages Orbiting speaks, and signs people write.
    static let sentences = [
        "Back in 5 min", "Could you please speak a little more slowly? Thank you.",
        "Bin gleich zurück – in 5 Minuten!", "Où est la gare ? À bientôt, Noël", "¿Dónde está el baño? ¡Gracias!",
        "Volto já, não saia daqui", "Tunggu sebentar, saya akan kembali", "Café résumé naïve",
        "Total: 50 € – 2×3 = 6 ½",
        "“Quiet, please” — the library", "ÆØÅ æøå ŒœŸ ÿ ß", "(555) 010-9999 #4 @home 100%",
    ]

    @Test func ordinarySentencesAreShapedByTheTableAsHarfBuzzShapesThem() throws {
        let table = try #require(Self.table)
        #expect(table.entries.count > 150, "the table holds the candidates the font has")
        for sentence in Self.sentences {
            let shaped = try #require(table.clusters(for: Array(sentence)), "the table shapes \"\(sentence)\"")
            #expect(shaped == (try Self.harfBuzzClusters(sentence)), "\(sentence)")
        }
    }

    /// Pseudo-random strings over every candidate (and a few characters that are not):
    /// whatever the table shapes, it shapes as HarfBuzz does, and it declines the rest.
    @Test func whateverTheTableShapesIsShapedAsHarfBuzzShapesIt() throws {
        let table = try #require(Self.table)
        let pool =
            LatinShapingTable.candidates.compactMap(Unicode.Scalar.init).map(Character.init)
            + ["e\u{301}", "α", "ﬁ", "\u{AD}", "会"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var shapedByTable = 0
        for round in 0..<1500 {
            // Short strings from the whole pool, and words from few characters, where pairs repeat.
            let alphabet = round % 3 == 0 ? (0..<6).map { _ in pool[next(pool.count)] } : pool
            let text = (0..<(1 + next(24))).map { _ in alphabet[next(alphabet.count)] }
            guard let shaped = table.clusters(for: text) else { continue }
            shapedByTable += 1
            #expect(shaped == (try Self.harfBuzzClusters(String(text))), "\(String(text).unicodeScalars.map(\.value))")
        }
        #expect(shapedByTable > 300, "the table shapes most such strings")
    }

    @Test func textWithoutALatinLetterOrWithAnUnshapedPairGoesToHarfBuzz() throws {
        let table = try #require(Self.table)
        #expect(table.clusters(for: Array("12:30")) == nil, "digits alone are not shaped as Latin")
        #expect(table.clusters(for: Array("Ωmega")) == nil)
        #expect(table.clusters(for: []) == nil)
        // Pairs HarfBuzz does more with than kerning (here, in the fonts installed, ligatures)
        // are declined: the table never guesses.
        for pair in ["fi", "fl", "ff"] {
            let characters = Array(pair)
            guard let first = table.index(of: characters[0].unicodeScalars.first?.value ?? 0),
                let second = table.index(of: characters[1].unicodeScalars.first?.value ?? 0)
            else { continue }
            let harfBuzz = try Self.harfBuzzClusters(pair)
            let ligated =
                harfBuzz.count != 2 || harfBuzz.contains { $0.glyphs.count != 1 }
                || harfBuzz[0].glyphs[0].glyph != table.entries[first].glyph
                || harfBuzz[1].glyphs[0].glyph != table.entries[second].glyph
            if ligated {
                #expect(table.kerning(first, second) == LatinShapingTable.unshapedPair, "\(pair)")
                #expect(table.clusters(for: characters) == nil, "\(pair)")
            }
        }
    }

    /// The string the table is worked out from holds every ordered pair exactly once.
    @Test(arguments: [1, 2, 3, 7, 40])
    func everyPairFollowsOnce(count: Int) {
        let walk = LatinShapingTable.everyPair(count)
        #expect(walk.count == count * count + 1)
        var seen = [Int](repeating: 0, count: count * count)
        for (first, second) in zip(walk, walk.dropFirst()) { seen[first * count + second] += 1 }
        #expect(seen.allSatisfy { $0 == 1 })
    }

    @Test func theFileReadsBackAsWrittenAndADamagedOneIsNeverTrusted() throws {
        let table = try #require(Self.table)
        let bytes = table.encoded(identity: "identity")
        let decoded = try #require(LatinShapingTable.decode(bytes))
        #expect(decoded.identity == "identity")
        #expect(decoded.table == table)
        for length in stride(from: 0, to: bytes.count, by: 97) {
            #expect(LatinShapingTable.decode(Array(bytes[0..<length])) == nil, "cut at \(length)")
        }
        #expect(LatinShapingTable.decode(bytes + [0]) == nil)
        // An entry for a character that is not a candidate, or a second entry for one.
        var other = table.entries
        other[0].scalar = 0x3042
        let notCandidate = try #require(
            LatinShapingTable(entries: other, kerning: Self.kerning(of: table), locale: "C"))
        #expect(LatinShapingTable.decode(notCandidate.encoded(identity: "x")) == nil)
        other[0].scalar = other[1].scalar
        #expect(LatinShapingTable(entries: other, kerning: Self.kerning(of: table), locale: "C") == nil)
    }

    /// The table's kerning as values.
    static func kerning(of table: LatinShapingTable) -> [Int16] {
        table.entries.indices.flatMap { first in table.entries.indices.map { table.kerning(first, $0) } }
    }

    /// The work cache writes the table beside its own file and serves it to a later run only
    /// for the same font, configuration and locale.
    @Test func theTableIsUsedOnlyForItsFontConfigurationAndLocale() throws {
        let fixture = try FontWorkCacheTests.Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let fonts = try #require(Self.fonts)
        let face = fonts.face(0)
        let hbFont = try #require(face.hbFont)
        let message = Array("Back in 5 min")
        #expect(fixture.cache().latinClusters(for: message) == nil, "no table yet")
        fixture.cache().saveLatinTable(hbFont: hbFont, inkRows: face.inkRows(of:))
        let file = fixture.directory + "/" + LatinShapingTable.fileName
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(fixture.cache().latinClusters(for: message) == (try Self.harfBuzzClusters("Back in 5 min")))
        #expect(fixture.cache(stamp: "another configuration").latinClusters(for: message) == nil)

        // The same table made under another locale (HarfBuzz may pick other glyphs for it).
        let table = try #require(Self.table)
        let identity = try #require(FontWorkCache.currentIdentity(stamp: "stamp", font: fixture.font))
        let foreign = try #require(
            LatinShapingTable(
                entries: table.entries, kerning: Self.kerning(of: table),
                locale: "tr_TR.UTF-8"))
        try Data(foreign.encoded(identity: identity)).write(to: URL(fileURLWithPath: file))
        #expect(fixture.cache().latinClusters(for: message) == nil)
        try Data(table.encoded(identity: identity)).write(to: URL(fileURLWithPath: file))
        #expect(fixture.cache().latinClusters(for: message) != nil)

        // A font file changed since.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)],
            ofItemAtPath: fixture.font.path)
        #expect(fixture.cache().latinClusters(for: message) == nil)
    }
}
