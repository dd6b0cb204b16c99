import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
    import OrbitingTestSupport
#endif

/// The timer display at the moments that matter, in tmux as a person runs it: the end stays
/// on screen, naming the timer, until a key (then exit 0 and one line in the shell), or for
/// `--quit-after`; the title says "paused" and the terminal's progress indicator follows;
/// a Pomodoro's phase end says what comes next and Enter starts it; a stopwatch takes laps.
@Suite struct TimerEndEndToEndTests {
    typealias Display = TimerDisplayEndToEndTests

    static func status(_ home: String) -> String {
        Display.read(home + "/rc").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the shell has written the exit status, at most `timeout` seconds.
    static func waitForExit(_ home: String, timeout: Double = 10) {
        let deadline = Date().addingTimeInterval(timeout)
        while status(home).isEmpty && Date() < deadline { usleep(50_000) }
    }

    @Test func aTwoSecondTimerStaysOnScreenNamingItUntilAKeyThenExitsZero() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("timer 2s Tea", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q leave") } }
        let started = Date()
        // The end: the keys give way to "any key", and it stays.
        try tmux.waitFor { $0.contains { $0.contains("Press any key to close") } }
        while Date().timeIntervalSince(started) < 4 { usleep(100_000) }
        let later = try tmux.screen()
        #expect(later.contains { $0.contains("Tea") }, "\(later.joined(separator: "\n"))")
        #expect(later.contains { $0.contains("Time is up. Press any key to close. · Tea") })
        #expect(later.contains { $0.contains("█") })
        #expect(Self.status(home).isEmpty, "the display closed by itself")
        try tmux.send("x")
        Self.waitForExit(home)
        #expect(Self.status(home) == "0")
        // One line stays in the shell: "Tea ended at HH:MM (0:02)."
        let shell = try tmux.waitFor { $0.contains { $0.contains("Tea ended at") } }
        #expect(
            shell.contains { $0.contains("Tea ended at") && $0.contains("(0:02).") }, "\(shell.joined(separator: "\n"))"
        )
        // The notification says the label once.
        let raw = Display.read(home + "/raw")
        #expect(raw.contains("]9;Orbiting · Tea: Time is up."), "\(raw.suffix(400))")
        #expect(!raw.contains("Tea: Tea"))
    }

    @Test func quitAfterClosesTheDisplayByItselfAfterTheEnd() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("timer 1s Tea --quit-after 1s", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("Press any key to close") } }
        Self.waitForExit(home)
        #expect(Self.status(home) == "0")
        let times = Display.read(home + "/times").split(separator: "\n").compactMap { Double($0) }
        #expect(times.count == 2 && times[1] - times[0] >= 2.0, "\(times)")
    }

    @Test func theTitleSaysPausedAndTheTerminalsProgressFollows() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Windows Terminal (WT_SESSION) shows OSC 9;4; inside tmux it goes through the passthrough.
        let tmux = try Display.start("timer 10m Tea", home: home, environment: "WT_SESSION=1")
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("Space pause") } }
        try tmux.send("Space")
        try tmux.waitFor { $0.contains { $0.contains("Space resume") } }
        try tmux.send("q")
        Self.waitForExit(home)
        let raw = Display.read(home + "/raw")
        #expect(raw.contains(" Tea (Paused) · Orbiting\u{1B}\\"), "\(raw.suffix(300))")
        #expect(raw.contains("\u{1B}\u{1B}]9;4;1;"))  // running, through tmux
        #expect(raw.contains("\u{1B}\u{1B}]9;4;4;"))  // paused
        #expect(raw.contains("\u{1B}\u{1B}]9;4;0;0"))  // taken away on the way out
    }

    @Test func withoutAProgressTerminalNoProgressIsWritten() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("timer 10m Tea", home: home)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("q leave") } }
        try tmux.send("q")
        Self.waitForExit(home)
        #expect(!Display.read(home + "/raw").contains("]9;4;"))
    }

    @Test func aPomodorosPhaseEndSaysWhatIsNextAndEnterStartsIt() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("pomodoro 2s/5m/15m", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        let next = try tmux.waitFor { $0.contains { $0.contains("Short break next") } }
        #expect(next.contains { $0.contains("Enter") }, "\(next.joined(separator: "\n"))")
        try tmux.send("Enter")
        let breakTime = try tmux.waitFor { screen in
            screen.contains { $0.contains("Short break") } && !screen.contains { $0.contains("Short break next") }
        }
        #expect(!breakTime.contains { $0.contains("Short break next") }, "\(breakTime.joined(separator: "\n"))")
        try tmux.send("q")
    }

    @Test func aStopwatchTakesLapsOffersNoCountdownKeysAndPrintsTheLaps() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("stopwatch Run", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        let shown = try tmux.waitFor { $0.contains { $0.contains("l lap") } }
        let footer = shown.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(footer.contains("l lap") && !footer.contains("+/-") && !footer.contains("e end"), "\(footer)")
        try tmux.send("l")
        try tmux.waitFor { $0.contains { $0.contains("Lap 1") } }
        try tmux.send("l")
        try tmux.waitFor { $0.contains { $0.contains("Lap 2") } }
        try tmux.send("q")
        Self.waitForExit(home)
        let shell = try tmux.waitFor { $0.contains { $0.contains("Lap 2:") } }
        #expect(shell.contains { $0.contains("Lap 1:") } && shell.contains { $0.contains("Lap 2:") })
        // Each lap's own time, and the total when it was taken: the second lap's own time is
        // the difference of the totals (to the second the digits round to).
        func seconds(_ digits: Substring) -> Int { digits.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) } }
        let pattern = try Regex(#"Lap (\d): ([\d:]+) \(total ([\d:]+)\)"#)
        let laps = shell.compactMap { $0.firstMatch(of: pattern) }.map {
            (seconds($0.output[2].substring ?? ""), seconds($0.output[3].substring ?? ""))
        }
        try #require(laps.count == 2, "\(shell.joined(separator: "\n"))")
        #expect(laps[0].0 == laps[0].1)
        #expect(abs(laps[1].0 - (laps[1].1 - laps[0].1)) <= 1, "\(laps)")
    }

    /// The digits' height at 10:00 and a second later at 9:59 is the same.
    @Test func theDigitsKeepTheirHeightFrom10_00To9_59() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("timer 10m", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        func inkedRows(_ screen: [String]) -> Int {
            screen.dropLast(4).filter { $0.contains { "█▀▄".contains($0) } }.count
        }
        func title() -> String { (try? tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{pane_title}"])) ?? "" }
        let first = try tmux.waitFor { $0.contains { $0.contains("q leave") } && title().hasPrefix("10:00") }
        let firstTitle = title()
        let later = try tmux.waitFor { _ in title().hasPrefix("9:5") }
        let laterTitle = title()
        #expect(firstTitle.hasPrefix("10:00") && laterTitle.hasPrefix("9:5"), "\(firstTitle) \(laterTitle)")
        #expect(inkedRows(first) > 0 && inkedRows(first) == inkedRows(later), "\(inkedRows(first)) \(inkedRows(later))")
        try tmux.send("q")
    }
}

/// The end of a countdown (issue 35, point 2), in a 40-column window: it looks different from
/// its last seconds (the whole screen inverse, every other second, until a key), and the
/// status row starts with what to do.
@Suite struct TimerEndLooksDifferentEndToEndTests {
    typealias Display = TimerDisplayEndToEndTests

    /// The first row with its colours, as tmux has it.
    static func topRow(_ tmux: TmuxSession) throws -> String {
        try tmux.tmux(["capture-pane", "-p", "-e", "-t", tmux.name]).components(separatedBy: "\n").first ?? ""
    }

    @Test func theEndIsInverseUntilAKeyAndSaysWhatToDoFirst() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try Display.start("timer 3s Tea", home: home, width: 40, height: 12)
        defer { tmux.kill() }
        // The last seconds: red digits on the theme's background.
        try tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q ") } }
        let lastSeconds = try Self.topRow(tmux)
        let end = try tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Time is up") } }
        // The instruction first, whole, at 40 columns.
        #expect(
            end.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Time is up. Press any key to close.") },
            "\(end.joined(separator: "\n"))")
        // The alarm's flash turns the screen over once (a second); the end keeps doing so
        // every other second until a key: count the times the top row's colours change.
        var turns = 0, different = false
        let deadline = Date().addingTimeInterval(8)
        while turns < 3 && Date() < deadline {
            let now = try Self.topRow(tmux) != lastSeconds
            if now && !different { turns += 1 }
            different = now
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(turns >= 3, "the end looks like the last seconds after the flash: \(lastSeconds.debugDescription)")
        try tmux.send("x")
        TimerEndEndToEndTests.waitForExit(home)
        #expect(TimerEndEndToEndTests.status(home) == "0")
    }

    /// With the reduceMotion setting the end still looks different from the last seconds,
    /// but holds still: after the alarm's one flash it turns inverse once and stays so.
    @Test func withReduceMotionTheEndStaysInverseWithoutBlinking() throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let set = try OrbitingBinary.run(
            ["config", "set", "reduceMotion", "true"], environment: ["ORBITING_HOME": home])
        #expect(set.status == 0, "\(set.stderr)")
        let tmux = try Display.start("timer 3s Tea", home: home, width: 40, height: 12)
        defer { tmux.kill() }
        try tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q ") } }
        let lastSeconds = try Self.topRow(tmux)
        try tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Time is up") } }
        // Over five seconds of the end (the blink would turn it over at least twice more):
        // the flash, then inverse for good.
        var turns = 0, different = false
        let window = Date().addingTimeInterval(5)
        while Date() < window {
            let now = try Self.topRow(tmux) != lastSeconds
            if now && !different { turns += 1 }
            different = now
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(different, "the end must still look different from the last seconds")
        #expect(turns <= 2, "the end blinked \(turns) times with reduceMotion")
        try tmux.send("x")
        TimerEndEndToEndTests.waitForExit(home)
    }
}
