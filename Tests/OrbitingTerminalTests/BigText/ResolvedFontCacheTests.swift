import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingTerminal

/// The primary font fontconfig resolved is remembered between runs, and forgotten when the
/// font configuration changes.
@Suite struct ResolvedFontCacheTests {
    /// What the executable's bounded reader gives: a regular file's bytes, else nothing.
    static let read: FontCacheReader = { path, limit in
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        return FileManager.default.contents(atPath: path).map { Array($0) }
    }

    @Test func anEntryIsKeptUntilTheConfigurationChanges() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let font = try #require(
            [
                "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            ]
            .first { FileManager.default.fileExists(atPath: $0) }, "no Noto Sans or DejaVu Sans installed")
        let home = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let cache = ResolvedFontCache(directory: directory, environment: ["HOME": home], read: Self.read)
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
        let other = ResolvedFontCache(
            directory: directory, environment: ["HOME": home, "FONTCONFIG_FILE": "/x.conf"], read: Self.read)
        other.store(entry, for: "Some Sans:bold")
        #expect(other.entry(for: "Some Sans:bold") == entry)
        #expect(cache.entry(for: "Some Sans:bold") == nil)
    }

    @Test(.needsOutlineFonts)
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

    /// A cache file written by hand (or by an attacker) with entries naming a FIFO, an endless
    /// device, a relative path and a directory: none is used, so nothing hangs or reads without end.
    @Test func entriesNamingSomethingOtherThanAFontFileAreIgnored() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let home = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fifo = directory + "/fifo.ttf"
        #expect(mkfifo(fifo, 0o600) == 0)
        let cache = ResolvedFontCache(directory: directory, environment: ["HOME": home], read: Self.read)
        let lines = [
            "stamp\t" + cache.stamp(), "fifo\t\(fifo)\t0\tF", "zero\t/dev/zero\t0\tZ",
            "relative\tfonts/x.ttf\t0\tR", "folder\t\(directory)\t0\tD",
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: directory + "/fonts-v1.tsv", atomically: true, encoding: .utf8)
        for pattern in ["fifo", "zero", "relative", "folder"] {
            #expect(cache.entry(for: pattern) == nil, "\(pattern)")
        }
    }

    /// The cache file itself in the hands of a FIFO or `/dev/zero` reads as no cache.
    @Test func aCacheFileThatIsNotARegularFileIsNotRead() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = ResolvedFontCache(directory: directory, environment: [:], read: Self.read)
        #expect(mkfifo(directory + "/fonts-v1.tsv", 0o600) == 0)
        #expect(cache.entry(for: "Sans") == nil)
        try FileManager.default.removeItem(atPath: directory + "/fonts-v1.tsv")
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/fonts-v1.tsv", withDestinationPath: "/dev/zero")
        #expect(cache.entry(for: "Sans") == nil)
    }

    /// However many patterns are asked for, the file keeps the latest few, and a pattern too
    /// long to be a font's name is not kept at all.
    @Test func theFileStaysSmallWhateverIsAskedFor() throws {
        let directory = TestDirectory.make("fonts")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let font = try #require(
            [
                "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            ]
            .first { FileManager.default.fileExists(atPath: $0) }, "no Noto Sans or DejaVu Sans installed")
        let cache = ResolvedFontCache(directory: directory, environment: [:], read: Self.read)
        for number in 0..<100 {
            cache.store(ResolvedFontCache.Entry(path: font, index: 0, family: "F"), for: "Pattern \(number)")
        }
        cache.store(
            ResolvedFontCache.Entry(path: font, index: 0, family: "F"), for: String(repeating: "x", count: 5000))
        let text = try String(contentsOfFile: directory + "/fonts-v1.tsv", encoding: .utf8)
        let entries = text.split(separator: "\n").dropFirst()
        #expect(entries.count == ResolvedFontCache.maximumEntries)
        #expect(entries.last?.hasPrefix("Pattern 99\t") == true)
        #expect(text.utf8.count < ResolvedFontCache.maximumFileBytes)
        #expect(cache.entry(for: "Pattern 99") != nil)
    }
}
