import Foundation
import OrbitingTestSupport
import PropertyBased
import Testing

@testable import OrbitingTerminal

/// The font caches (`glyphs-v1.bin`, `latin-v1.bin`) are not trusted: whatever one changed
/// byte, a few random ones, or an extreme number in any field does to them, a message drawn
/// with the damaged file is the message drawn without it (what fails its checksum or its
/// bounds is dropped and worked out again), and nothing crashes.
///
/// Cases per property: `ORBITING_FUZZ_COUNT`, else 300 (what CI runs); `scripts/fuzz` runs
/// thousands.
@Suite(.needsOutlineFonts)
struct GlyphCacheFuzzTests {
    static let count = ProcessInfo.processInfo.environment["ORBITING_FUZZ_COUNT"].flatMap(Int.init) ?? 300
    static let texts = ["Back in 5 min", "Café, naïve façade"]
    static let box = Box(width: 80, height: 24)
    static let styles = [PixelStyle.half, .quadrant]

    /// A cache directory written by drawing `texts` in `styles`, with the frames drawn.
    final class Fixture: Sendable {
        let directory = TestDirectory.make("work")
        let frames: [[String]]
        let glyphs: [UInt8]
        let latin: [UInt8]

        init() throws {
            let writer = try #require(
                OutlineFonts(cacheDirectory: directory, environment: ProcessInfo.processInfo.environment))
            frames = GlyphCacheFuzzTests.draw(writer)
            writer.saveWork()
            glyphs = Array(FileManager.default.contents(atPath: directory + "/" + FontWorkCache.fileName) ?? Data())
            latin = Array(FileManager.default.contents(atPath: directory + "/" + LatinShapingTable.fileName) ?? Data())
        }

        deinit { try? FileManager.default.removeItem(atPath: directory) }

        /// The frames drawn with `glyphs` and `latin` as the cache files.
        func frames(glyphs: [UInt8], latin: [UInt8]) throws -> [[String]] {
            try Data(glyphs).write(to: URL(fileURLWithPath: directory + "/" + FontWorkCache.fileName))
            try Data(latin).write(to: URL(fileURLWithPath: directory + "/" + LatinShapingTable.fileName))
            let reader = try #require(
                OutlineFonts(cacheDirectory: directory, environment: ProcessInfo.processInfo.environment))
            return GlyphCacheFuzzTests.draw(reader)
        }
    }

    static let fixture = Result { try Fixture() }

    /// Each text in each style, as lines.
    static func draw(_ fonts: OutlineFonts) -> [[String]] {
        styles.flatMap { style in
            var options = FitOptions()
            options.style = style
            let engine = BigTextEngine(outline: fonts, fallback: BuiltinFont())
            return texts.map { BigTextRenderer.lines(engine.layout($0, in: box, options: options), box: box) }
        }
    }

    /// `bytes` with the 32-bit field at `place` (any offset, modulo the size) set to `value`.
    static func replacingField(_ bytes: [UInt8], at place: Int, with value: UInt32) -> [UInt8] {
        guard bytes.count >= 4 else { return bytes }
        var bytes = bytes
        let offset = place % (bytes.count - 3)
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
        return bytes
    }

    static let extremes: [UInt32] = [
        0x8000_0000, 0x7FFF_FFFF, 0xFFFF_FFFF, 0, 1, 0x0001_0000, 0xFFFF_0000, 4097, 65_536,
    ]

    @Test func theFixtureHasBothFiles() throws {
        let fixture = try Self.fixture.get()
        #expect(fixture.glyphs.count > 100 && fixture.latin.count > 100)
        #expect((try? fixture.frames(glyphs: fixture.glyphs, latin: fixture.latin)) == fixture.frames)
    }

    @Test func changedBytesInTheGlyphCacheNeverChangeAFrame() async throws {
        let fixture = try Self.fixture.get()
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...1_000_000).array(of: 1...3), Gen.uint8().array(of: 1...3)
        ) { positions, values in
            var bytes = fixture.glyphs
            for (position, value) in zip(positions, values) { bytes[position % bytes.count] ^= max(1, value) }
            #expect((try? fixture.frames(glyphs: bytes, latin: fixture.latin)) == fixture.frames)
        }
    }

    @Test func extremeNumbersInTheGlyphCacheNeverChangeAFrame() async throws {
        let fixture = try Self.fixture.get()
        await propertyCheck(count: Self.count, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1000)) {
            place, choice in
            let bytes = Self.replacingField(
                fixture.glyphs, at: place, with: Self.extremes[choice % Self.extremes.count])
            #expect((try? fixture.frames(glyphs: bytes, latin: fixture.latin)) == fixture.frames)
        }
    }

    @Test func changedBytesInTheLatinTableNeverChangeAFrame() async throws {
        let fixture = try Self.fixture.get()
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...1_000_000).array(of: 1...3), Gen.uint8().array(of: 1...3),
            Gen.int(in: 0...1000)
        ) { positions, values, choice in
            var bytes = fixture.latin
            for (position, value) in zip(positions, values) { bytes[position % bytes.count] ^= max(1, value) }
            #expect((try? fixture.frames(glyphs: [], latin: bytes)) == fixture.frames)
            let extreme = Self.replacingField(
                fixture.latin, at: positions[0], with: Self.extremes[choice % Self.extremes.count])
            #expect((try? fixture.frames(glyphs: [], latin: extreme)) == fixture.frames)
        }
    }
}
