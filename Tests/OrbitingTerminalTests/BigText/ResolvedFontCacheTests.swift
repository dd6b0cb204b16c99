import Foundation
import Testing
@testable import OrbitingTerminal
import OrbitingTestSupport

/// The primary font fontconfig resolved is remembered between runs, and forgotten when the
/// font configuration changes.
@Suite struct ResolvedFontCacheTests {
    @Test func anEntryIsKeptUntilTheConfigurationChanges() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let font = try #require(["/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
                                 "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]
            .first { FileManager.default.fileExists(atPath: $0) }, "no Noto Sans or DejaVu Sans installed")
        let home = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let cache = ResolvedFontCache(directory: directory, environment: ["HOME": home])
        #expect(cache.entry(for: "Some Sans:bold") == nil)
        let entry = ResolvedFontCache.Entry(path: font, index: 0, family: "Some Sans")
        cache.store(entry, for: "Some Sans:bold")
        cache.store(ResolvedFontCache.Entry(path: font, index: 0, family: "Other"), for: "Other")
        #expect(cache.entry(for: "Some Sans:bold") == entry)
        #expect(cache.entry(for: "Other")?.family == "Other")
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/fonts-v1.tsv")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        // A new user font directory changes the stamp: everything is forgotten.
        try FileManager.default.createDirectory(atPath: home + "/.fonts", withIntermediateDirectories: true)
        #expect(cache.entry(for: "Some Sans:bold") == nil)
        // Another fontconfig file in the environment does too.
        let other = ResolvedFontCache(directory: directory, environment: ["HOME": home, "FONTCONFIG_FILE": "/x.conf"])
        other.store(entry, for: "Some Sans:bold")
        #expect(other.entry(for: "Some Sans:bold") == entry)
        #expect(cache.entry(for: "Some Sans:bold") == nil)
    }

    @Test(.enabled(if: Engines.outline != nil, Engines.noOutline))
    func cachedFontsDrawTheSameAsFreshOnes() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ProcessInfo.processInfo.environment
        let fresh = try #require(OutlineFonts(cacheDirectory: directory, environment: environment))
        let cached = try #require(OutlineFonts(cacheDirectory: directory, environment: environment))
        #expect(cached.primaryFamily == fresh.primaryFamily)
        let box = Box(width: 80, height: 24)
        for text in ["Back in 5", "नमस्ते দোস্ত 会議中です"] {
            let a = BigTextEngine(outline: fresh, fallback: BuiltinFont()).layout(text, in: box)
            let b = BigTextEngine(outline: cached, fallback: BuiltinFont()).layout(text, in: box)
            #expect(BigTextRenderer.lines(a, box: box) == BigTextRenderer.lines(b, box: box))
            #expect(a.families == b.families)
        }
    }
}
