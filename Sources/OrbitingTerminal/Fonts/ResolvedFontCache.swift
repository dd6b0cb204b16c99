import Glibc

/// fontconfig's answer for a pattern's primary font, kept between runs so that a message
/// the primary font covers is drawn without loading fontconfig at all (its configuration
/// and cache cost milliseconds at every start).
///
/// One small file, `fonts-v1.tsv`, in the cache directory. Its first line is a stamp of the
/// font configuration (the modification times of fontconfig's configuration files and
/// cache directories, and of the fontconfig environment variables): when any changes (a
/// font installed, `fc-cache` run, a configuration edited), every entry is forgotten.
/// Fallbacks are never cached: they still come from fontconfig, loaded on first need.
/// Losing or corrupting the file only costs one fontconfig start; it is rewritten whole
/// through a temporary file and a rename.
///
/// The file is not trusted: it is read through the caller's bounded reader (a FIFO or a
/// device in its place reads as nothing), at most `maximumEntries` lines of at most
/// `maximumPatternBytes` patterns are kept, and an entry is used only when it names a
/// regular font file of at most `maximumFontBytes` by an absolute path.
struct ResolvedFontCache: Sendable {
    /// A cached answer: where the primary face is, and its family.
    struct Entry: Equatable, Sendable {
        var path: String
        var index: Int
        var family: String
    }

    /// The directory the file lives in (created 0700 on first write).
    let directory: String
    /// The environment fontconfig reads (`HOME`, `XDG_*`, `FONTCONFIG_*`).
    let environment: [String: String]
    /// Reads the file: nil when it is missing, not a regular file, or over the limit given.
    let read: FontCacheReader

    /// The most patterns remembered (the oldest is forgotten first).
    static let maximumEntries = 32
    /// The longest pattern remembered, in bytes; longer ones are simply not cached.
    static let maximumPatternBytes = 256
    /// The largest file read: the entries at their longest, with room for the stamp.
    static let maximumFileBytes = 64 * 1024
    /// The largest font file an entry may name (the largest real fonts are tens of MB).
    static let maximumFontBytes = 256 << 20

    /// A cache in `directory` for fontconfig as `environment` configures it, its file read by `read`.
    init(directory: String, environment: [String: String], read: @escaping FontCacheReader = CacheFile.read) {
        self.directory = directory
        self.environment = environment
        self.read = read
    }

    /// The file's name in the directory.
    static let fileName = "fonts-v1.tsv"

    private var file: String { directory + "/" + Self.fileName }

    /// The cached primary face for `pattern`, when the stamp (`stamp`, else the current one)
    /// still matches and the font file is still there.
    func entry(for pattern: String, stamp: String? = nil) -> Entry? {
        guard let text = contents() else { return nil }
        let lines = Self.fields(of: text, separator: 0x0A)
        guard lines.first == "stamp\t" + (stamp ?? self.stamp()) else { return nil }
        for line in lines.dropFirst() {
            let fields = Self.fields(of: line, separator: 0x09)
            guard fields.count == 4, fields[0] == pattern, let index = Int(fields[2]), (0...0xFFFF).contains(index),
                Self.isFontFile(fields[1])
            else { continue }
            return Entry(path: fields[1], index: index, family: fields[3])
        }
        return nil
    }

    /// Whether `path` may be handed to FreeType: an absolute path to a readable regular file
    /// of a font's size. A FIFO would hang the open and a device such as `/dev/zero` would
    /// be read without end.
    static func isFontFile(_ path: String) -> Bool {
        var info = stat()
        guard path.hasPrefix("/"), stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            info.st_size > 0, Int(info.st_size) <= maximumFontBytes
        else { return false }
        return access(path, R_OK) == 0
    }

    /// Records `entry` for `pattern`, keeping the other patterns' entries when the stamp matches.
    func store(_ entry: Entry, for pattern: String) {
        let fields = [pattern, entry.path, entry.family]
        guard
            !fields.contains(where: {
                $0.contains("\t") || $0.contains("\n") || $0.utf8.count > Self.maximumPatternBytes * 4
            }),
            pattern.utf8.count <= Self.maximumPatternBytes
        else { return }
        let stamp = stamp()
        var kept: [String] = []
        if let text = contents() {
            let lines = text.split(separator: "\n").map(String.init)
            if lines.first == "stamp\t" + stamp {
                kept = lines.dropFirst()
                    .filter { !$0.hasPrefix(pattern + "\t") && $0.utf8.count <= Self.maximumPatternBytes * 10 }
                    .suffix(Self.maximumEntries - 1)
            }
        }
        let text =
            (["stamp\t" + stamp] + kept + ["\(pattern)\t\(entry.path)\t\(entry.index)\t\(entry.family)"])
            .joined(separator: "\n") + "\n"
        CacheFile.replace(Self.fileName, in: directory, with: Array(text.utf8))
    }

    /// `text` cut at every `separator` byte (an ASCII character), empty fields kept.
    ///
    /// A loop over the bytes rather than `split` or `firstIndex(of:)`, which reach generic code
    /// through metadata at run time: a tenth of a `show` process, the first time in it.
    static func fields(of text: String, separator: UInt8) -> [String] {
        var fields: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == separator {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return fields
    }

    /// The font configuration's stamp: what fontconfig reads, and when each last changed.
    func stamp() -> String {
        let home = environment["HOME"] ?? ""
        func xdg(_ key: String, _ fallback: String) -> String {
            if let value = environment[key], value.hasPrefix("/") { return value }
            return home + fallback
        }
        let watched = [
            "/etc/fonts", "/etc/fonts/fonts.conf", "/etc/fonts/conf.d", "/etc/fonts/local.conf",
            "/usr/share/fontconfig/conf.avail", "/var/cache/fontconfig",
            xdg("XDG_CACHE_HOME", "/.cache") + "/fontconfig", xdg("XDG_CONFIG_HOME", "/.config") + "/fontconfig",
            xdg("XDG_DATA_HOME", "/.local/share") + "/fonts", home + "/.fonts", home + "/.fonts.conf",
        ]
        // Written as bytes and made text once: it runs at every start, and interpolation,
        // `joined` or appending each piece to a string cost several times as much here.
        var text: [UInt8] = []
        text.reserveCapacity(320)
        for path in watched {
            if !text.isEmpty { text.append(UInt8(ascii: " ")) }
            var info = stat()
            if stat(path, &info) == 0 {
                text += String(info.st_mtim.tv_sec).utf8
                text.append(UInt8(ascii: "."))
                text += String(info.st_mtim.tv_nsec).utf8
            } else {
                text.append(UInt8(ascii: "-"))
            }
        }
        for key in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] {
            text.append(UInt8(ascii: " "))
            if let value = environment[key] {
                text += key.utf8
                text.append(UInt8(ascii: "="))
                text += value.utf8
            }
        }
        // One line, without the file's field separator.
        for index in text.indices where text[index] == 0x09 || text[index] == 0x0A { text[index] = UInt8(ascii: " ") }
        return String(decoding: text, as: UTF8.self)
    }

    /// The file's text, or nil when it cannot be read or is not a cache file at all.
    private func contents() -> String? {
        read(file, Self.maximumFileBytes).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Reads a small file for the font cache: its bytes, or nil when it is missing, is not a
/// regular file (a FIFO, a device), or holds more than `limit` bytes (`CacheFile.read`).
typealias FontCacheReader = @Sendable (_ path: String, _ limit: Int) -> [UInt8]?
