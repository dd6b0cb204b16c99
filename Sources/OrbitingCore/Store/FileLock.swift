#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive `flock` on a lock file, held by one process at a time, for the duration
/// of a read-merge-write.
final class FileLock {
    /// The stores' one write protocol, around a change that re-reads, merges and replaces
    /// its files: creates `directory` (0700) if needed, waits for the exclusive lock on its
    /// `.lock` (which the message, timer and settings stores of a directory share), removes
    /// the temporary files of a writer that died, and runs `body` holding the lock, let go
    /// when `body` returns or throws. `body` replaces files with `PosixFiles.writeAtomically`.
    ///
    /// Synchronous, as every store is: the wait and the `fsync`s block the calling thread,
    /// which must not be one of the cooperative pool's (the commands and the screens run on
    /// threads of their own).
    static func changing<T>(_ directory: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try PosixFiles.makePrivateDirectory(directory)
        let lock = try FileLock(path: directory + "/" + lockFileName)
        return try withExtendedLifetime(lock) { () throws(StoreError) -> T in
            try PosixFiles.removeLeftoverTemporaryFiles(in: directory)
            return try body()
        }
    }

    /// The lock file's name in a store's directory.
    static let lockFileName = ".lock"

    /// How long a writer waits for another process to let go of the lock before giving up.
    static let defaultTimeout: Double = 3

    private let fd: Int32

    /// Opens (creating, 0600) `path` and waits until the lock is ours, at most `timeout`
    /// seconds.
    /// - Throws: `.busy` when another process still holds it then; `.writeFailed` otherwise.
    init(path: String, timeout: Double = FileLock.defaultTimeout) throws(StoreError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixFiles.writeError(path) }
        fchmod(fd, 0o600)
        // Polled rather than a blocking wait, so a stopped or stuck holder costs a bounded
        // time and a clear message instead of a silent hang. Writers that are making progress
        // (each replaces a file, which changes the directory) restart the clock, so a queue
        // of busy writers is waited for, and only a holder that does nothing times out.
        let interval: useconds_t = 10_000
        let directory = PosixFiles.parentDirectory(of: path)
        var lastChange = Self.changeTime(of: directory)
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK, waited < timeout else {
                close(fd)
                if code == EWOULDBLOCK { throw .busy(path: path) }
                throw .writeFailed(path: path, errno: code)
            }
            usleep(interval)
            waited += Double(interval) / 1_000_000
            let change = Self.changeTime(of: directory)
            if change != lastChange {
                lastChange = change
                waited = 0
            }
        }
        self.fd = fd
    }

    /// When `directory`'s entries last changed (nanoseconds), or nil.
    private static func changeTime(of directory: String) -> Int? {
        var info = stat()
        guard stat(directory, &info) == 0 else { return nil }
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
