#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a lock file, held by one process at a time, for the duration
/// of a read-merge-write.
final class FileLock {
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
        // time and a clear message instead of a silent hang.
        let interval: useconds_t = 20_000
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
        }
        self.fd = fd
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
