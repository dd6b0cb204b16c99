#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file only its owner can read (0600), atomically and durably: for exports.
public enum PrivateFile {
    /// Replaces `path` with `text`. A `path` that is not a regular file (`/dev/stdout`, a
    /// FIFO, `/dev/full`) is written into, never replaced, and every failed write is an error.
    /// - Throws: `StoreError.writeFailed` or `.noSpace`; the previous file is then intact.
    public static func write(_ text: String, to path: String) throws(StoreError) {
        let absolute = path.contains("/") ? path : "./" + path
        var info = stat()
        if stat(absolute, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
            try PosixFiles.writeInto(Array(text.utf8), path: absolute)
            return
        }
        try PosixFiles.writeAtomically(Array(text.utf8), to: absolute)
    }

    /// The contents of the regular file `path`, or nil when it does not exist; a FIFO, a
    /// device or a file over `limit` bytes is refused before anything is read.
    /// - Throws: `StoreError.notRegularFile`, `.tooLarge` or `.unreadable`.
    public static func readRegular(_ path: String, limit: Int) throws(StoreError) -> [UInt8]? {
        try PosixFiles.readRegularFile(path, limit: limit)
    }

    /// The contents of the regular file `path` (as `readRegular`), and whether only its owner
    /// may read or write it (no group or other permission bits, as ssh wants of a key);
    /// nil when it does not exist.
    /// - Throws: `StoreError.notRegularFile`, `.tooLarge` or `.unreadable`.
    public static func readOwnerOnly(_ path: String, limit: Int) throws(StoreError) -> (
        bytes: [UInt8], isPrivate: Bool
    )? {
        try PosixFiles.readRegularFileAndMode(path, limit: limit).map { ($0.bytes, $0.mode & 0o077 == 0) }
    }

    /// The contents of `path`; nil when it does not exist. With a `limit`, reading stops
    /// after `limit + 1` bytes, so a result longer than `limit` means the file is larger
    /// (and an endless file such as `/dev/zero` costs no more).
    /// - Throws: `StoreError.unreadable` when it exists but cannot be read.
    public static func read(_ path: String, limit: Int? = nil) throws(StoreError) -> [UInt8]? {
        try PosixFiles.read(path, limit: limit)
    }
}
