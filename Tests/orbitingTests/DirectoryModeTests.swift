import Foundation
import Testing

/// The owner's chmod of the data and config directories is respected: Orbiting makes a
/// directory 0700 only when it creates it, and one it may not write into is an error.
@Suite struct DirectoryModeTests {
    let home = StoreHome()

    @Test func aDirectoryTheOwnerMadeReadOnlyStaysSo() throws {
        _ = try home.add("first")
        #expect(try home.run(["config", "set", "bell", "true"]).status == 0)
        #expect(chmod(home.data, 0o500) == 0 && chmod(home.config, 0o500) == 0)
        defer { chmod(home.data, 0o700); chmod(home.config, 0o700) }
        let add = try home.run(["history", "add", "second"])
        let set = try home.run(["config", "set", "bell", "false"])
        #expect(home.mode(home.data) == 0o500)
        #expect(home.mode(home.config) == 0o500)
        if getuid() != 0 {
            // (root may write anyway; everyone else gets an error and nothing written.)
            #expect(add.status == 74 && set.status == 74)
        }
    }

    @Test(.needsRoot)
    func aDirectoryThatCannotBeWrittenIsAnErrorAndKeepsItsMode() throws {
        _ = try home.add("first")
        #expect(shell("chown -R 65534:65534 '\(home.root)' && chmod 500 '\(home.data)'") == 0)
        let status = shell(
            "setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/tmp ORBITING_HOME='\(home.root)' "
                + "'\(OrbitingBinary.path)' history add second >/dev/null 2>&1"
        )
        #expect(status == 74)
        #expect(home.mode(home.data) == 0o500)
        shell("chmod 700 '\(home.data)'")
        #expect(try home.messages().map(\.text) == ["first"])
    }
}
