import Testing

@Suite struct VersionTests {
    @Test func versionPrintsAndExitsZero() throws {
        let result = try OrbitingBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("."))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try OrbitingBinary.run(["no-such-command"])
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
    }
}
