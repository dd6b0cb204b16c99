#if canImport(Glibc)
    import Glibc
#endif

/// Reading and writing whole files with plain system calls: the one home of the bounded
/// read, the atomic replace (temporary file, optional fsync, rename), the append and the
/// write loop that retries short writes and EINTR. No Foundation: `FileManager` with
/// attributes costs a `show` that writes a cache about a million instructions.
public enum PosixFile {
    /// The prefix of the temporary files `replace` writes beside their target, so that a
    /// folder's owner can find and remove what a crash left.
    public static let temporaryPrefix = ".tmp-"

    /// Writes every byte of `bytes` to `fd`, retrying short writes and EINTR.
    /// - Returns: 0, or the `errno` of the failed write (EIO for a write of nothing).
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return 0
    }

    /// The contents of `path`, or nil when it does not exist. Any other failure is an error:
    /// an unreadable file is never taken as empty. With a `limit`, at most `limit + 1` bytes
    /// are read, so a longer result means a larger file (and `/dev/zero` costs no more).
    public static func read(_ path: String, limit: Int? = nil) throws(FileError) -> [UInt8]? {
        guard let (fd, info) = try openForReading(path, flags: O_RDONLY | O_CLOEXEC) else { return nil }
        defer { close(fd) }
        return try readAll(fd, path: path, size: Int(info.st_size), limit: limit)
    }

    /// The contents of the regular file `path`, or nil when it does not exist: what every
    /// file a person may edit or replace (themes, settings, timers, caches) is read with.
    ///
    /// Bounded in time and memory whatever `path` turns out to be: it is opened without
    /// blocking (a FIFO cannot hang the read), anything but a regular file (a FIFO, a device
    /// such as `/dev/zero`, a directory) is refused after `fstat`, and so is a file of more
    /// than `limit` bytes, before anything is read; a file growing while it is read stops
    /// at `limit + 1` bytes and is refused too.
    /// With `head`, a larger file is not refused: its first `limit + 1` bytes are read.
    /// - Throws: `.notRegularFile`, `.tooLarge`, or `.unreadable` (never taken as empty).
    public static func readRegular(_ path: String, limit: Int, head: Bool = false) throws(FileError) -> [UInt8]? {
        try readRegularWithMode(path, limit: limit, head: head)?.bytes
    }

    /// `readRegular`, with the file's mode as `fstat` gave it on the descriptor read (so a
    /// permission rule is checked on the very file read).
    public static func readRegularWithMode(_ path: String, limit: Int, head: Bool = false) throws(FileError)
        -> (bytes: [UInt8], mode: mode_t)?
    {
        guard let (fd, info) = try openForReading(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC) else { return nil }
        defer { close(fd) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path: path) }
        guard head || Int(info.st_size) <= limit else { throw .tooLarge(path: path, limit: limit) }
        let bytes = try readAll(fd, path: path, size: min(Int(info.st_size), limit), limit: limit)
        guard head || bytes.count <= limit else { throw .tooLarge(path: path, limit: limit) }
        return (bytes, info.st_mode)
    }

    /// Replaces `path` with `bytes` (mode 0600) so that a reader, or a crash, sees the old
    /// file or the new one, never a mix: a temporary file in the same folder, renamed over
    /// it. `durable` also syncs the file before the rename and the folder after it, so the
    /// new file is on disk when this returns (the store); a cache, which only saves work,
    /// skips the two syncs.
    /// - Throws: `.writeFailed` or `.noSpace` (the previous file intact), or `.notDurable`
    ///   (written, not yet on disk).
    public static func replace(_ path: String, with bytes: [UInt8], durable: Bool) throws(FileError) {
        let directory = parentDirectory(of: path)
        removeStaleTemporaryFiles(in: directory)
        let temporary =
            directory + "/" + temporaryPrefix + String(getpid()) + "-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw writeError(temporary) }
        var failure: FileError?
        if fchmod(fd, 0o600) != 0 { failure = writeError(temporary) }
        let written = failure == nil ? writeAll(bytes, to: fd) : 0
        if written != 0 { failure = writeError(temporary, code: written) }
        if failure == nil && durable && fsync(fd) != 0 { failure = writeError(temporary) }
        if close(fd) != 0 && failure == nil { failure = writeError(temporary) }
        if failure == nil && rename(temporary, path) != 0 { failure = writeError(path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        // The rename has happened: from here on the new file is what everyone reads, so a
        // failure is not "the previous file is intact" but "written, not yet durable".
        guard durable else { return }
        let code = syncDirectory(directory)
        if code != 0 { throw .notDurable(path: path, errno: code) }
    }

    /// Removes the temporary files in `directory` that a killed writer left (a kill between
    /// writing and renaming): those whose process is gone (the PID in `.tmp-PID-…`) or older
    /// than `staleAge` seconds. A live writer's recent file is left alone, so no lock is
    /// needed; failures are ignored.
    public static func removeStaleTemporaryFiles(in directory: String) {
        guard let stream = opendir(directory) else { return }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name.hasPrefix(temporaryPrefix) else { continue }
            let pid = Int32(name.dropFirst(temporaryPrefix.count).prefix { $0.isASCII && $0.isNumber })
            if isStale(directory + "/" + name, pid: pid) { stale.append(directory + "/" + name) }
        }
        closedir(stream)
        for path in stale { unlink(path) }
    }

    /// How old a temporary file must be to be taken as left behind, whoever wrote it.
    public static let staleAge = 60

    /// Whether the temporary file `path` written by process `pid` (nil: unknown) was left
    /// behind: its process is gone, or it is older than `staleAge` seconds.
    static func isStale(_ path: String, pid: Int32?) -> Bool {
        if let pid, pid > 0, kill(pid, 0) != 0, errno == ESRCH { return true }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return Int(time(nil)) - Int(info.st_mtim.tv_sec) > staleAge
    }

    /// Writes `bytes` into the existing `path` that is not a regular file (a device, a FIFO,
    /// a terminal), as a shell's `>` would: nothing to replace, every failure reported.
    public static func writeInto(_ path: String, bytes: [UInt8]) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw writeError(path) }
        let written = writeAll(bytes, to: fd)
        var failure = written == 0 ? nil : writeError(path, code: written)
        if close(fd) != 0 && failure == nil && errno != EINTR { failure = writeError(path) }
        if let failure { throw failure }
    }

    /// Appends `bytes` to the regular file `path` in one write, when it begins with `header`
    /// (so it is the file the caller read, or one with the same identity) and stays within
    /// `limit` bytes; false when it was not done. Another process may append at the same
    /// time: each write lands whole at the end (O_APPEND).
    public static func append(_ bytes: [UInt8], to path: String, after header: [UInt8], limit: Int) -> Bool {
        let fd = open(path, O_RDWR | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) + bytes.count <= limit
        else { return false }
        var start = [UInt8](repeating: 0, count: header.count)
        let read = start.withUnsafeMutableBytes { pread(fd, $0.baseAddress, header.count, 0) }
        guard read == header.count, start == header else { return false }
        return writeAll(bytes, to: fd) == 0
    }

    /// Flushes a folder's entries (new, renamed or removed names) to disk; a file system
    /// that cannot sync a folder (EINVAL) counts as done.
    /// - Returns: 0, or the `errno` of the failure.
    public static func syncDirectory(_ directory: String) -> Int32 {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return fsync(fd) == 0 || errno == EINVAL ? 0 : errno
    }

    /// The directory part of `path` (`/a/b/c` → `/a/b`, `c` → `.`, `/c` → `/`), as Foundation's
    /// `deletingLastPathComponent` gives it: trailing slashes and doubled ones do not count.
    public static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The error for a failed write-side call: `code`, or `errno` when not given.
    public static func writeError(_ path: String, code: Int32 = errno) -> FileError {
        if code == ENOSPC || code == EDQUOT { return .noSpace(path: path) }
        return .writeFailed(path: path, errno: code)
    }

    /// `path` opened with `flags` and what `fstat` says of it; nil when it does not exist.
    /// The caller closes the descriptor.
    private static func openForReading(_ path: String, flags: Int32) throws(FileError) -> (Int32, stat)? {
        let fd = open(path, flags)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, errno: errno)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = errno
            close(fd)
            throw .unreadable(path: path, errno: failure)
        }
        return (fd, info)
    }

    /// Reads `fd` to its end (or to `limit + 1` bytes), starting with room for `size` bytes.
    private static func readAll(_ fd: Int32, path: String, size: Int, limit: Int?) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        let most = limit.map { max(0, $0) + 1 } ?? Int.max
        var capacity = min(max(size, 0) + 1, most)
        while true {
            // Read into uninitialized space (no zero-filling: this is most of a listing's memory).
            var failure: Int32 = 0
            let start = bytes.count
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if start > 0, let base = buffer.baseAddress {
                    bytes.withUnsafeBufferPointer { old in
                        if let source = old.baseAddress { base.initialize(from: source, count: start) }
                    }
                }
                count = start
                while count < buffer.count {
                    let got = Glibc.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                    if got > 0 {
                        count += got
                    } else if got == 0 {
                        return
                    } else if errno != EINTR {
                        failure = errno
                        return
                    }
                }
            }
            if failure != 0 { throw .unreadable(path: path, errno: failure) }
            if bytes.count < capacity || bytes.count >= most { return bytes }
            capacity = min(capacity * 2, most)
        }
    }
}
