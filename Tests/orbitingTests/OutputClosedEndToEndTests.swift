import Foundation
import OrbitingTestSupport
import Testing

/// With standard output closed, a command that changes something refuses before the change
/// (74), so a script that retries does it once; `room NAME --json | head -n1` ends as the
/// other commands do when their reader goes: quietly, 141.
@Suite struct OutputClosedEndToEndTests {
    /// Runs `orbiting arguments` with stdout closed in `home`; returns the exit status.
    static func runClosed(_ arguments: [String], home: StoreHome) throws -> Int32 {
        let quoted = arguments.map(Shell.quote).joined(separator: " ")
        let result = try OrbitingBinary.run(
            ["-c", "ORBITING_HOME=\(Shell.quote(home.root)) \(Shell.quote(OrbitingBinary.path)) \(quoted) >&-"],
            executable: "/bin/sh")
        return result.status
    }

    @Test func aChangeWithStandardOutputClosedIsNotMade() throws {
        let home = StoreHome()
        #expect(try Self.runClosed(["history", "add", "Hello"], home: home) == 74)
        #expect(try home.messages().isEmpty)
        #expect(try Self.runClosed(["config", "set", "bell", "true"], home: home) == 74)
        #expect(try home.run(["config", "get", "bell"]).stdout.contains("false"))
        #expect(try Self.runClosed(["timer", "10m", "Tea", "--detach"], home: home) == 74)
        #expect(try home.run(["timers", "--json"]).stdout.filter { !$0.isWhitespace } == "[]")
        let id = try home.add("Keep")
        #expect(try Self.runClosed(["history", "favorite", id], home: home) == 74)
        #expect(try home.messages().first?.isFavorite == false)
    }

    @Test func roomJSONIntoAReaderThatLeavesEndsWith141() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let home = StoreHome()
        let script =
            "ORBITING_HOME=\(Shell.quote(home.root)) \(Shell.quote(OrbitingBinary.path)) room lobby --json --broker "
            + broker.address()
            + " 2> \(Shell.quote(home.root + "/err")) | head -n1 > \(Shell.quote(home.root + "/first")); "
            + "echo ${PIPESTATUS[0]} > \(Shell.quote(home.root + "/status"))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            _ = try? home.run(["room", "say", "lobby", "Hi", "--broker", broker.address()])
            usleep(200_000)
        }
        process.waitUntilExit()
        let status = (try? String(contentsOfFile: home.root + "/status", encoding: .utf8)) ?? ""
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
        #expect(((try? String(contentsOfFile: home.root + "/err", encoding: .utf8)) ?? "").isEmpty)
    }
}
