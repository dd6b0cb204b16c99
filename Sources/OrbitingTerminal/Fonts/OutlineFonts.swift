internal import CFontLibraries
internal import COptionalLibrary
import Synchronization

/// The outline fonts a message is drawn with: a primary face chosen by a fontconfig
/// pattern, and per-character fallbacks found the way desktop applications find them
/// (a match for the pattern that must also cover the character).
///
/// Faces are opened on first need and kept; the face for each scalar is looked up once.
public final class OutlineFonts: @unchecked Sendable {
    /// The default look: a bold sans, Noto Sans where installed, else DejaVu Sans, else
    /// whatever the configuration calls `sans-serif`.
    public static let defaultPattern = "Noto Sans,DejaVu Sans,sans-serif:bold"

    /// The fontconfig pattern the fonts were chosen by.
    public let pattern: String
    /// The language fonts are preferred for (fontconfig's `lang`, such as `zh-tw`), or nil
    /// to let fontconfig take it from the environment (`LANG`).
    public let language: String?
    /// The primary face's family.
    public let primaryFamily: String
    /// What the font libraries worked out for the primary face in earlier runs (nil without a
    /// cache directory).
    let work: FontWorkCache?
    private let state: Mutex<State>

    /// fontconfig's pointers, only ever used under the mutex.
    private struct State: @unchecked Sendable {
        /// The pattern, parsed when fontconfig is first needed.
        let pattern: String
        /// fontconfig's `lang` added to the parsed pattern, or nil.
        let language: String?
        /// `FcConfig *`; nil until the first fallback when the primary came from the cache.
        var config: OpaquePointer?
        /// The parsed pattern (`FcPattern *`), unsubstituted, the base of every fallback query.
        var base: OpaquePointer?
        var faces: [OutlineFace]
        /// Every font in fontconfig's order of preference for the pattern (`FcFontSet *`),
        /// sorted on the first fallback; nil before that.
        var sorted: UnsafeMutablePointer<FcFontSet>?
        var faceForScalar: [UInt32: Int?] = [:]
        var faceForFile: [String: Int] = [:]
    }

    /// The fonts for fontconfig pattern `pattern` (`"DejaVu Serif:bold"`); nil when fontconfig
    /// cannot be loaded or offers no scalable font for it.
    ///
    /// `language` (fontconfig's `lang`: `zh-tw`, `zh-cn`, `ko`, `ja`, …) orders the fallbacks
    /// for that language, as a desktop does for its locale: the same Han character is drawn
    /// from the Traditional Chinese, Simplified Chinese, Korean or Japanese face. Without
    /// one, fontconfig takes the language from the environment (`LANG`).
    ///
    /// With a `cacheDirectory`, the primary face fontconfig chose for the pattern and language
    /// is remembered between runs (until the font configuration changes), and fontconfig
    /// itself is loaded only when a character needs a fallback. The cache files are read bounded
    /// in time and memory (`CacheFile.read`).
    public convenience init?(
        pattern: String = OutlineFonts.defaultPattern, language: String? = nil,
        cacheDirectory: String? = nil, environment: [String: String] = [:]
    ) {
        let cache = cacheDirectory.map { ResolvedFontCache(directory: $0, environment: environment) }
        let key = OutlineFonts.cacheKey(pattern: pattern, language: language)
        let stamp = cache?.stamp()
        if let cache, let stamp, let cached = cache.entry(for: key, stamp: stamp) {
            let work = FontWorkCache(directory: cache.directory, stamp: stamp, font: cached, read: cache.read)
            // With the work cache valid, the face (and the libraries) are opened only when a
            // message needs more than the cache holds. Not when the libraries are turned off,
            // which must look like a system without them.
            let face =
                work.isValid && orbiting_libraries_disabled() == 0
                ? OutlineFace(unopenedPath: cached.path, index: cached.index, family: cached.family)
                : OutlineFace(path: cached.path, index: cached.index, family: cached.family)
            if let face {
                self.init(pattern: pattern, language: language, primary: face, work: work, config: nil, base: nil)
                return
            }
        }
        guard let config = FontconfigConfiguration.shared.config,
            let base = OutlineFonts.parse(pattern, language: language)
        else {
            return nil
        }
        guard let primary = OutlineFonts.match(base, config: config) else {
            orbiting_FcPatternDestroy(base)
            return nil
        }
        let file = ResolvedFontCache.Entry(path: primary.path, index: primary.index, family: primary.family)
        cache?.store(file, for: key)
        let work = cache.flatMap { cache in
            stamp.map { FontWorkCache(directory: cache.directory, stamp: $0, font: file, read: cache.read) }
        }
        self.init(pattern: pattern, language: language, primary: primary, work: work, config: config, base: base)
    }

    /// The resolved-font cache's key: the pattern, and the language when one is given (the
    /// same pattern may resolve differently for another language).
    static func cacheKey(pattern: String, language: String?) -> String {
        language.map { "\(pattern) lang=\($0)" } ?? pattern
    }

    /// `pattern` parsed, with `language` added as fontconfig's `lang` (`FcPattern *`).
    private static func parse(_ pattern: String, language: String?) -> OpaquePointer? {
        guard let base = orbiting_fc_parse(pattern) else { return nil }
        if let language { _ = orbiting_fc_add_lang(base, language) }
        return base
    }

    private init(
        pattern: String, language: String?, primary: OutlineFace, work: FontWorkCache?,
        config: OpaquePointer?, base: OpaquePointer?
    ) {
        self.pattern = pattern
        self.language = language
        primaryFamily = primary.family
        self.work = work
        var state = State(pattern: pattern, language: language, config: config, base: base, faces: [primary])
        state.faceForFile[primary.path + "#\(primary.index)"] = 0
        self.state = Mutex(state)
    }

    deinit {
        state.withLock { state in
            if let base = state.base { orbiting_FcPatternDestroy(base) }
            if let sorted = state.sorted { orbiting_FcFontSetDestroy(sorted) }
        }
    }

    /// The face at `index` (as returned by `faceIndex(for:)`).
    func face(_ index: Int) -> OutlineFace {
        state.withLock { $0.faces[index] }
    }

    /// The glyph `glyph` of the face at `index` rasterised for the block modes at `pixelsPerEm`:
    /// for the primary face from the work cache when an earlier run drew it (and kept there
    /// when not).
    func raster(face index: Int, glyph: UInt32, pixelsPerEm: PixelsPerEm) -> GlyphRaster {
        if index == 0, let cached = work?.raster(glyph: glyph, size: pixelsPerEm) { return cached }
        let drawn = face(index).raster(glyph: glyph, pixelsPerEm: pixelsPerEm)
        if index == 0 { work?.record(drawn, glyph: glyph, size: pixelsPerEm) }
        return drawn
    }

    /// Writes what this run added to the work cache (shaped paragraphs, rasterised glyphs) for
    /// later runs; nothing when it added nothing or there is no cache directory. When this run
    /// loaded HarfBuzz for the primary face and no Latin shaping table was found, works one
    /// out and writes it too (once per font, configuration, library and binary).
    public func saveWork() {
        guard let work else { return }
        work.save()
        let primary = face(0)
        if let hbFont = primary.openedHBFont {
            work.saveLatinTable(hbFont: hbFont, inkRows: primary.inkRows(of:))
        }
    }

    /// The index of the face with a glyph for `scalar`: the primary, else the first font in
    /// fontconfig's order for the pattern that covers it (opened on first use); nil when no
    /// scalable font covers it.
    func faceIndex(for scalar: Unicode.Scalar) -> Int? {
        state.withLock { state in
            if let known = state.faceForScalar[scalar.value] { return known }
            let found = OutlineFonts.lookUp(scalar, in: &state)
            if state.faceForScalar.count > 50_000 { state.faceForScalar.removeAll() }
            state.faceForScalar[scalar.value] = .some(found)
            return found
        }
    }

    /// The families of the faces at `indices`, in that order, without repeats.
    func families(_ indices: some Sequence<Int>) -> [String] {
        state.withLock { state in
            var seen: Set<String> = [], names: [String] = []
            for index in indices where seen.insert(state.faces[index].family).inserted {
                names.append(state.faces[index].family)
            }
            return names
        }
    }

    /// The first face, in fontconfig's order of preference for the pattern, with a glyph for
    /// `scalar` (the desktop's fallback: `FcFontSort`, then the first font covering it).
    private static func lookUp(_ scalar: Unicode.Scalar, in state: inout State) -> Int? {
        // The primary face first; then fontconfig's order, never the order faces happened to be
        // opened in, so a character's font does not depend on what was typed before it.
        if state.faces[0].glyph(for: scalar) != nil { return 0 }
        if state.config == nil {
            state.config = FontconfigConfiguration.shared.config
            state.base = OutlineFonts.parse(state.pattern, language: state.language)
        }
        if state.sorted == nil, let config = state.config, let base = state.base,
            let query = orbiting_FcPatternDuplicate(base)
        {
            _ = orbiting_fc_require_outline(query)
            state.sorted = orbiting_fc_sort(config, query)
            orbiting_FcPatternDestroy(query)
        }
        guard let sorted = state.sorted, let fonts = sorted.pointee.fonts else { return nil }
        for position in 0..<Int(sorted.pointee.nfont) {
            guard let candidate = fonts[position], orbiting_fc_is_outline(candidate) != 0,
                orbiting_fc_has_char(candidate, scalar.value) != 0, let file = orbiting_fc_file(candidate)
            else { continue }
            let path = String(cString: file), index = Int(orbiting_fc_index(candidate))
            let key = path + "#\(index)"
            if let known = state.faceForFile[key] {
                if state.faces[known].glyph(for: scalar) != nil { return known }
                continue
            }
            let family = orbiting_fc_family(candidate).map { String(cString: $0) } ?? "?"
            guard let face = OutlineFace(path: path, index: index, family: family) else { continue }
            state.faces.append(face)
            state.faceForFile[key] = state.faces.count - 1
            if face.glyph(for: scalar) != nil { return state.faces.count - 1 }
        }
        return nil
    }

    /// The best scalable match for `base`.
    private static func match(_ base: OpaquePointer, config: OpaquePointer) -> OutlineFace? {
        guard let found = matchedFile(base, config: config) else { return nil }
        return OutlineFace(path: found.path, index: found.index, family: found.family)
    }

    /// The file, face index and family of the best scalable match for `base`, without opening it.
    private static func matchedFile(_ base: OpaquePointer, config: OpaquePointer)
        -> (path: String, index: Int, family: String)?
    {
        guard let query = orbiting_FcPatternDuplicate(base) else { return nil }
        defer { orbiting_FcPatternDestroy(query) }
        _ = orbiting_fc_require_outline(query)
        guard let found = orbiting_fc_match(config, query) else { return nil }
        defer { orbiting_FcPatternDestroy(found) }
        guard orbiting_fc_is_outline(found) != 0, let file = orbiting_fc_file(found) else { return nil }
        let family = orbiting_fc_family(found).map { String(cString: $0) } ?? "?"
        return (String(cString: file), Int(orbiting_fc_index(found)), family)
    }

    /// The font libraries (by soname) that cannot be loaded here: not installed, missing a
    /// function Orbiting needs, or turned off with `ORBITING_OPTIONAL_LIBRARIES=none`. Empty when
    /// all three load (loading them if they were not yet).
    public static func unloadableLibraries() -> [String] {
        [
            ("libharfbuzz.so.0", orbiting_harfbuzz_available()),
            ("libfreetype.so.6", orbiting_freetype_available()),
            ("libfontconfig.so.1", orbiting_fontconfig_available()),
        ].filter { $0.1 == 0 }.map(\.0)
    }

    /// Those of `families` that fontconfig has as a scalable font (its best match for the
    /// family is that family), in the order given.
    public static func installedFamilies(among families: [String]) -> [String] {
        guard let config = FontconfigConfiguration.shared.config else { return [] }
        return families.filter { family in
            guard let base = orbiting_fc_parse(family) else { return false }
            defer { orbiting_FcPatternDestroy(base) }
            return matchedFile(base, config: config)?.family.lowercased() == family.lowercased()
        }
    }
}

/// fontconfig's configuration, loaded once per process (reading its cache costs milliseconds).
final class FontconfigConfiguration: @unchecked Sendable {
    static let shared = FontconfigConfiguration()

    /// `FcConfig *`, or nil when fontconfig cannot be loaded or could not load its configuration.
    let config: OpaquePointer?

    private init() {
        config = orbiting_fontconfig_available() != 0 ? orbiting_FcInitLoadConfigAndFonts() : nil
    }
}
