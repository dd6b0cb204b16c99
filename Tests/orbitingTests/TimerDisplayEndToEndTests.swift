import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
    import OrbitingTestSupport
#endif

/// The timer display in tmux, as a person runs it: `orbiting timer 3s --exec …` rings,
/// notifies through tmux's passthrough and runs the command at its end, and exits 0 after a key;
/// `q` leaves a timer that `orbiting timers --json` still shows with the same deadline.
@Suite struct TimerDisplayEndToEndTests {
    /// Runs `arguments` in a tmux window through a shell that writes the exit status to `rc`
    /// and the start and end times to `times`; the pane's raw output goes to `raw`.
    static func start(
        _ arguments: String, home: String, width: Int = 80, height: Int = 24,
        environment: String = ""
    ) throws -> TmuxSession {
        let command =
            "sh -c "
            + Shell.quote(
                "sleep 0.5; date +%s.%N > \(home)/times; ORBITING_HOME=\(Shell.quote(home)) COLORTERM=truecolor "
                    + "TMUX=/tmp/outer,1,0 \(environment) "
                    + Shell.quote(OrbitingBinary.path) + " " + arguments
                    + "; status=$?; date +%s.%N >> \(home)/times; echo $status > \(home)/rc; sleep 60")
        let tmux = try TmuxSession(command: command, width: width, height: height)
        try tmux.tmux(["pipe-pane", "-o", "-t", tmux.name, "cat >> " + Shell.quote(home + "/raw")])
        return tmux
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test func aThreeSecondTimerRingsNotifiesRunsItsCommandAndExitsZero() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Self.start("timer 3s Tea --exec 'touch \(home)/F'", home: home)
        defer { tmux.kill() }
        // While it runs: the time huge, the label, the keys.
        let running = try tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q leave") } }
        #expect(running.contains { $0.contains("█") })
        // The end stays on screen until a key.
        try tmux.waitFor { $0.contains { $0.contains("Press any key to close") } }
        try tmux.send("Enter")
        for _ in 0..<200 where Self.read(home + "/rc").isEmpty { usleep(50_000) }
        #expect(Self.read(home + "/rc").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(FileManager.default.fileExists(atPath: home + "/F"))
        let raw = Self.read(home + "/raw")
        // Rings, notifies through tmux's passthrough (ESCs doubled), shows the time in the
        // title and puts the title back, and leaves the alternate screen last.
        #expect(raw.contains("\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]9;Orbiting · Tea: Time is up.\u{1B}\u{1B}\\\u{1B}\\"))
        #expect(raw.contains("\u{1B}]2;0:03 Tea · Orbiting\u{1B}\\"))
        #expect(raw.contains("\u{1B}[23;0t"))
        // The flash: text and background swapped, so cells are painted with mono's text
        // colour (dark or light scheme, as the terminal's background says) as background;
        // without colour (as the run decides from its environment), in reverse video.
        #expect(raw.contains("48;2;235;235;235") || raw.contains("48;2;38;38;38") || raw.contains("\u{1B}[7m"))
        // It does not end before its time (how close after it, the report measures).
        let times = Self.read(home + "/times").split(separator: "\n").compactMap { Double($0) }
        #expect(times.count == 2 && times[1] - times[0] >= 3.0, "\(times)")
        if times.count == 2 { print("timer 3s ended after \(times[1] - times[0]) s") }
    }

    /// `orbiting timers watch` shows every timer, the nearest huge and the others in the
    /// strip, and `q` leaves them all running; off a terminal it is a usage error.
    @Test func watchShowsEveryTimerAndLeavesThemRunning() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        for (length, label) in [("25m", "Tea"), ("2h", "Launch")] {
            let started = try OrbitingBinary.run(
                ["timer", length, label, "--detach"], environment: ["ORBITING_HOME": home])
            #expect(started.status == 0, "\(started.stderr)")
        }
        let tmux = try Self.start("timers watch", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        let screen = try tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("Launch") } }
        // Tea ends first, so it is the huge one: its label sits above the strip's.
        let teaRow = screen.firstIndex { $0.contains("Tea") }, launchRow = screen.firstIndex { $0.contains("Launch") }
        #expect((teaRow ?? 0) < (launchRow ?? 0))
        try tmux.send("q")
        for _ in 0..<100 where Self.read(home + "/rc").isEmpty { usleep(50_000) }
        #expect(Self.read(home + "/rc").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let listed = try OrbitingBinary.run(["timers"], environment: ["ORBITING_HOME": home])
        #expect(listed.stdout.contains("Tea") && listed.stdout.contains("Launch"))
        let piped = try OrbitingBinary.run(["timers", "watch"], environment: ["ORBITING_HOME": home])
        #expect(piped.status == 64 && piped.stderr.contains("orbiting timers status"))
    }

    @Test func qLeavesTheTimerRunningWithTheSameDeadline() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Self.start("timer 10m Tea", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        let before = try OrbitingBinary.run(["timers", "--json"], environment: ["ORBITING_HOME": home])
        try tmux.send("q")
        for _ in 0..<100 where Self.read(home + "/rc").isEmpty { usleep(50_000) }
        #expect(Self.read(home + "/rc").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let after = try OrbitingBinary.run(["timers", "--json"], environment: ["ORBITING_HOME": home])
        func deadlines(_ json: String) throws -> [String] {
            let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
            return list.compactMap { $0["deadline"] as? String }
        }
        let kept = try deadlines(after.stdout)
        #expect(kept.count == 1)
        #expect(kept == (try deadlines(before.stdout)))
    }

    @Test func aResizeRefitsAndNStartsANewTimerFromWhatIsTyped() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Self.start("timer 10m Tea", home: home)
        defer { tmux.kill() }
        let wide = try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        let wideInk = wide.map { $0.filter { $0 != " " }.count }.reduce(0, +)
        try tmux.resize(width: 40, height: 12)
        // Refitted to the smaller window: less ink, nothing past column 40, the keys still there.
        let narrow = try tmux.waitFor { screen in
            screen.prefix(12).map { $0.filter { $0 != " " }.count }.reduce(0, +) < wideInk
                && screen.contains { $0.contains("q") }
        }
        #expect(narrow.prefix(12).map { $0.filter { $0 != " " }.count }.reduce(0, +) < wideInk)
        try tmux.resize(width: 80, height: 24)
        try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        try tmux.send("n")
        try tmux.waitFor { $0.contains { $0.contains("New timer") } }
        try tmux.send("90s Eggs", literal: true)
        try tmux.send("Enter")
        // The new timer is the nearest, so it is the huge one; the strip shows Tea.
        let both = try tmux.waitFor { screen in
            screen.contains { $0.contains("Eggs") } && !screen.contains { $0.contains("New timer") }
        }
        #expect(both.contains { $0.contains("Eggs") } && !both.contains { $0.contains("New timer") })
        let listed = try OrbitingBinary.run(["timers", "--json"], environment: ["ORBITING_HOME": home])
        #expect(listed.stdout.contains("\"label\" : \"Eggs\"") && listed.stdout.contains("\"label\" : \"Tea\""))
        try tmux.send("q")
    }
}
