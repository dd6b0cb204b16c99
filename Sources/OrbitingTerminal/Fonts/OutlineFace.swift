internal import CFontLibraries
import Synchronization

/// One outline font face (a file and a face index in it), for shaping and rasterising.
///
/// HarfBuzz shapes with the face's own OpenType tables at `OutlineFace.unitsPerEm` units an
/// em, the same for every face, so advances from different fonts add up. FreeType renders
/// glyphs at an exact pixel size; its face is not thread-safe, so it sits behind a mutex
/// together with the glyph cache. A face may be made unopened, when an earlier run's work
/// may spare it: the file (and HarfBuzz and FreeType) are then opened on first need.
public final class OutlineFace: @unchecked Sendable {
    /// The units an em is divided into for every face (advances, offsets, extents).
    public static let unitsPerEm = 2048

    /// The file the face is read from.
    public let path: String
    /// The face's index in the file (collections such as `.ttc` hold several).
    public let index: Int
    /// The family name, as fontconfig reports it.
    public let family: String

    private let handles: Mutex<Handles>

    /// The libraries' objects for the face, each opened on its first need: HarfBuzz's for
    /// shaping, FreeType's for rasterising (a message whose shaping is cached but not its
    /// glyphs, or the other way round, opens only one).
    private struct Handles {
        /// Whether opening HarfBuzz's font was tried (it is tried once).
        var triedShaping = false
        /// The HarfBuzz font (`hb_font_t *`), immutable after set-up and so safe to share.
        var hbFont: OpaquePointer?
        /// Whether opening FreeType's face was tried (it is tried once).
        var triedRaster = false
        var raster: RasterState?

        mutating func openShaping(path: String, index: Int) {
            guard !triedShaping else { return }
            triedShaping = true
            guard orbiting_harfbuzz_available() != 0, let blob = orbiting_hb_blob_create_from_file_or_fail(path)
            else { return }
            defer { orbiting_hb_blob_destroy(blob) }
            guard let face = orbiting_hb_face_create(blob, UInt32(max(0, index))),
                orbiting_hb_face_get_glyph_count(face) > 0
            else {
                return
            }
            defer { orbiting_hb_face_destroy(face) }
            guard let font = orbiting_hb_font_create(face) else { return }
            orbiting_hb_font_set_scale(font, Int32(OutlineFace.unitsPerEm), Int32(OutlineFace.unitsPerEm))
            hbFont = font
        }

        mutating func openRaster(path: String, index: Int) {
            guard !triedRaster else { return }
            triedRaster = true
            guard orbiting_freetype_available() != 0 else { return }
            raster = RasterState(path: path, index: index)
        }
    }

    /// Opens the face `index` of the font file at `path`; nil when HarfBuzz or FreeType
    /// cannot be loaded or cannot read it.
    convenience init?(path: String, index: Int, family: String) {
        self.init(unopenedPath: path, index: index, family: family)
        let opened = handles.withLock { handles in
            handles.openShaping(path: path, index: index)
            handles.openRaster(path: path, index: index)
            return handles.hbFont != nil && handles.raster != nil
        }
        guard opened else { return nil }
    }

    /// The face `index` of the font file at `path`, opened on first need (HarfBuzz and
    /// FreeType with it); if it cannot be opened then, it has no glyphs.
    init(unopenedPath path: String, index: Int, family: String) {
        self.path = path
        self.index = index
        self.family = family
        handles = Mutex(Handles())
    }

    deinit {
        handles.withLock { handles in
            if let font = handles.hbFont { orbiting_hb_font_destroy(font) }
            if let state = handles.raster {
                orbiting_FT_Done_Face(state.face)
                orbiting_FT_Done_FreeType(state.library)
            }
        }
    }

    /// The HarfBuzz font (`hb_font_t *`), opening the face if it was not; nil when it cannot be.
    var hbFont: OpaquePointer? {
        handles.withLock { handles in
            handles.openShaping(path: path, index: index)
            return handles.hbFont
        }
    }

    /// The HarfBuzz font when this run opened it already (never opening it).
    var openedHBFont: OpaquePointer? {
        handles.withLock { $0.hbFont }
    }

    /// The face's glyph for `scalar`, or nil when it has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        guard let hbFont else { return nil }
        var glyph: hb_codepoint_t = 0
        return orbiting_hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The rows a glyph inks, in units with y growing downwards from the baseline; nil for a
    /// blank glyph.
    func inkRows(of glyph: UInt32) -> Range<Int>? {
        guard let hbFont else { return nil }
        var extents = hb_glyph_extents_t()
        guard orbiting_hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0, extents.height != 0 else { return nil }
        let top = -Int(extents.y_bearing)
        return top..<(top - Int(extents.height))
    }

    /// The glyph drawn `pixelsPerEm` target pixels to the em each way (x and y apart, in
    /// 1/64 pixel), from the cache after its first use.
    func raster(glyph: UInt32, pixelsPerEm: PixelsPerEm) -> GlyphRaster {
        handles.withLock { handles in
            handles.openRaster(path: path, index: index)
            return handles.raster?.raster(glyph: glyph, size: pixelsPerEm) ?? .blank
        }
    }

    /// The glyph anti-aliased, `pixelsPerEm` target pixels to the em each way: how much of
    /// each pixel it covers (from the cache after its first use, as `raster`). Unhinted, its
    /// outline exactly as designed; `hinted`, lightly hinted by the autohinter (heights and
    /// horizontal strokes on whole pixel rows, widths as designed), which keeps strokes
    /// distinct at a few pixels an em.
    func coverage(glyph: UInt32, pixelsPerEm: PixelsPerEm, hinted: Bool = false) -> GlyphCoverage {
        handles.withLock { handles in
            handles.openRaster(path: path, index: index)
            return handles.raster?.coverage(glyph: glyph, size: pixelsPerEm, hinted: hinted)
                ?? GlyphCoverage(width: 0, height: 0, values: [], left: 0, top: 0)
        }
    }
}

/// An anti-aliased glyph: each pixel's coverage (0 blank … 255 covered), row-major, placed
/// like `GlyphRaster`.
struct GlyphCoverage: Sendable {
    var width: Int
    var height: Int
    var values: [UInt8]
    var left: Int
    var top: Int
}

/// A pixel size, x and y apart, in 1/64 pixel an em (FreeType's 26.6 fixed point).
struct PixelsPerEm: Hashable, Sendable {
    var x: Int
    var y: Int
}

/// A rasterised glyph: its ink and where its top-left pixel sits relative to the pen on
/// the baseline (`left` to the right, `top` upwards, as FreeType reports them).
struct GlyphRaster: Sendable {
    var bitmap: Bitmap
    var left: Int
    var top: Int

    static let blank = GlyphRaster(bitmap: Bitmap(width: 0, height: 0), left: 0, top: 0)
}

/// FreeType's library and face for one font, and the glyphs already drawn.
private struct RasterState {
    /// `FT_Library`, one per face so that faces never share FreeType state across threads.
    let library: FT_Library
    let face: FT_Face
    var size = PixelsPerEm(x: 0, y: 0)
    var cache: [GlyphKey: GlyphRaster] = [:]
    var coverageCache: [GlyphKey: GlyphCoverage] = [:]
    /// The bytes `coverageCache` holds: pictures' glyphs are large (a 300-pixel glyph is
    /// 90 KB), so the cache is bounded by size, not count.
    var coverageBytes = 0

    struct GlyphKey: Hashable {
        var glyph: UInt32
        var size: PixelsPerEm
        var hinted = false
    }

    init?(path: String, index: Int) {
        var library: FT_Library?
        guard orbiting_FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard orbiting_FT_New_Face(library, path, index, &face) == 0, let face else {
            orbiting_FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.face = face
    }

    mutating func raster(glyph: UInt32, size: PixelsPerEm) -> GlyphRaster {
        let key = GlyphKey(glyph: glyph, size: size)
        if let cached = cache[key] { return cached }
        let drawn = render(glyph: glyph, size: size)
        if cache.count > 8_192 { cache.removeAll() }  // bounded: sizes change with the window
        cache[key] = drawn
        return drawn
    }

    /// The glyph anti-aliased (unhinted, or lightly hinted), cached like `raster`.
    mutating func coverage(glyph: UInt32, size: PixelsPerEm, hinted: Bool) -> GlyphCoverage {
        let key = GlyphKey(glyph: glyph, size: size, hinted: hinted)
        if let cached = coverageCache[key] { return cached }
        let drawn = renderCoverage(glyph: glyph, size: size, hinted: hinted)
        if coverageBytes + drawn.values.count > 16 << 20 {  // bounded: sizes change with the window
            coverageCache.removeAll()
            coverageBytes = 0
        }
        coverageCache[key] = drawn
        coverageBytes += drawn.values.count
        return drawn
    }

    private mutating func renderCoverage(glyph: UInt32, size: PixelsPerEm, hinted: Bool) -> GlyphCoverage {
        let blank = GlyphCoverage(width: 0, height: 0, values: [], left: 0, top: 0)
        if size != self.size {
            guard orbiting_FT_Set_Char_Size(face, FT_F26Dot6(size.x), FT_F26Dot6(size.y), 72, 72) == 0 else {
                return blank
            }
            self.size = size
        }
        let flags = hinted ? orbiting_ft_load_light_autohint() : orbiting_ft_load_unhinted()
        guard orbiting_FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            orbiting_FT_Render_Glyph(slot, orbiting_ft_render_normal()) == 0
        else { return blank }
        let ink = slot.pointee.bitmap
        let width = Int(ink.width), rows = Int(ink.rows), pitch = Int(ink.pitch)
        var values = [UInt8](repeating: 0, count: width * rows)
        if let buffer = ink.buffer, width > 0, rows > 0 {
            for y in 0..<rows {
                let row = buffer + (pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch)
                for x in 0..<width { values[y * width + x] = row[x] }
            }
        }
        return GlyphCoverage(
            width: width, height: rows, values: values, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top))
    }

    private mutating func render(glyph: UInt32, size: PixelsPerEm) -> GlyphRaster {
        if size != self.size {
            guard orbiting_FT_Set_Char_Size(face, FT_F26Dot6(size.x), FT_F26Dot6(size.y), 72, 72) == 0 else {
                return .blank
            }
            self.size = size
        }
        guard orbiting_FT_Load_Glyph(face, glyph, orbiting_ft_load_mono_autohint()) == 0,
            let slot = face.pointee.glyph,
            orbiting_FT_Render_Glyph(slot, orbiting_ft_render_mono()) == 0
        else { return .blank }
        var ink = slot.pointee.bitmap
        let width = Int(ink.width), rows = Int(ink.rows), pitch = Int(ink.pitch)
        var bitmap = Bitmap(width: width, height: rows)
        if let buffer = ink.buffer, width > 0, rows > 0 {
            let mono = orbiting_ft_pixel_mode_is_mono(&ink) != 0
            for y in 0..<rows {
                let row = buffer + (pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch)
                for x in 0..<width {
                    let on = mono ? (row[x >> 3] & (0x80 >> UInt8(x & 7))) != 0 : row[x] >= 128
                    if on { bitmap[x, y] = true }
                }
            }
        }
        return GlyphRaster(bitmap: bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
