import Foundation

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

    private var file: String { directory + "/fonts-v1.tsv" }

    /// The cached primary face for `pattern`, when the stamp still matches and the font file
    /// is still there.
    func entry(for pattern: String) -> Entry? {
        guard let text = Self.contents(of: file) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map(String.init) == "stamp\t" + stamp() else { return nil }
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, fields[0] == pattern, let index = Int(fields[2]), access(fields[1], R_OK) == 0
            else { continue }
            return Entry(path: fields[1], index: index, family: fields[3])
        }
        return nil
    }

    /// Records `entry` for `pattern`, keeping the other patterns' entries when the stamp matches.
    func store(_ entry: Entry, for pattern: String) {
        let fields = [pattern, entry.path, entry.family]
        guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return }
        let stamp = stamp()
        var kept: [String] = []
        if let text = Self.contents(of: file) {
            let lines = text.split(separator: "\n").map(String.init)
            if lines.first == "stamp\t" + stamp {
                kept = lines.dropFirst().filter { !$0.hasPrefix(pattern + "\t") }.suffix(31)
            }
        }
        let text = (["stamp\t" + stamp] + kept + ["\(pattern)\t\(entry.path)\t\(entry.index)\t\(entry.family)"])
            .joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let temporary = file + ".\(getpid()).tmp"
            guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8),
                                                 attributes: [.posixPermissions: 0o600])
            else { return }
            if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            return  // a cache that cannot be written only costs the next start a fontconfig load
        }
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
        var parts = watched.map { path -> String in
            var info = stat()
            guard stat(path, &info) == 0 else { return "-" }
            return "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        for key in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"] {
            parts.append(environment[key].map { "\(key)=\($0)" } ?? "")
        }
        // One line, without the file's field separator.
        return String(parts.joined(separator: " ").map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }

    /// The text of the small file at `path`, or nil when it cannot be read (read directly:
    /// Foundation's file manager is a measurable part of a one-shot start).
    private static func contents(of path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return String(decoding: bytes, as: UTF8.self)
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
