import OrbitingText
import Synchronization

/// One grapheme cluster with its glyphs, ready for line breaking and drawing.
///
/// A cluster comes from a bitmap font (`bitmap`, widths in font pixels) or from outline
/// fonts (`glyphs` as HarfBuzz placed them, widths in `OutlineFace.unitsPerEm` units an em).
public struct ShapedCluster: Sendable, Equatable {
    /// The cluster as typed (after sanitizing).
    public let character: Character
    /// The glyph in font pixels; its height is the font's. Blank for outline clusters.
    public let bitmap: Bitmap
    /// How a line may break around it.
    public let breakClass: LineBreakClass
    /// True when no font had a glyph and a box is drawn instead.
    public let isMissing: Bool
    /// The rows of the glyph that have ink (font rows, or units below the baseline for
    /// outline clusters); nil for a blank glyph such as a space.
    public let inkRows: Range<Int>?
    /// The advance: font pixels for a bitmap font, units for outline fonts.
    public let width: Int
    /// The outline glyphs drawn for the cluster, in order; empty for a bitmap cluster.
    public let glyphs: [PositionedGlyph]
    /// For a bitmap drawn among outline glyphs: units a bitmap pixel and the bitmap row of
    /// the baseline; nil when the cluster belongs to a bitmap layout.
    let bitmapPlacement: BitmapPlacement?

    /// A shaped cluster; its ink rows are found from the bitmap.
    public init(character: Character, bitmap: Bitmap, breakClass: LineBreakClass, isMissing: Bool) {
        self.character = character
        self.bitmap = bitmap
        self.breakClass = breakClass
        self.isMissing = isMissing
        inkRows = bitmap.inkRows
        width = bitmap.width
        glyphs = []
        bitmapPlacement = nil
    }

    /// A cluster of outline glyphs `width` units wide, inking `inkRows` (units below the baseline).
    init(
        character: Character, glyphs: [PositionedGlyph], width: Int, inkRows: Range<Int>?,
        breakClass: LineBreakClass, isMissing: Bool
    ) {
        self.character = character
        bitmap = Bitmap(width: 0, height: 0)
        self.breakClass = breakClass
        self.isMissing = isMissing
        self.inkRows = inkRows
        self.width = width
        self.glyphs = glyphs
        bitmapPlacement = nil
    }

    /// A bitmap-font cluster placed among outline glyphs: each bitmap pixel `placement.units`
    /// units square, the bitmap's row `placement.baseline` on the baseline.
    init(_ cluster: ShapedCluster, placement: BitmapPlacement) {
        character = cluster.character
        bitmap = cluster.bitmap
        breakClass = cluster.breakClass
        isMissing = cluster.isMissing
        inkRows = cluster.bitmap.inkRows.map {
            (($0.lowerBound - placement.baseline) * placement.units)..<(($0.upperBound - placement.baseline)
                * placement.units)
        }
        width = cluster.bitmap.width * placement.units
        glyphs = []
        bitmapPlacement = placement
    }
}

/// An outline glyph of a cluster: which face, which glyph, and where from the cluster's pen
/// position (units; `y` upwards), as HarfBuzz placed it.
public struct PositionedGlyph: Sendable, Equatable, Hashable {
    /// The face, as an index into the engine's `OutlineFonts`.
    public let face: Int
    /// The glyph id in that face.
    public let glyph: UInt32
    /// Offset to the right of the cluster's pen position.
    public let x: Int
    /// Offset upwards from the baseline.
    public let y: Int
}

/// How a bitmap glyph sits among outline glyphs.
struct BitmapPlacement: Sendable, Equatable {
    /// Units a bitmap pixel.
    var units: Int
    /// The bitmap row just below the baseline.
    var baseline: Int
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
            return ShapedCluster(
                character: character, bitmap: box(columns: min(2, DisplayWidth.of(character))),
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
