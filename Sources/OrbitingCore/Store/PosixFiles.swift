import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file operations the store is built on, with the durability steps spelled out:
/// temp file (`O_EXCL`, 0600) → write → `fsync` → `rename` → `fsync` of the directory.
enum PosixFiles {
    /// The prefix of temporary files; any found while holding the lock are leftovers.
    static let temporaryPrefix = ".tmp-"

    /// Creates `path` (and missing parents) as a private directory, and makes `path` itself
    /// 0700 whatever the umask. An existing directory keeps the mode its owner gave it: one
    /// we may not write into is an error, never silently opened up again.
    static func makePrivateDirectory(_ path: String) throws(StoreError) {
        var isDirectory = false
        if exists(path, isDirectory: &isDirectory), isDirectory {
            if access(path, W_OK | X_OK) != 0 { throw .writeFailed(path: path, errno: errno) }
            return
        }
        try makeMissingDirectories(path)
        if chmod(path, 0o700) != 0 { throw writeError(path) }
    }

    /// `mkdir -p` with mode 0700 for each directory created; existing ones are untouched.
    private static func makeMissingDirectories(_ path: String) throws(StoreError) {
        var isDirectory = false
        if exists(path, isDirectory: &isDirectory) { return }
        let parent = parentDirectory(of: path)
        if parent != path && !parent.isEmpty && parent != "." { try makeMissingDirectories(parent) }
        if mkdir(path, 0o700) != 0 && errno != EEXIST { throw writeError(path) }
    }

    /// Whether `path` exists; `isDirectory` tells if it is a directory.
    static func exists(_ path: String, isDirectory: inout Bool) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        return true
    }

    /// The contents of `path`, or nil when it does not exist. Any other failure is an error:
    /// an unreadable file is never taken as empty. With a `limit`, at most `limit + 1` bytes
    /// are read.
    static func read(_ path: String, limit: Int? = nil) throws(StoreError) -> [UInt8]? {
        guard let (fd, info) = try openForReading(path, flags: O_RDONLY | O_CLOEXEC) else { return nil }
        defer { close(fd) }
        return try readAll(fd, path: path, size: Int(info.st_size), limit: limit)
    }

    /// `path` opened with `flags` and what `fstat` says of it; nil when it does not exist.
    /// The caller closes the descriptor.
    private static func openForReading(_ path: String, flags: Int32) throws(StoreError) -> (Int32, stat)? {
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
    static func readRegularFile(_ path: String, limit: Int, head: Bool = false) throws(StoreError) -> [UInt8]? {
        try readRegularFileAndMode(path, limit: limit, head: head)?.bytes
    }

    /// `readRegularFile`, with the file's mode as `fstat` gave it on the descriptor read.
    static func readRegularFileAndMode(_ path: String, limit: Int, head: Bool = false) throws(StoreError)
        -> (bytes: [UInt8], mode: mode_t)? {
        guard let (fd, info) = try openForReading(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC) else { return nil }
        defer { close(fd) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path: path) }
        guard head || Int(info.st_size) <= limit else { throw .tooLarge(path: path, limit: limit) }
        let bytes = try readAll(fd, path: path, size: min(Int(info.st_size), limit), limit: limit)
        guard head || bytes.count <= limit else { throw .tooLarge(path: path, limit: limit) }
        return (bytes, info.st_mode)
    }

    /// Reads `fd` to its end (or to `limit + 1` bytes), starting with room for `size` bytes.
    private static func readAll(_ fd: Int32, path: String, size: Int, limit: Int?) throws(StoreError) -> [UInt8] {
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

    /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file,
    /// never a mix, and the new one is on disk when this returns. The file is 0600.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
        let directory = parentDirectory(of: path)
        removeStaleTemporaryFiles(in: directory)
        let temporary = directory + "/" + temporaryPrefix + String(getpid()) + "-" + randomSuffix()
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw writeError(temporary) }
        var failure: StoreError?
        if fchmod(fd, 0o600) != 0 { failure = writeError(temporary) }
        if failure == nil { failure = writeAll(bytes, to: fd, path: temporary) }
        if failure == nil && fsync(fd) != 0 { failure = writeError(temporary) }
        if close(fd) != 0 && failure == nil { failure = writeError(temporary) }
        if failure == nil && rename(temporary, path) != 0 { failure = writeError(path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        // The rename has happened: from here on the new file is what everyone reads, so a
        // failure is not "the previous file is intact" but "written, not yet durable".
        do {
            try syncDirectory(directory)
        } catch {
            throw .notDurable(path: path, errno: Self.errnoOf(error))
        }
    }

    /// Writes `bytes` into the existing file `path` that is not a regular file (a device, a
    /// FIFO, a terminal), as a shell's `>` would: nothing to replace, every failure reported.
    static func writeInto(_ bytes: [UInt8], path: String) throws(StoreError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw writeError(path) }
        var failure = writeAll(bytes, to: fd, path: path)
        if close(fd) != 0 && failure == nil && errno != EINTR { failure = writeError(path) }
        if let failure { throw failure }
    }

    private static func errnoOf(_ error: StoreError) -> Int32 {
        switch error {
        case .writeFailed(_, let code), .unreadable(_, let code): return code
        case .noSpace: return ENOSPC
        default: return EIO
        }
    }

    /// Removes `path` (no error when it is already gone) and makes the removal durable.
    static func remove(_ path: String) throws(StoreError) {
        if unlink(path) != 0 && errno != ENOENT { throw writeError(path) }
        try syncDirectory(parentDirectory(of: path))
    }

    /// Flushes a directory's entries (new, renamed or removed names) to disk.
    static func syncDirectory(_ directory: String) throws(StoreError) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw writeError(directory) }
        defer { close(fd) }
        if fsync(fd) != 0 && errno != EINVAL { throw writeError(directory) }
    }

    /// Deletes temporary files left in `directory` by a writer that died. Only call it
    /// holding the directory's lock, when no other writer can be mid-write.
    static func removeLeftoverTemporaryFiles(in directory: String) throws(StoreError) {
        let leftovers = try names(in: directory).filter { $0.hasPrefix(temporaryPrefix) }
        guard !leftovers.isEmpty else { return }
        for name in leftovers { unlink(directory + "/" + name) }
        try syncDirectory(directory)
    }

    /// Removes the temporary files in `directory` that a killed writer left: those whose
    /// process is gone (the PID in `.tmp-PID-…`) or older than `staleAge` seconds. A live
    /// writer's recent file is left alone, so no lock is needed; failures are ignored.
    static func removeStaleTemporaryFiles(in directory: String) {
        guard let names = try? names(in: directory) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            let pid = name.dropFirst(temporaryPrefix.count).prefix { $0.isASCII && $0.isNumber }
            if isStale(directory + "/" + name, pid: Int32(pid)) { unlink(directory + "/" + name) }
        }
    }

    /// How old a temporary file must be to be taken as left behind whoever wrote it.
    static let staleAge = 60

    /// Whether the temporary file `path`, written by process `pid` (nil: unknown), was left
    /// behind: its process is gone, or it is older than `staleAge` seconds.
    static func isStale(_ path: String, pid: Int32?) -> Bool {
        if let pid, pid > 0, kill(pid, 0) != 0, errno == ESRCH { return true }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return Int(time(nil)) - Int(info.st_mtim.tv_sec) > staleAge
    }

    /// The names in `directory` (not `.` and `..`); empty when it does not exist.
    static func names(in directory: String) throws(StoreError) -> [String] {
        guard let stream = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw .unreadable(path: directory, errno: errno)
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Moves `path` into `directory` under a new name that exists nowhere yet; the bytes are
    /// untouched (a rename). Returns the new path.
    static func moveAside(_ path: String, into directory: String, suffix: String) throws(StoreError) -> String {
        try makePrivateDirectory(directory)
        let base = directory + "/" + lastComponent(of: path) + "." + suffix
        for attempt in 0..<100 {
            let target = attempt == 0 ? base : base + "-" + String(attempt)
            // link() refuses to replace an existing name, so nothing in quarantine is ever overwritten.
            if link(path, target) == 0 {
                try remove(path)
                try syncDirectory(directory)
                return target
            }
            if errno == EEXIST { continue }
            throw writeError(path)
        }
        throw .writeFailed(path: base, errno: EEXIST)
    }

    /// Keeps a copy of `bytes` (the contents of `path`) in `directory`, named for their hash,
    /// so the same contents are copied once however often they are read. Returns the copy's path.
    static func keepCopy(_ bytes: [UInt8], of path: String, into directory: String) throws(StoreError) -> String {
        try makePrivateDirectory(directory)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let target = directory + "/" + lastComponent(of: path) + ".partial-" + String(hash, radix: 16)
        var isDirectory = false
        if exists(target, isDirectory: &isDirectory) { return target }
        try writeAtomically(bytes, to: target)
        return target
    }

    /// Moves a file that cannot be decoded into `directory` (named for `date`), byte-identical,
    /// and says what happened.
    static func quarantine(_ path: String, into directory: String, at date: Date) -> StoreWarning {
        let stamp = Timestamp.format(date).filter { $0.isNumber }
        do {
            let target = try moveAside(path, into: directory, suffix: "corrupt-" + stamp)
            return .quarantined(path: path, movedTo: target)
        } catch {
            if case .writeFailed(_, let code) = error { return .quarantineFailed(path: path, errno: code) }
            return .quarantineFailed(path: path, errno: EIO)
        }
    }

    /// The directory part of `path` (`/a/b/c` → `/a/b`, `c` → `.`, `/c` → `/`), as Foundation's
    /// `deletingLastPathComponent` gives it: trailing slashes and doubled ones do not count.
    static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last part of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) -> StoreError? {
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
                return writeError(path)
            }
        }
        return nil
    }

    /// The error for a failed write-side call, from `errno`.
    static func writeError(_ path: String) -> StoreError {
        let code = errno
        if code == ENOSPC || code == EDQUOT { return .noSpace(path: path) }
        return .writeFailed(path: path, errno: code)
    }

    private static func randomSuffix() -> String {
        String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }
}
