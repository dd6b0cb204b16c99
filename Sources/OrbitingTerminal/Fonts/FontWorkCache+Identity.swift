import Glibc

/// What a font cache file's entries depend on, as its header names them: the font
/// configuration's stamp, the font file, the HarfBuzz and FreeType files and the binary.
extension FontWorkCache {
    /// What entries worked out now for `font` under `stamp` depend on (loading HarfBuzz and
    /// FreeType to name their files); nil when a library's file cannot be named.
    static func currentIdentity(stamp: String, font: ResolvedFontCache.Entry) -> String? {
        guard let harfbuzz = FontLibrary.harfbuzz.file, let freetype = FontLibrary.freetype.file else { return nil }
        return identity(stamp: stamp, font: font, libraries: [harfbuzz, freetype])
    }

    /// Whether `identity`, as a cache file keeps it, is the current one for `font` under
    /// `stamp`. The libraries are checked at the files it names itself, so checking loads
    /// nothing.
    static func isCurrent(_ identity: String, stamp: String, font: ResolvedFontCache.Entry) -> Bool {
        let lines = ResolvedFontCache.fields(of: identity, separator: 0x0A)
        guard lines.count == 4 else { return false }
        let fields = ResolvedFontCache.fields(of: lines[2], separator: 0x09)
        guard fields.count == 4 else { return false }
        let libraries = [fields[0], fields[2]]
        return libraries.allSatisfy { $0.hasPrefix("/") }
            && identity == Self.identity(stamp: stamp, font: font, libraries: libraries)
    }

    /// The identity of entries made with `stamp`, `font` and `libraries` (see `currentIdentity`).
    ///
    /// Written as bytes and made text once: it is checked at every start, and appending each
    /// piece to a string cost twice as much.
    static func identity(stamp: String, font: ResolvedFontCache.Entry, libraries: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(stamp.utf8.count + 512)
        text += stamp.utf8
        text.append(0x0A)
        text += font.path.utf8
        text.append(0x09)
        text += String(font.index).utf8
        text.append(0x09)
        appendFileStamp(font.path, to: &text)
        text.append(0x0A)
        for (offset, library) in libraries.enumerated() {
            if offset > 0 { text.append(0x09) }
            text += library.utf8
            text.append(0x09)
            appendFileStamp(library, to: &text)
        }
        text.append(0x0A)
        appendFileStamp("/proc/self/exe", to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends a file's size and modification time (`size seconds.nanoseconds`) to `text`, or
    /// "-" when it cannot be found.
    static func appendFileStamp(_ path: String, to text: inout [UInt8]) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            text.append(UInt8(ascii: "-"))
            return
        }
        text += String(info.st_size).utf8
        text.append(UInt8(ascii: " "))
        text += String(info.st_mtim.tv_sec).utf8
        text.append(UInt8(ascii: "."))
        text += String(info.st_mtim.tv_nsec).utf8
    }
}
