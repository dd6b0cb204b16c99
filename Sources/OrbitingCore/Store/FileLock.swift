#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on a lock file, held by one process at a time, for the duration
/// of a read-merge-write.
final class FileLock {
    private let fd: Int32

    /// Opens (creating, 0600) `path` and waits until the lock is ours.
    init(path: String) throws(StoreError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixFiles.writeError(path) }
        fchmod(fd, 0o600)
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(fd)
            throw .writeFailed(path: path, errno: code)
        }
        self.fd = fd
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
