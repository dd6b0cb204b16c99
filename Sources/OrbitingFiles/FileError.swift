/// Why a file could not be read or written. The modules that use `PosixFile` turn each case
/// into their own error (the store's `StoreError`) or into a silent fallback (the caches).
public enum FileError: Error, Equatable, Sendable {
    /// It exists but could not be opened or read (`errno` says why).
    case unreadable(path: String, errno: Int32)
    /// It is not a regular file (a FIFO, a device, a directory): refused before any read.
    case notRegularFile(path: String)
    /// It is larger than the `limit` the caller allows.
    case tooLarge(path: String, limit: Int)
    /// A write-side call failed (`errno` says why); the previous file is intact.
    case writeFailed(path: String, errno: Int32)
    /// The disk or the quota is full; the previous file is intact.
    case noSpace(path: String)
    /// The new file replaced the old one but its folder could not be synced to disk.
    case notDurable(path: String, errno: Int32)
}
