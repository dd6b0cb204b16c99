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
    static func waitForExit(_ home: String, timeout: Double = 30) async {
        await waitUntil(timeout: timeout) { !status(home).isEmpty }
    }

    @Test func aTwoSecondTimerStaysOnScreenNamingItUntilAKeyThenExitsZero() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("timer 2s Tea", home: home)
        defer { tmux.kill() }
        try await tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q leave") } }
        // The end: the keys give way to "any key", and it stays: seen after the end has turned
        // its colours over twice more (every other second), however slowly those looks come.
        try await tmux.waitFor { $0.contains { $0.contains("Press any key to close") } }
        var previous = try await TimerEndLooksDifferentEndToEndTests.topRow(tmux), turns = 0
        try await waitUntil(timeout: 30) {
            let row = try await TimerEndLooksDifferentEndToEndTests.topRow(tmux)
            if row != previous { turns += 1 }
            previous = row
            return turns >= 2
        }
        #expect(turns >= 2, "the end stopped changing: \(previous.debugDescription)")
        let later = try await tmux.screen()
        #expect(later.contains { $0.contains("Tea") }, "\(later.joined(separator: "\n"))")
        #expect(later.contains { $0.contains("Time is up. Press any key to close. · Tea") })
        #expect(later.contains { $0.contains("█") })
        #expect(Self.status(home).isEmpty, "the display closed by itself")
        try await tmux.send("x")
        await Self.waitForExit(home)
        #expect(Self.status(home) == "0")
        // One line stays in the shell: "Tea ended at HH:MM (0:02)."
        let shell = try await tmux.waitFor { $0.contains { $0.contains("Tea ended at") } }
        #expect(
            shell.contains { $0.contains("Tea ended at") && $0.contains("(0:02).") }, "\(shell.joined(separator: "\n"))"
        )
        // The notification says the label once.
        let raw = Display.read(home + "/raw")
        #expect(raw.contains("]9;Orbiting · Tea: Time is up."), "\(raw.suffix(400))")
        #expect(!raw.contains("Tea: Tea"))
    }

    @Test func quitAfterClosesTheDisplayByItselfAfterTheEnd() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("timer 1s Tea --quit-after 1s", home: home)
        defer { tmux.kill() }
        try await tmux.waitFor { $0.contains { $0.contains("Press any key to close") } }
        await Self.waitForExit(home)
        #expect(Self.status(home) == "0")
        let times = Display.read(home + "/times").split(separator: "\n").compactMap { Double($0) }
        #expect(times.count == 2 && times[1] - times[0] >= 2.0, "\(times)")
    }

    @Test func theTitleSaysPausedAndTheTerminalsProgressFollows() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Windows Terminal (WT_SESSION) shows OSC 9;4; inside tmux it goes through the passthrough.
        let tmux = try await Display.start("timer 10m Tea", home: home, environment: "WT_SESSION=1")
        defer { tmux.kill() }
        try await tmux.waitFor { $0.contains { $0.contains("Space pause") } }
        try await tmux.send("Space")
        try await tmux.waitFor { $0.contains { $0.contains("Space resume") } }
        try await tmux.send("q")
        await Self.waitForExit(home)
        let raw = Display.read(home + "/raw")
        #expect(raw.contains(" Tea (Paused) · Orbiting\u{1B}\\"), "\(raw.suffix(300))")
        #expect(raw.contains("\u{1B}\u{1B}]9;4;1;"))  // running, through tmux
        #expect(raw.contains("\u{1B}\u{1B}]9;4;4;"))  // paused
        #expect(raw.contains("\u{1B}\u{1B}]9;4;0;0"))  // taken away on the way out
    }

    @Test func withoutAProgressTerminalNoProgressIsWritten() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("timer 10m Tea", home: home)
        defer { tmux.kill() }
        try await tmux.waitFor { $0.contains { $0.contains("q leave") } }
        try await tmux.send("q")
        await Self.waitForExit(home)
        #expect(!Display.read(home + "/raw").contains("]9;4;"))
    }

    @Test func aPomodorosPhaseEndSaysWhatIsNextAndEnterStartsIt() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("pomodoro 2s/5m/15m", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        let next = try await tmux.waitFor { $0.contains { $0.contains("Short break next") } }
        #expect(next.contains { $0.contains("Enter") }, "\(next.joined(separator: "\n"))")
        try await tmux.send("Enter")
        let breakTime = try await tmux.waitFor { screen in
            screen.contains { $0.contains("Short break") } && !screen.contains { $0.contains("Short break next") }
        }
        #expect(!breakTime.contains { $0.contains("Short break next") }, "\(breakTime.joined(separator: "\n"))")
        try await tmux.send("q")
    }

    @Test func aStopwatchTakesLapsOffersNoCountdownKeysAndPrintsTheLaps() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("stopwatch Run", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        let shown = try await tmux.waitFor { $0.contains { $0.contains("l lap") } }
        let footer = shown.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(footer.contains("l lap") && !footer.contains("+/-") && !footer.contains("e end"), "\(footer)")
        try await tmux.send("l")
        try await tmux.waitFor { $0.contains { $0.contains("Lap 1") } }
        try await tmux.send("l")
        try await tmux.waitFor { $0.contains { $0.contains("Lap 2") } }
        try await tmux.send("q")
        await Self.waitForExit(home)
        let shell = try await tmux.waitFor { $0.contains { $0.contains("Lap 2:") } }
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

    /// The digits' height at 10:0x and later at 9:5x is the same. The timer starts ten seconds
    /// above ten minutes, so a display that starts slowly still shows four digits first.
    @Test func theDigitsKeepTheirHeightFrom10_00To9_59() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("timer 10m 10s", home: home, width: 100, height: 30)
        defer { tmux.kill() }
        func inkedRows(_ screen: [String]) -> Int {
            screen.dropLast(4).filter { $0.contains { "█▀▄".contains($0) } }.count
        }
        func title() async -> String {
            (try? await tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{pane_title}"])) ?? ""
        }
        // Each title is the one read with its screen: the clock may tick between two looks.
        var firstTitle = "", laterTitle = ""
        let first = try await tmux.waitFor { screen in
            guard screen.contains(where: { $0.contains("q leave") }) else { return false }
            firstTitle = await title()
            return firstTitle.hasPrefix("10:0")
        }
        let later = try await tmux.waitFor(timeout: 60) { _ in
            laterTitle = await title()
            return laterTitle.hasPrefix("9:5")
        }
        #expect(firstTitle.hasPrefix("10:0") && laterTitle.hasPrefix("9:5"), "\(firstTitle) \(laterTitle)")
        #expect(inkedRows(first) > 0 && inkedRows(first) == inkedRows(later), "\(inkedRows(first)) \(inkedRows(later))")
        try await tmux.send("q")
    }
}

/// The end of a countdown (issue 35, point 2), in a 40-column window: it looks different from
/// its last seconds (the whole screen inverse, every other second, until a key), and the
/// status row starts with what to do.
@Suite struct TimerEndLooksDifferentEndToEndTests {
    typealias Display = TimerDisplayEndToEndTests

    /// The first row with its colours, as tmux has it.
    static func topRow(_ tmux: TmuxSession) async throws -> String {
        try await tmux.tmux(["capture-pane", "-p", "-e", "-t", tmux.name]).components(separatedBy: "\n").first ?? ""
    }

    /// The first row with its colours in the last seconds: taken between two looks that both
    /// show the running timer's keys, so never the end's, however slowly the looks come.
    static func lastSecondsRow(_ tmux: TmuxSession) async throws -> String {
        func running() async throws -> Bool {
            let screen = try await tmux.screen()
            return screen.contains { $0.contains("Tea") } && screen.contains { $0.contains("q ") }
        }
        var row = ""
        try await waitUntil(timeout: 30) {
            guard try await running() else { return false }
            row = try await topRow(tmux)
            return try await running()
        }
        return row
    }

    @Test func theEndIsInverseUntilAKeyAndSaysWhatToDoFirst() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let tmux = try await Display.start("timer 3s Tea", home: home, width: 40, height: 12)
        defer { tmux.kill() }
        // The last seconds: red digits on the theme's background.
        try await tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q ") } }
        let lastSeconds = try await Self.lastSecondsRow(tmux)
        let end = try await tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Time is up") } }
        // The instruction first, whole, at 40 columns.
        #expect(
            end.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Time is up. Press any key to close.") },
            "\(end.joined(separator: "\n"))")
        // The alarm's flash turns the screen over once (a second); the end keeps doing so
        // every other second until a key: count the times the top row's colours change.
        var turns = 0, different = false
        let deadline = Date().addingTimeInterval(8)
        while turns < 3 && Date() < deadline {
            let now = try await Self.topRow(tmux) != lastSeconds
            if now && !different { turns += 1 }
            different = now
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(turns >= 3, "the end looks like the last seconds after the flash: \(lastSeconds.debugDescription)")
        try await tmux.send("x")
        await TimerEndEndToEndTests.waitForExit(home)
        #expect(TimerEndEndToEndTests.status(home) == "0")
    }

    /// With the reduceMotion setting the end still looks different from the last seconds,
    /// but holds still: after the alarm's one flash it turns inverse once and stays so.
    @Test func withReduceMotionTheEndStaysInverseWithoutBlinking() async throws {
        let home = TestDirectory.make()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let set = try await OrbitingBinary.run(
            ["config", "set", "reduceMotion", "true"], environment: ["ORBITING_HOME": home])
        #expect(set.status == 0, "\(set.stderr)")
        let tmux = try await Display.start("timer 3s Tea", home: home, width: 40, height: 12)
        defer { tmux.kill() }
        try await tmux.waitFor { $0.contains { $0.contains("Tea") } && $0.contains { $0.contains("q ") } }
        let lastSeconds = try await Self.lastSecondsRow(tmux)
        try await tmux.waitFor(timeout: 15) { $0.contains { $0.contains("Time is up") } }
        // Over five seconds of the end (the blink would turn it over at least twice more):
        // the flash, then inverse for good.
        var turns = 0, different = false
        let window = Date().addingTimeInterval(5)
        while Date() < window {
            let now = try await Self.topRow(tmux) != lastSeconds
            if now && !different { turns += 1 }
            different = now
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(different, "the end must still look different from the last seconds")
        #expect(turns <= 2, "the end blinked \(turns) times with reduceMotion")
        try await tmux.send("x")
        await TimerEndEndToEndTests.waitForExit(home)
    }
}
