import Synchronization
import OrbitingText

/// One grapheme cluster with its glyph, ready for line breaking and drawing.
public struct ShapedCluster: Sendable, Equatable {
    /// The cluster as typed (after sanitizing).
    public let character: Character
    /// The glyph in font pixels; its height is the font's.
    public let bitmap: Bitmap
    /// How a line may break around it.
    public let breakClass: LineBreakClass
    /// True when the font had no glyph and a box is drawn instead.
    public let isMissing: Bool
    /// The rows of the glyph that have ink; nil for a blank glyph such as a space.
    public let inkRows: Range<Int>?

    /// A shaped cluster; its ink rows are found from the bitmap.
    public init(character: Character, bitmap: Bitmap, breakClass: LineBreakClass, isMissing: Bool) {
        self.character = character
        self.bitmap = bitmap
        self.breakClass = breakClass
        self.isMissing = isMissing
        inkRows = bitmap.inkRows
    }

    /// The advance in font pixels.
    public var width: Int { bitmap.width }
}

/// Turns grapheme clusters into glyph bitmaps with one font.
///
/// A cluster's first scalar gives the base glyph; combining marks overlay it at the
/// font's offsets (Unifont draws Devanagari and Bengali vowel signs in place this way);
/// other scalars follow it. A cluster the font cannot draw becomes a visible box as wide
/// as the cluster's terminal width.
public struct GlyphShaper: Sendable {
    /// The font glyphs come from.
    public let font: any GlyphFont
    private let cache = ShapeCache()

    /// Creates a shaper over `font`.
    public init(font: any GlyphFont) { self.font = font }

    /// The glyph for one cluster, from the cache after its first use.
    public func shape(_ character: Character) -> ShapedCluster {
        if let cached = cache.lookup(character) { return cached }
        let shaped = shapeUncached(character)
        cache.store(shaped)
        return shaped
    }

    private func shapeUncached(_ character: Character) -> ShapedCluster {
        let breakClass = LineBreakClass(character)
        guard let bitmap = composite(Array(character.unicodeScalars)) else {
            return ShapedCluster(character: character, bitmap: box(columns: min(2, DisplayWidth.of(character))),
                                 breakClass: breakClass, isMissing: true)
        }
        return ShapedCluster(character: character, bitmap: bitmap, breakClass: breakClass, isMissing: false)
    }

    /// The glyphs of the cluster's scalars drawn together, or nil when one is missing.
    private func composite(_ scalars: [Unicode.Scalar]) -> Bitmap? {
        var result: Bitmap?
        for scalar in scalars {
            if DisplayWidth.of(scalar) == 0, font.combiningOffset(for: scalar) == nil, result != nil {
                continue  // joiners and variation selectors draw nothing
            }
            guard let glyph = font.glyph(for: scalar) else { return nil }
            guard let current = result else {
                result = glyph
                continue
            }
            if let offset = font.combiningOffset(for: scalar) {
                let x = max(0, current.width + offset)
                var widened = Bitmap(width: max(current.width, x + glyph.width), height: font.height)
                widened.overlay(current, atX: 0, y: 0)
                widened.overlay(glyph, atX: x, y: 0)
                result = widened
            } else {
                var widened = Bitmap(width: current.width + glyph.width, height: font.height)
                widened.overlay(current, atX: 0, y: 0)
                widened.overlay(glyph, atX: current.width, y: 0)
                result = widened
            }
        }
        return result
    }

    /// A hollow box the size of a glyph `columns` terminal columns wide (at least one).
    public func box(columns: Int) -> Bitmap {
        let unit = font.glyph(for: "0")?.width ?? 8
        let width = unit * max(1, columns)
        let height = font.height
        var bitmap = Bitmap(width: width, height: height)
        let top = height / 8, bottom = height - 1 - height / 8
        for x in 1..<(width - 1) {
            bitmap[x, top] = true
            bitmap[x, bottom] = true
        }
        for y in top...bottom {
            bitmap[1, y] = true
            bitmap[width - 2, y] = true
        }
        return bitmap
    }
}

/// Shaped clusters by character, shared by every copy of a shaper (a session reshapes the
/// same letters on every keystroke).
final class ShapeCache: Sendable {
    private let table = Mutex<[Character: ShapedCluster]>([:])

    func lookup(_ character: Character) -> ShapedCluster? { table.withLock { $0[character] } }

    func store(_ cluster: ShapedCluster) {
        table.withLock { table in
            if table.count > 20_000 { table.removeAll() }  // bounded: a flood of distinct text cannot grow it forever
            table[cluster.character] = cluster
        }
    }
}
