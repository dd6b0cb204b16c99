import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingTerminal

/// What the font libraries worked out for the primary face is kept between runs, read back
/// as it was written, and forgotten when anything it depends on changes; a damaged file is
/// never trusted.
@Suite(.needsOutlineFonts)
struct FontWorkCacheTests {
    /// A copy of the default primary font in a folder of its own (so its time can change),
    /// the cache directory, and the cache's description of the font.
    struct Fixture {
        let directory = TestDirectory.make("work")
        let font: ResolvedFontCache.Entry

        init() throws {
            let fonts = try #require(OutlineFonts())
            let original = fonts.face(0).path
            let copy = directory + "/primary" + (original.hasSuffix(".otf") ? ".otf" : ".ttf")
            try FileManager.default.copyItem(atPath: original, toPath: copy)
            font = ResolvedFontCache.Entry(path: copy, index: 0, family: fonts.primaryFamily)
        }

        var file: String { directory + "/" + FontWorkCache.fileName }

        func cache(stamp: String = "stamp") -> FontWorkCache {
            FontWorkCache(directory: directory, stamp: stamp, font: font, read: ResolvedFontCacheTests.read)
        }
    }

    static let clusters = [
        FontWorkCache.Cluster(
            width: 1200, inkRows: -1400..<20, isMissing: false,
            glyphs: [FontWorkCache.Glyph(glyph: 37, x: 0, y: 0)]),
        FontWorkCache.Cluster(
            width: 500, inkRows: nil, isMissing: false, glyphs: [FontWorkCache.Glyph(glyph: 3, x: 0, y: 0)]),
        FontWorkCache.Cluster(
            width: 900, inkRows: -1000 ..< -3, isMissing: true,
            glyphs: [FontWorkCache.Glyph(glyph: 0, x: -5, y: 12), FontWorkCache.Glyph(glyph: 812, x: 30, y: -7)]),
    ]

    static let raster: GlyphRaster = {
        var bitmap = Bitmap(width: 11, height: 7)
        for (x, y) in [(0, 0), (10, 6), (5, 3), (3, 1), (9, 0)] { bitmap[x, y] = true }
        return GlyphRaster(bitmap: bitmap, left: -2, top: 9)
    }()

    @Test func whatWasKeptIsReadBackAsItWas() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let size = PixelsPerEm(x: 1300, y: 2600)
        let first = fixture.cache()
        #expect(!first.isValid)
        #expect(first.clusters(for: "B i") == nil)
        first.record(Self.clusters, for: "B i")
        first.record(Self.raster, glyph: 37, size: size)
        first.save()
        let attributes = try FileManager.default.attributesOfItem(atPath: fixture.file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        let again = fixture.cache()
        #expect(again.isValid)
        #expect(again.clusters(for: "B i") == Self.clusters)
        #expect(again.clusters(for: "B j") == nil)
        let raster = try #require(again.raster(glyph: 37, size: size))
        #expect(raster.bitmap == Self.raster.bitmap && raster.left == -2 && raster.top == 9)
        #expect(again.raster(glyph: 37, size: PixelsPerEm(x: 1300, y: 2601)) == nil)
    }

    @Test func anotherConfigurationOrAChangedFontFileForgetsEverything() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let cache = fixture.cache()
        cache.record(Self.clusters, for: "Hi")
        cache.save()
        #expect(fixture.cache().clusters(for: "Hi") == Self.clusters)
        #expect(fixture.cache(stamp: "another stamp").clusters(for: "Hi") == nil)
        // The font file replaced by another version (a new modification time).
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, fixture.font.path, &times, 0) == 0)
        #expect(!fixture.cache().isValid)
        #expect(fixture.cache().clusters(for: "Hi") == nil)
    }

    /// Truncated at every length, or with its bytes flipped, the file is read as a whole or
    /// not at all, and nothing crashes or comes back different from what was written.
    @Test func aDamagedFileIsNeverTrusted() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let cache = fixture.cache()
        cache.record(Self.clusters, for: "Hi")
        cache.record(Self.raster, glyph: 5, size: PixelsPerEm(x: 64, y: 64))
        cache.save()
        let bytes = try #require(FileManager.default.contents(atPath: fixture.file))
        for length in stride(from: 0, to: bytes.count, by: 3) {
            try Data(bytes.prefix(length)).write(to: URL(fileURLWithPath: fixture.file))
            let damaged = fixture.cache()
            #expect(damaged.clusters(for: "Hi").map { $0 == Self.clusters } ?? true, "cut at \(length)")
            #expect(
                damaged.raster(glyph: 5, size: PixelsPerEm(x: 64, y: 64)).map { $0.bitmap == Self.raster.bitmap }
                    ?? true)
        }
        var flipped = [UInt8](bytes)
        for index in stride(from: 4, to: flipped.count, by: 7) { flipped[index] ^= 0xA5 }
        try Data(flipped).write(to: URL(fileURLWithPath: fixture.file))
        _ = fixture.cache().clusters(for: "Hi")
        _ = fixture.cache().raster(glyph: 5, size: PixelsPerEm(x: 64, y: 64))
    }

    /// An entry damaged in the file is checked when it is first used, not when the file is
    /// read: a run that rewrites the file without using it never writes its bytes back under a
    /// new checksum, and it is never drawn.
    @Test func aDamagedEntryARunDidNotUseIsNotWrittenBack() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let size = PixelsPerEm(x: 64, y: 64)
        let first = fixture.cache()
        first.record(Self.raster, glyph: 5, size: size)
        first.save()
        let second = fixture.cache()
        second.record(Self.clusters, for: "Hi")
        second.save()  // appended: the clusters are the file's last entry
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: fixture.file)))
        bytes[bytes.count - 8] ^= 1  // their last glyph's y, -7 before the checksum, becomes -8
        try Data(bytes).write(to: URL(fileURLWithPath: fixture.file))

        // A run that changes the glyph writes the file whole, and does not look at the clusters.
        var changed = Self.raster
        changed.bitmap[1, 1] = true
        let third = fixture.cache()
        third.record(changed, glyph: 5, size: size)
        third.save()
        let rewritten = [UInt8](try #require(FileManager.default.contents(atPath: fixture.file)))
        #expect(rewritten != bytes)

        let after = fixture.cache()
        #expect(after.clusters(for: "Hi") == nil)
        #expect(after.raster(glyph: 5, size: size)?.bitmap == changed.bitmap)
    }

    /// The file stays within its bound however much is kept: the entries used least recently go.
    @Test func theFileStaysWithinItsBound() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        // Glyphs so large that a round of 20 is more than the file holds (and less than the
        // memory bound, so all of them are kept in memory).
        let side = Int((Double(FontWorkCache.maximumFileBytes) * 1.25 / 20 * 8).squareRoot())
        var big = Bitmap(width: side, height: side)
        big[1, 1] = true
        for round in 0..<3 {
            let cache = fixture.cache()
            for glyph in 0..<20 {
                cache.record(
                    GlyphRaster(bitmap: big, left: 0, top: 0), glyph: UInt32(round * 100 + glyph),
                    size: PixelsPerEm(x: 64, y: 64))
            }
            cache.save()
            let size = try #require(try FileManager.default.attributesOfItem(atPath: fixture.file)[.size] as? Int)
            #expect(size <= FontWorkCache.maximumFileBytes)
        }
        let last = fixture.cache()
        let newestKept = last.raster(glyph: 219, size: PixelsPerEm(x: 64, y: 64)) != nil
        let oldestKept = last.raster(glyph: 0, size: PixelsPerEm(x: 64, y: 64)) != nil
        #expect(newestKept && !oldestKept)
    }

    /// A long session shapes and draws without end and never writes the file: what it keeps
    /// in memory stops growing at its bound.
    @Test func whatIsKeptInMemoryIsBounded() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let cache = fixture.cache()
        var big = Bitmap(width: 400, height: 400)
        big[2, 3] = true
        let size = PixelsPerEm(x: 64, y: 64)
        let count = FontWorkCache.maximumMemoryBytes / (400 * 400 / 8) + 20
        for glyph in 0..<count {
            cache.record(GlyphRaster(bitmap: big, left: 0, top: 0), glyph: UInt32(glyph), size: size)
        }
        let firstKept = cache.raster(glyph: 0, size: size) != nil
        let lastKept = cache.raster(glyph: UInt32(count - 1), size: size) != nil
        #expect(firstKept)
        #expect(!lastKept, "the last of \(count) glyphs was kept too")
    }

    /// Drawn from the cache, a message is the same as drawn by the libraries, in every mode
    /// the cache serves and the others.
    @Test func aMessageDrawnFromTheCacheIsTheSame() throws {
        let directory = TestDirectory.make("work")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ProcessInfo.processInfo.environment
        let box = Box(width: 80, height: 24)
        let texts = ["Back in 5 min", "Café, naïve façade", "Could you please speak a little more slowly?\nThank you."]
        for style in [PixelStyle.half, .quadrant, .braille] {
            var options = FitOptions()
            options.style = style
            let writer = try #require(OutlineFonts(cacheDirectory: directory, environment: environment))
            let fresh = texts.map {
                BigTextRenderer.lines(
                    BigTextEngine(outline: writer, fallback: BuiltinFont())
                        .layout($0, in: box, options: options), box: box)
            }
            writer.saveWork()
            let reader = try #require(OutlineFonts(cacheDirectory: directory, environment: environment))
            #expect(reader.work?.isValid == true)
            let cached = texts.map {
                BigTextRenderer.lines(
                    BigTextEngine(outline: reader, fallback: BuiltinFont())
                        .layout($0, in: box, options: options), box: box)
            }
            #expect(cached == fresh, "\(style)")
        }
    }

    /// A run that only adds entries appends them to the file it read, in place; two runs that
    /// started from the same file both keep what they added (written whole, the second
    /// would have dropped the first one's entry).
    @Test func whatARunAddsIsAppendedAndTwoRunsBothKeepTheirs() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let size = PixelsPerEm(x: 640, y: 1280)
        let first = fixture.cache()
        first.record(Self.clusters, for: "Hi")
        first.save()
        var before = stat()
        #expect(stat(fixture.file, &before) == 0)

        let one = fixture.cache(), other = fixture.cache()
        one.record(Self.raster, glyph: 40, size: size)
        other.record(Self.raster, glyph: 41, size: size)
        one.save()
        other.save()
        var after = stat()
        #expect(stat(fixture.file, &after) == 0)
        #expect(after.st_ino == before.st_ino, "the file was appended to, not replaced")
        let again = fixture.cache()
        #expect(again.clusters(for: "Hi") == Self.clusters)
        #expect(again.raster(glyph: 40, size: size)?.bitmap == Self.raster.bitmap)
        #expect(again.raster(glyph: 41, size: size)?.bitmap == Self.raster.bitmap)
    }

    /// A file that another configuration wrote meanwhile is not appended to: it is replaced.
    @Test func aFileWithAnotherIdentityIsReplacedNotAppendedTo() throws {
        let fixture = try Fixture()
        defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
        let size = PixelsPerEm(x: 640, y: 1280)
        let seed = fixture.cache()
        seed.record(Self.clusters, for: "Hi")
        seed.save()
        let reader = fixture.cache()
        let other = fixture.cache(stamp: "another stamp")
        other.record(Self.clusters, for: "Yo")
        other.save()
        reader.record(Self.raster, glyph: 40, size: size)
        reader.save()
        let again = fixture.cache()
        #expect(again.isValid)
        #expect(again.raster(glyph: 40, size: size)?.bitmap == Self.raster.bitmap)
        #expect(again.clusters(for: "Yo") == nil, "another configuration's entry is not taken for this one's")
    }
}
