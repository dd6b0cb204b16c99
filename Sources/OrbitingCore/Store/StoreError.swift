/// Why the store could not do what was asked. The executable turns each case into a
/// localized message and an exit status; the core never prints.
public enum StoreError: Error, Sendable, Equatable {
    /// A file or directory exists but cannot be read (`EACCES`, `EIO`, …): never taken as empty.
    case unreadable(path: String, errno: Int32)
    /// Writing failed; the previous file is intact.
    case writeFailed(path: String, errno: Int32)
    /// The new file is in place (renamed over the old one, so it is what is read now), but
    /// flushing the directory failed: the change may not survive a crash of the system.
    case notDurable(path: String, errno: Int32)
    /// The disk is full (`ENOSPC`, `EDQUOT`); the previous file is intact.
    case noSpace(path: String)
    /// A file was written by a newer Orbiting (`version` above what this one knows):
    /// the store is read-only.
    case newerVersion(path: String, version: Int)
    /// A file was written by a newer Orbiting in a layout this one cannot read at all: its
    /// messages cannot be shown, and the store is read-only.
    case newerUnreadable(path: String, version: Int)
    /// A file that must be a regular file is something else (a FIFO, a device, a
    /// directory): it was not read.
    case notRegularFile(path: String)
    /// A file is larger than `limit` bytes, more than any file of its kind holds: it was
    /// not read.
    case tooLarge(path: String, limit: Int)
    /// A text over the size limit.
    case tooLong(bytes: Int, limit: Int)
    /// No message id starts with this prefix.
    case notFound(idPrefix: String)
    /// More than one message id starts with this prefix.
    case ambiguous(idPrefix: String, candidates: [Message])
    /// Another process held the lock (`path`) for longer than a writer waits; nothing was
    /// changed.
    case busy(path: String)
    /// A file to import is not an export of ours nor text (the reason is for developers).
    case invalidImport(reason: String)
    /// No running or paused timer has this id, start of an id, or label.
    case noSuchTimer(key: String)
    /// More than one timer has an id starting with `key`, or `key` as its label.
    case ambiguousTimer(key: String, candidates: [TimerRecord])
}

/// Something the store did on its own that a person should hear about.
public enum StoreWarning: Sendable, Equatable {
    /// A file that could not be decoded was moved aside, byte-identical, to `movedTo`.
    case quarantined(path: String, movedTo: String)
    /// Some records of a file (`unreadable` of them) could not be read: the others are
    /// shown, and the file as it was is copied, byte-identical, to `copiedTo`.
    case partlyUnreadable(path: String, unreadable: Int, copiedTo: String)
    /// Some records of a file (`count` of them) lack members this version requires
    /// (`fields`): they are shown with defaults (not starred), what else they hold is kept,
    /// and the file as it was is copied, byte-identical, to `copiedTo`.
    case missingFields(path: String, count: Int, fields: [String], copiedTo: String)
    /// A corrupt file could not be moved aside (it is left alone and skipped).
    case quarantineFailed(path: String, errno: Int32)
    /// A file from a newer Orbiting could not be read and was left out of a listing (the
    /// history is read-only until Orbiting is updated).
    case newerFileSkipped(path: String, version: Int)
    /// A setting in the file had a value that is not allowed; its default is used.
    case invalidSetting(key: String, value: String)
}
