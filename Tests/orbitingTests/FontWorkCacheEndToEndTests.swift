import Foundation
import OrbitingTestSupport
import Testing

/// A message shown before is drawn from the font work cache: the same frame, without loading
/// HarfBuzz or FreeType (the dynamic loader's own report, `LD_DEBUG=libs`, names every library
/// it opens), and the same again when the cache is gone.
@Suite struct FontWorkCacheEndToEndTests {
    let home = StoreHome()

    static let haveFonts = [
        "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]
    .contains { FileManager.default.fileExists(atPath: $0) }

    @Test(.needsOutlineFonts)
    func aMessageShownBeforeLoadsNoFontLibraryAndLooksTheSame() throws {
        let loader = ["LD_DEBUG": "libs"]
        for message in ["Back in 5 min", "Café, naïve façade", "Hi"] {
            let arguments = ["show", "--size", "80x24", message]
            try? FileManager.default.removeItem(atPath: home.root + "/cache")
            let first = try home.run(arguments, environment: loader)
            #expect(first.status == 0)
            #expect(first.stderr.contains("libharfbuzz"), "the first show ever shapes with HarfBuzz")
            let again = try home.run(arguments, environment: loader)
            #expect(again.status == 0)
            #expect(again.stdout == first.stdout, "\(message)")
            #expect(!again.stderr.contains("libharfbuzz") && !again.stderr.contains("libfreetype"), "\(message)")
            try FileManager.default.removeItem(atPath: home.root + "/cache/glyphs-v1.bin")
            let without = try home.run(arguments)
            #expect(without.stdout == first.stdout, "\(message)")
        }
    }

    /// After a first show, a message never shown before in common Latin characters is shaped
    /// by the Latin shaping table: HarfBuzz is not loaded, and the frame is the one HarfBuzz
    /// draws (a show with no cache at all). Text the table declines (a ligature, another
    /// script) still looks the same.
    @Test(.needsOutlineFonts)
    func aMessageNeverShownBeforeIsShapedWithoutHarfBuzzAndLooksTheSame() throws {
        let loader = ["LD_DEBUG": "libs"]
        #expect(try home.run(["show", "--size", "80x24", "Back in 5 min"]).status == 0)
        let fresh = StoreHome()
        let latin = ["Back ni 5 min", "Bin gleich zurück!", "¿Dónde está? À bientôt", "Total: 50 € – “quiet”"]
        for message in latin + ["office fluff", "Ωmega 会議"] {
            let arguments = ["show", "--size", "80x24", message]
            let new = try home.run(arguments, environment: loader)
            #expect(new.status == 0)
            if latin.contains(message) {
                #expect(!new.stderr.contains("libharfbuzz"), "\(message)")
            }
            try? FileManager.default.removeItem(atPath: fresh.root + "/cache")
            let harfBuzz = try fresh.run(arguments)
            #expect(new.stdout == harfBuzz.stdout, "\(message)")
        }
    }

    /// The cache keeps how a paragraph was shaped, never its words: `show` writes nothing
    /// of a message anywhere a person would not expect (the history keeps only the session's).
    @Test(.needsOutlineFonts)
    func theCacheHoldsNoMessageText() throws {
        let message = "Meet Kowalski at gate 12"
        #expect(try home.run(["show", "--size", "80x24", message]).status == 0)
        let file = try Data(contentsOf: URL(fileURLWithPath: home.root + "/cache/glyphs-v1.bin"))
        for word in message.split(separator: " ") where word.count > 3 {
            #expect(file.range(of: Data(word.utf8)) == nil, "\(word) is in the cache file")
        }
    }

    /// Text the primary font does not cover whole (here Japanese) still comes from the
    /// fallback fonts, shown before or not.
    @Test(.needsOutlineFonts)
    func textFromFallbackFontsIsTheSameTheSecondTime() throws {
        let arguments = ["show", "--size", "80x24", "会議中です Back in 5"]
        let first = try home.run(arguments)
        let again = try home.run(arguments)
        #expect(first.status == 0 && again.status == 0)
        #expect(again.stdout == first.stdout)
    }
}
