/// Writes a file only its owner can read (0600), atomically and durably: for exports.
public enum PrivateFile {
    /// Replaces `path` with `text`.
    /// - Throws: `StoreError.writeFailed` or `.noSpace`; the previous file is then intact.
    public static func write(_ text: String, to path: String) throws(StoreError) {
        let absolute = path.contains("/") ? path : "./" + path
        try PosixFiles.writeAtomically(Array(text.utf8), to: absolute)
    }

    /// The contents of `path`; nil when it does not exist. With a `limit`, reading stops
    /// after `limit + 1` bytes, so a result longer than `limit` means the file is larger
    /// (and an endless file such as `/dev/zero` costs no more).
    /// - Throws: `StoreError.unreadable` when it exists but cannot be read.
    public static func read(_ path: String, limit: Int? = nil) throws(StoreError) -> [UInt8]? {
        try PosixFiles.read(path, limit: limit)
    }
}
