internal import OrbitingFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Reading and writing one of the font caches' files, through `PosixFile`: read bounded,
/// created 0600 (in folders created 0700), whole, through a temporary file in the same
/// directory and a rename, so a reader sees the old file or the new one, never half of one;
/// or appended to in one write. A cache that cannot be written only costs a later start the
/// work it would have saved, so failures are silent.
enum CacheFile {
    /// The bytes of the regular file `path`, or nil when it is missing, is not a regular file
    /// (a FIFO, a device) or holds more than `limit` bytes (`PosixFile.readRegular`).
    static let read: FontCacheReader = { path, limit in (try? PosixFile.readRegular(path, limit: limit)) ?? nil }

    /// Replaces the file `name` in `directory` with `bytes` (not synced to disk: a cache).
    static func replace(_ name: String, in directory: String, with bytes: [UInt8]) {
        guard makeDirectory(directory) else { return }
        try? PosixFile.replace(directory + "/" + name, with: bytes, durable: false)
    }

    /// Appends `bytes` to the file `name` in `directory` in one write, when the file is a
    /// regular file that begins with `header` (so it is the file the caller read, or one
    /// with the same identity) and stays within `limit` bytes; false when it was not done.
    /// Another run may append at the same time: each write lands whole at the end.
    static func append(
        _ bytes: [UInt8], to name: String, in directory: String, after header: [UInt8],
        limit: Int
    ) -> Bool {
        PosixFile.append(bytes, to: directory + "/" + name, after: header, limit: limit)
    }

    /// Whether `directory` is there, creating it and any missing parent 0700.
    private static func makeDirectory(_ directory: String) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        guard directory.hasPrefix("/") else { return false }
        var path = ""
        for component in ResolvedFontCache.fields(of: directory, separator: 0x2F) where !component.isEmpty {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        }
        return stat(directory, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
