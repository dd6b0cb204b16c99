import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

/// Finding the resource folders without Foundation's path and file-manager calls: the same
/// answers Foundation gives.
@Suite struct ResourceLocatorTests {
    @Test(arguments: [
        "/usr/bin/../share/orbiting/themes", "/a/b/../../..", "/a/./b//c/", "/", "/..", "a/../..", "a/./b",
        "/opt/orbiting/.build/x86_64-unknown-linux-gnu/release/../../../Localizations", "relative/../x/.",
    ])
    func standardizesPathsAsFoundationDoes(path: String) {
        #expect(ResourceLocator.standardized(path) == (path as NSString).standardizingPath)
    }

    @Test(arguments: ["/usr/bin/orbiting", "/orbiting", "orbiting", "/a/b/", "/a//b", "a/b"])
    func parentIsFoundationsLastComponentRemoved(path: String) {
        let expected = (path as NSString).deletingLastPathComponent
        #expect(PosixFiles.parentDirectory(of: path) == (expected.isEmpty ? "." : expected))
    }

    @Test func findsTheInstalledFolderBesideTheBinaryAndNothingElse() throws {
        let prefix = TestDirectory.make()
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/orbiting/themes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        #expect(
            ResourceLocator.directory(named: "themes", executable: prefix + "/bin/orbiting", environment: [:])
                == prefix + "/share/orbiting/themes")
        #expect(
            ResourceLocator.directory(named: "Localizations", executable: prefix + "/bin/orbiting", environment: [:])
                == nil)
        // A file where the folder should be is not a folder.
        _ = FileManager.default.createFile(atPath: prefix + "/share/orbiting/Localizations", contents: Data())
        #expect(
            ResourceLocator.directory(named: "Localizations", executable: prefix + "/bin/orbiting", environment: [:])
                == nil)
        #expect(
            ResourceLocator.directory(
                named: "themes", executable: "/nowhere/bin/orbiting",
                environment: ["ORBITING_RESOURCES": prefix + "/share/orbiting"])
                == prefix + "/share/orbiting/themes")
    }

    @Test func theEnvironmentIsFoundations() {
        #expect(ProcessEnvironment.variables() == ProcessInfo.processInfo.environment)
    }
}
