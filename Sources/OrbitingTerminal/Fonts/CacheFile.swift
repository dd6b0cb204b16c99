#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing one of the font caches' files: created 0600 (in folders created 0700), whole,
/// through a temporary file in the same directory and a rename, so a reader sees the old
/// file or the new one, never half of one; or appended to in one write. A cache that cannot be written only costs a
/// later start the work it would have saved, so failures are silent.
///
/// Plain system calls: Foundation's `FileManager` with attributes costs a `show` that writes
/// a cache about a million instructions (its attribute dictionary reaches generic metadata at
/// run time).
enum CacheFile {
    /// Replaces the file `name` in `directory` with `bytes`; first removes the temporary
    /// files a killed run left for it (see `removeStaleTemporaryFiles`).
    static func replace(_ name: String, in directory: String, with bytes: [UInt8]) {
        guard makeDirectory(directory) else { return }
        removeStaleTemporaryFiles(of: name, in: directory)
        let file = directory + "/" + name
        let temporary = file + "." + String(getpid()) + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let complete = FileDescriptorWriter.writeAll(bytes, to: descriptor)
        guard close(descriptor) == 0, complete, rename(temporary, file) == 0 else {
            unlink(temporary)
            return
        }
    }

    /// Appends `bytes` to the file `name` in `directory` in one write, when the file is a
    /// regular file that begins with `header` (so it is the file the caller read, or one
    /// with the same identity) and stays within `limit` bytes; false when it was not done.
    /// Another run may append at the same time: each write lands whole at the end.
    static func append(_ bytes: [UInt8], to name: String, in directory: String, after header: [UInt8],
                       limit: Int) -> Bool {
        let descriptor = open(directory + "/" + name, O_RDWR | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              Int(info.st_size) + bytes.count <= limit
        else { return false }
        var start = [UInt8](repeating: 0, count: header.count)
        let read = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, header.count, 0) }
        guard read == header.count, start == header else { return false }
        return FileDescriptorWriter.writeAll(bytes, to: descriptor)
    }

    /// Removes `name.PID.tmp` files in `directory` whose process is gone or that are older
    /// than a minute: what a run killed between writing and renaming left behind.
    static func removeStaleTemporaryFiles(of name: String, in directory: String) {
        guard let stream = opendir(directory) else { return }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let entryName = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard entryName.hasPrefix(name + "."), entryName.hasSuffix(".tmp") else { continue }
            let pid = Int32(entryName.dropFirst(name.count + 1).dropLast(4))
            let path = directory + "/" + entryName
            var info = stat()
            let old = lstat(path, &info) == 0 && Int(time(nil)) - Int(info.st_mtim.tv_sec) > 60
            let gone = pid.map { $0 > 0 && kill($0, 0) != 0 && errno == ESRCH } ?? false
            if old || gone { stale.append(path) }
        }
        closedir(stream)
        for path in stale { unlink(path) }
    }

    /// Whether `directory` is there, creating it and any missing parent 0700.
    private static func makeDirectory(_ directory: String) -> Bool {
        var info = stat()
        if stat(directory, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        guard directory.hasPrefix("/") else { return false }
        var path = ""
        for component in ResolvedFontCache.fields(of: directory, separator: 0x2F) where !component.isEmpty {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        }
        return stat(directory, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
