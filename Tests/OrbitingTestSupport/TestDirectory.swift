import Foundation

/// Fresh directories for tests, all inside one folder per test process that is removed when
/// the process exits: a run of the suite leaves nothing behind in the temporary directory
/// (it used to leave tens of thousands of folders in /tmp).
public enum TestDirectory {
    /// This process's folder, `$TMPDIR/orbiting-tests-<pid>-<random>`, made on first use and
    /// removed at exit.
    static let root: String = {
        let name = "orbiting-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { TestDirectory.removeRoot() }
        return path
    }()

    /// A new empty directory whose name starts with `prefix`.
    public static func make(_ prefix: String = "test") -> String {
        let path = root + "/" + prefix + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes the folder and everything in it, first giving back write and search
    /// permission to folders a test made read-only.
    private static func removeRoot() {
        let manager = FileManager.default
        if let walker = manager.enumerator(atPath: root) {
            for case let relative as String in walker {
                chmod(root + "/" + relative, 0o700)
            }
        }
        try? manager.removeItem(atPath: root)
    }
}
