import Testing

@testable import OrbitingCore

@Suite struct OrbitingPathsTests {
    @Test func orbitingHomePutsEverythingUnderOneRoot() {
        let paths = OrbitingPaths.resolve(environment: ["ORBITING_HOME": "/tmp/o", "HOME": "/home/x"])
        #expect(paths == OrbitingPaths(data: "/tmp/o/data", config: "/tmp/o/config"))
    }

    @Test func xdgDirectoriesAreUsedWhenAbsolute() {
        let paths = OrbitingPaths.resolve(environment: [
            "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "rel", "HOME": "/home/x",
        ])
        #expect(paths.data == "/d/orbiting")
        #expect(paths.config == "/home/x/.config/orbiting")
    }

    @Test func dataDirOverrideWins() {
        let paths = OrbitingPaths.resolve(override: "/x/", environment: ["ORBITING_HOME": "/tmp/o"])
        #expect(paths.data == "/x/data")
    }
}
