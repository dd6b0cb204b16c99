import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs of a test's own, to fill up: a full disk (ENOSPC) on demand, and room
/// again after. Mounting needs root: a test using it has the trait `.needsTmpfs`.
/// Unmounted by `unmount()`, or when it goes away.
public final class SmallDisk {
    /// Where it is mounted.
    public let path: String
    private var mounted = true

    /// Whether this process may mount one.
    public static var canMount: Bool { getuid() == 0 }

    /// Mounts a tmpfs of `size` (`64k`) at `path`, made if missing; nil when it cannot be mounted.
    public init?(at path: String, size: String = "64k") {
        self.path = path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard SmallDisk.run("/bin/mount", ["-t", "tmpfs", "-o", "size=" + size, "tmpfs", path]) == 0 else { return nil }
    }

    /// Fills what room is left, so the next write fails with ENOSPC.
    public func fill() {
        _ = SmallDisk.run("/bin/dd", ["if=/dev/zero", "of=" + path + "/filler", "bs=1k", "count=100000"])
    }

    /// Gives the room back.
    public func free() {
        try? FileManager.default.removeItem(atPath: path + "/filler")
    }

    /// Unmounts it (at once, whatever is still open on it).
    public func unmount() {
        guard mounted else { return }
        mounted = false
        _ = SmallDisk.run("/bin/umount", ["-l", path])
    }

    deinit { unmount() }

    /// Runs `executable` with `arguments`, its output dropped; its exit status, or -1.
    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
