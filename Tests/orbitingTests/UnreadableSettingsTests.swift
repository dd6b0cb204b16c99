import Foundation
import OrbitingTestSupport
import Testing

/// A settings file that cannot be read (here a folder where the file should be) never stops
/// a command: each that reads the settings says so once, in the person's language, and goes
/// on with the defaults.
@Suite struct UnreadableSettingsTests {
    let home = StoreHome()

    init() throws {
        try FileManager.default.createDirectory(
            atPath: home.config + "/settings.json", withIntermediateDirectories: true)
    }

    /// How many times `stderr` says the settings file could not be read.
    static func reports(_ stderr: String) -> Int {
        stderr.components(separatedBy: "settings.json").count - 1
    }

    @Test(arguments: [
        ["show", "Hi"], ["history"], ["history", "add", "Hi"], ["timers"], ["timers", "status"], ["timers", "stats"],
    ])
    func aCommandSaysItOnceAndWorks(command: [String]) throws {
        let result = try home.run(command)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(Self.reports(result.stderr) == 1, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("orbiting: "), "\(command): \(result.stderr)")
    }

    @Test func itIsSaidInThePersonsLanguage() throws {
        let result = try home.run(["history", "--lang", "de"])
        #expect(result.status == 0)
        let english = try StoreHome().run(["history"]).stderr
        #expect(Self.reports(result.stderr) == 1 && result.stderr != english, "\(result.stderr)")
    }

    /// The screens, on a terminal: the timer display, the session and a room screen each say
    /// it once on the way out, and run with the defaults.
    @Test func theTimerDisplaySaysItOnceAndRuns() throws {
        let errors = home.root + "/errors"
        let tmux = try TmuxSession(
            command: "'\(OrbitingBinary.path)' timer 1s --quit-after 0 2>'\(errors)'; echo \"ended $?\"; sleep 30",
            environment: ["ORBITING_HOME": home.root])
        defer { tmux.kill() }
        _ = try tmux.waitFor(timeout: 60) { $0.joined().contains("ended 0") }
        #expect(try tmux.screen().joined().contains("ended 0"))
        #expect(Self.reports(try String(contentsOfFile: errors, encoding: .utf8)) == 1)
    }

    @Test func theSessionSaysItOnceAndRuns() throws {
        let errors = home.root + "/errors"
        let tmux = try TmuxSession(
            command: "'\(OrbitingBinary.path)' 2>'\(errors)'; echo \"ended $?\"; sleep 30",
            environment: ["ORBITING_HOME": home.root])
        defer { tmux.kill() }
        // Painted (Welcome, with the defaults), then left with Ctrl-C.
        _ = try tmux.waitFor(timeout: 60) { $0.joined().contains("Enter") }
        try tmux.send("C-c")
        _ = try tmux.waitFor(timeout: 60) { $0.joined().contains("ended") }
        #expect(try tmux.screen().joined().contains("ended"))
        #expect(Self.reports(try String(contentsOfFile: errors, encoding: .utf8)) == 1)
    }

    @Test(.needsMosquitto)
    func aRoomScreenSaysItOnceAndRuns() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let errors = home.root + "/errors"
        let tmux = try TmuxSession(
            command:
                "'\(OrbitingBinary.path)' room board --broker \(broker.address()) 2>'\(errors)'; echo \"ended "
                + "$?\"; sleep 30",
            environment: ["ORBITING_HOME": home.root])
        defer { tmux.kill() }
        _ = try tmux.waitFor(timeout: 60) { $0.joined().contains("board") }
        try tmux.send("q", literal: true)
        _ = try tmux.waitFor(timeout: 60) { $0.joined().contains("ended 0") }
        #expect(try tmux.screen().joined().contains("ended 0"))
        #expect(Self.reports(try String(contentsOfFile: errors, encoding: .utf8)) == 1)
    }
}
