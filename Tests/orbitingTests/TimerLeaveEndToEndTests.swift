import Foundation
import OrbitingTestSupport
import Testing

/// Leaving a timer's display with `q` (issue 35, point 5): one line stays in the shell saying
/// that the timer is still running, when it ends, and the commands that show and stop it, and
/// the command it gives does stop it.
@Suite struct TimerLeaveEndToEndTests {
    @Test func leavingWithQSaysWhatHappensNext() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try TimerDisplayEndToEndTests.start("timer 10m Pasta al dente", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        try tmux.send("q")
        TimerEndEndToEndTests.waitForExit(home)
        #expect(TimerEndEndToEndTests.status(home) == "0")
        // The shell's lines, wrapped ones joined (-J), as a person reads them.
        func shell() throws -> String { try tmux.tmux(["capture-pane", "-p", "-J", "-t", tmux.name]) }
        var text = try shell()
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("stops it.") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            text = try shell()
        }
        #expect(text.contains("Pasta al dente is still running (ends "), "\(text)")
        #expect(text.contains("“orbiting timers watch” shows it"), "\(text)")
        let start = try #require(text.range(of: "“orbiting timers cancel "), "\(text)")
        let end = try #require(text.range(of: "” stops it.", range: start.upperBound..<text.endIndex))
        let reference = String(text[start.upperBound..<end.lowerBound])
        // The command as given, run by a shell, stops it.
        let cancelled = try Spawn.run([
            "sh", "-c",
            "ORBITING_HOME=\(Shell.quote(home)) \(Shell.quote(OrbitingBinary.path)) timers cancel \(reference)",
        ])
        #expect(cancelled.hasPrefix("Cancelled Pasta al dente."), "\(reference): \(cancelled)")
        let left = try OrbitingBinary.run(["timers", "--json"], environment: ["ORBITING_HOME": home])
        let running = try JSONSerialization.jsonObject(with: Data(left.stdout.utf8)) as? [Any]
        #expect(running?.isEmpty == true, "\(reference): \(left.stdout)")
    }

    /// Cancelling with `x` in the display is the person's own choice: the shell says
    /// "Cancelled Tea." as the other endings are said, not as an error, and the status is 1
    /// so that `timer 5m && next` stops there.
    @Test func cancellingWithXSaysCancelledWithoutTheErrorPrefix() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try TimerDisplayEndToEndTests.start("timer 10m Tea", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        try tmux.send("x")
        try tmux.waitFor { $0.contains { $0.contains("Cancel the timer") } }
        try tmux.send("y")
        TimerEndEndToEndTests.waitForExit(home)
        #expect(TimerEndEndToEndTests.status(home) == "1")
        let said = ShippedCatalogues.fill(ShippedCatalogues.table("en")["timers.cancelled"] ?? "?", ["name": "Tea"])
        try tmux.waitFor { $0.contains { $0.contains(said) } }
        let text = try tmux.screen()
        #expect(text.contains { $0.contains(said) }, "\(text)")
        #expect(!text.contains { $0.contains("orbiting: ") }, "\(text)")
    }
}
