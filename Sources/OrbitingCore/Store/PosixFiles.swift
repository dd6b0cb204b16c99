import FoundationEssentials
internal import OrbitingFiles

#if canImport(Glibc)
    import Glibc
#endif

/// The file operations the store is built on, with the durability steps spelled out:
/// temp file (`O_EXCL`, 0600) → write → `fsync` → `rename` → `fsync` of the directory.
enum PosixFiles {
    /// The prefix of temporary files; any found while holding the lock are leftovers.
    static let temporaryPrefix = PosixFile.temporaryPrefix

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

    /// The contents of `path`, or nil when it does not exist (`PosixFile.read`).
    static func read(_ path: String, limit: Int? = nil) throws(StoreError) -> [UInt8]? {
        do { return try PosixFile.read(path, limit: limit) } catch { throw StoreError(error) }
    }

    /// `readRegularFile`, with the file's mode as `fstat` gave it on the descriptor read
    /// (`PosixFile.readRegularWithMode`).
    static func readRegularFileAndMode(_ path: String, limit: Int, head: Bool = false) throws(StoreError)
        -> (bytes: [UInt8], mode: mode_t)?
    {
        do { return try PosixFile.readRegularWithMode(path, limit: limit, head: head) } catch {
            throw StoreError(error)
        }
    }

    /// The contents of the regular file `path`, bounded (`PosixFile.readRegular`).
    /// - Throws: `.notRegularFile`, `.tooLarge`, or `.unreadable` (never taken as empty).
    static func readRegularFile(_ path: String, limit: Int, head: Bool = false) throws(StoreError) -> [UInt8]? {
        do { return try PosixFile.readRegular(path, limit: limit, head: head) } catch { throw StoreError(error) }
    }

    /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file,
    /// never a mix, and the new one is on disk when this returns. The file is 0600.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
        do { try PosixFile.replace(path, with: bytes, durable: true) } catch { throw StoreError(error) }
    }

    /// Writes `bytes` into the existing file `path` that is not a regular file (a device, a
    /// FIFO, a terminal), as a shell's `>` would: nothing to replace, every failure reported.
    static func writeInto(_ bytes: [UInt8], path: String) throws(StoreError) {
        do { try PosixFile.writeInto(path, bytes: bytes) } catch { throw StoreError(error) }
    }

    /// Removes `path` (no error when it is already gone) and makes the removal durable.
    static func remove(_ path: String) throws(StoreError) {
        if unlink(path) != 0 && errno != ENOENT { throw writeError(path) }
        try syncDirectory(parentDirectory(of: path))
    }

    /// Flushes a directory's entries (new, renamed or removed names) to disk.
    static func syncDirectory(_ directory: String) throws(StoreError) {
        let code = PosixFile.syncDirectory(directory)
        if code != 0 { throw writeError(directory, code: code) }
    }

    /// Deletes temporary files left in `directory` by a writer that died. Only call it
    /// holding the directory's lock, when no other writer can be mid-write.
    static func removeLeftoverTemporaryFiles(in directory: String) throws(StoreError) {
        let leftovers = try names(in: directory).filter { $0.hasPrefix(temporaryPrefix) }
        guard !leftovers.isEmpty else { return }
        for name in leftovers { unlink(directory + "/" + name) }
        try syncDirectory(directory)
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

    /// The directory part of `path` (`PosixFile.parentDirectory`).
    static func parentDirectory(of path: String) -> String { PosixFile.parentDirectory(of: path) }

    /// The last part of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The error for a failed write-side call, from `code` (`errno` when not given).
    static func writeError(_ path: String, code: Int32 = errno) -> StoreError {
        if code == ENOSPC || code == EDQUOT { return .noSpace(path: path) }
        return .writeFailed(path: path, errno: code)
    }
}

extension StoreError {
    /// The store's error for a file's.
    init(_ error: FileError) {
        switch error {
        case .unreadable(let path, let code): self = .unreadable(path: path, errno: code)
        case .notRegularFile(let path): self = .notRegularFile(path: path)
        case .tooLarge(let path, let limit): self = .tooLarge(path: path, limit: limit)
        case .writeFailed(let path, let code): self = .writeFailed(path: path, errno: code)
        case .noSpace(let path): self = .noSpace(path: path)
        case .notDurable(let path, let code): self = .notDurable(path: path, errno: code)
        }
    }
}
