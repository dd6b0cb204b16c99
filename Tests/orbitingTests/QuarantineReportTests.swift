import Foundation
import OrbitingTestSupport
import Testing

/// A file moved aside is always reported, by whichever command moved it.
@Suite struct QuarantineReportTests {
    let home = StoreHome()

    func corruptSettings() throws {
        try FileManager.default.createDirectory(atPath: home.config, withIntermediateDirectories: true)
        _ = try home.file("config/settings.json", "{\"format\": \"orbiting.settings\", \"vers")
    }

    @Test(arguments: [["history"], ["show", "Hi"], ["timers"], ["config", "get", "bell"]])
    func aCorruptSettingsFileIsReportedByTheCommandThatMovesIt(command: [String]) throws {
        try corruptSettings()
        let result = try home.run(command)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("settings.json could not be read and was moved"), "\(command): \(result.stderr)")
        #expect(home.names(in: home.config + "/quarantine").count == 1)
        // Said once: the next command finds no file to move.
        #expect(!(try home.run(command)).stderr.contains("was moved"))
    }

    @Test(arguments: [["timer", "5m", "--detach"], ["until", "23:59", "--detach"], ["pomodoro", "--detach"]])
    func aCorruptTimersFileIsReportedWhenAStartMovesIt(command: [String]) throws {
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        _ = try home.file("data/timers.json", "{\"format\": \"orbiting.timers\", \"timers\": [")
        let result = try home.run(command)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("timers.json could not be read and was moved"), "\(command): \(result.stderr)")
    }
}
