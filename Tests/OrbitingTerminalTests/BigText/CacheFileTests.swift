import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingTerminal

/// The font caches' files are written whole through a temporary file, and what a killed
/// run left of one is removed by the next write.
@Suite struct CacheFileTests {
    @Test func aTemporaryFileLeftByAKilledRunIsRemovedByTheNextWrite() throws {
        let directory = TestDirectory.make("cache")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = "glyphs-v1.bin"
        let dead = directory + "/.tmp-999999999-killed"
        let old = directory + "/.tmp-\(getppid())-old"
        let live = directory + "/.tmp-\(getppid())-writing"
        for path in [dead, old, live] { _ = FileManager.default.createFile(atPath: path, contents: Data("half".utf8)) }
        var times = [timespec(tv_sec: time(nil) - 120, tv_nsec: 0), timespec(tv_sec: time(nil) - 120, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
        CacheFile.replace(name, in: directory, with: [1, 2, 3])
        #expect(FileManager.default.contents(atPath: directory + "/" + name) == Data([1, 2, 3]))
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: live), "a live process's")
    }
}
