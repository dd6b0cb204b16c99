internal import CFontLibraries

/// A font library whose entries the cache depends on.
enum FontLibrary {
    case harfbuzz
    case freetype

    /// The file the library was loaded from (loading it if it was not), or nil.
    var file: String? {
        let name = self == .harfbuzz ? orbiting_harfbuzz_file() : orbiting_freetype_file()
        return name.map { String(cString: $0) }
    }
}
