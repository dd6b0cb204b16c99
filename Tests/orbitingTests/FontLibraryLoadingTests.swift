import Foundation
import Testing

/// The font libraries (HarfBuzz, FreeType, fontconfig) are loaded only when big text is drawn,
/// each when first needed, and `show` still draws (on Unifont) without them.
@Suite struct FontLibraryLoadingTests {
    /// The three libraries by soname, as the binary opens them.
    static let fontLibraries = ["libharfbuzz.so.0", "libfreetype.so.6", "libfontconfig.so.1"]

    /// The shared libraries a run of `orbiting arguments…` initialised, by file name, from the
    /// dynamic loader's own report (`LD_DEBUG=libs`: one "calling init: PATH" line for each
    /// library it loads, at start or through dlopen).
    static func loadedLibraries(
        _ arguments: [String], home: StoreHome,
        environment: [String: String] = [:]
    ) throws -> (Set<String>, RunResult) {
        let result = try home.run(arguments, environment: environment.merging(["LD_DEBUG": "libs"]) { $1 })
        var loaded: Set<String> = []
        for line in result.stderr.split(separator: "\n") {
            guard let range = line.range(of: "calling init: ") else { continue }
            loaded.insert(String(line[range.upperBound...].split(separator: "/").last ?? ""))
        }
        return (loaded, result)
    }

    @Test func versionAndHistoryLoadNoFontLibrary() throws {
        let home = StoreHome()
        _ = try home.add("Back in 5")
        for arguments in [["--version"], ["history"]] {
            let (loaded, result) = try Self.loadedLibraries(arguments, home: home)
            #expect(result.status == 0, "\(arguments)")
            #expect(loaded.contains("libc.so.6"), "the loader's report was read: \(loaded)")
            #expect(loaded.isDisjoint(with: Self.fontLibraries), "\(arguments) loaded \(loaded)")
        }
    }

    /// The first `show` asks fontconfig for the font and keeps its answer; the next one draws
    /// from that font without loading fontconfig at all.
    @Test(.needsNotoSans)
    func showWithAWarmFontCacheDoesNotLoadFontconfig() throws {
        let home = StoreHome()
        let arguments = ["show", "--explain", "--size", "80x24", "Hello"]
        let (cold, first) = try Self.loadedLibraries(arguments, home: home)
        #expect(first.stdout.contains("\"shaped\": true"), "\(first.stdout)")
        #expect(Set(Self.fontLibraries).isSubset(of: cold), "a cold cache asks fontconfig: \(cold)")
        let (warm, second) = try Self.loadedLibraries(arguments, home: home)
        #expect(second.stdout == first.stdout)
        #expect(warm.contains("libharfbuzz.so.0") && warm.contains("libfreetype.so.6"), "\(warm)")
        #expect(!warm.contains("libfontconfig.so.1"), "\(warm)")
    }

    /// As on a system without the libraries: `show` draws with Unifont and says so once.
    @Test func withoutTheFontLibrariesShowFallsBackToUnifontAndSaysSoOnce() throws {
        let home = StoreHome()
        let none = ["ORBITING_OPTIONAL_LIBRARIES": "none"]
        let explained = try home.run(["show", "--explain", "--size", "80x24", "Hi"], environment: none)
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.contains("\"font\": \"unifont\""), "\(explained.stdout)")
        #expect(explained.stdout.contains("\"shaped\": false"), "\(explained.stdout)")
        // The note names what is missing: the libraries, not the fonts.
        #expect(
            explained.stderr.components(
                separatedBy: "could not load libharfbuzz.so.0, libfreetype.so.6, libfontconfig.so.1"
            ).count == 2,
            "\(explained.stderr)")
        #expect(!explained.stderr.contains("no outline font"), "\(explained.stderr)")

        let drawn = try home.run(["show", "--size", "60x12", "Hi"], environment: none)
        #expect(drawn.status == 0)
        #expect(drawn.lines.contains { $0.contains("█") || $0.contains("▀") || $0.contains("▄") })
        #expect(drawn.stderr.components(separatedBy: "could not load").count == 2, "\(drawn.stderr)")

        let (loaded, _) = try Self.loadedLibraries(["show", "--size", "60x12", "Hi"], home: home, environment: none)
        #expect(loaded.isDisjoint(with: Self.fontLibraries), "\(loaded)")
    }
}
