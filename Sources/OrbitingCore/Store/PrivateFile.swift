/// Writes a file only its owner can read (0600), atomically and durably: for exports.
public enum PrivateFile {
    /// Replaces `path` with `text`.
    /// - Throws: `StoreError.writeFailed` or `.noSpace`; the previous file is then intact.
    public static func write(_ text: String, to path: String) throws(StoreError) {
        let absolute = path.contains("/") ? path : "./" + path
        try PosixFiles.writeAtomically(Array(text.utf8), to: absolute)
    }

    /// The contents of `path`; nil when it does not exist.
    /// - Throws: `StoreError.unreadable` when it exists but cannot be read.
    public static func read(_ path: String) throws(StoreError) -> [UInt8]? {
        try PosixFiles.read(path)
    }
}
