import Foundation
import OrbitingApp
import Testing

#if canImport(Glibc)
    import Glibc
    import OrbitingTestSupport
#endif

/// The alarm's command runs through `/bin/sh -c` without the display waiting, its output
/// kept off the terminal, and it is reaped once it ends.
@Suite struct AlarmCommandsTests {
    @Test func theCommandRunsAndIsReaped() throws {
        let directory = URL(fileURLWithPath: TestDirectory.make("exec"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let marker = directory.appendingPathComponent("done").path
        let go = directory.appendingPathComponent("go").path
        let commands = AlarmCommands()
        // The command waits for a file only this test makes after `runShell` returned: had
        // it been waited for, the test would never get there.
        #expect(
            commands.runShell("echo out; echo err >&2; while [ ! -e '\(go)' ]; do sleep 0.02; done; touch '\(marker)'"))
        #expect(commands.count == 1)
        commands.reap()
        #expect(commands.count == 1 && !FileManager.default.fileExists(atPath: marker))
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        for _ in 0..<200 where commands.count > 0 {
            usleep(20_000)
            commands.reap()
        }
        #expect(commands.count == 0)
        #expect(FileManager.default.fileExists(atPath: marker))
    }
}
