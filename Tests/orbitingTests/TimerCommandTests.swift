import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One timer of `orbiting timers --json`.
struct ListedTimer: Decodable, Equatable {
    var id: String
    var kind: String
    var label: String
    var state: String
    var deadline: String?
    var left: String
}

extension StoreHome {
    /// The running and paused timers, as `timers --json` lists them.
    func timers() throws -> [ListedTimer] {
        let result = try run(["timers", "--json"])
        return try JSONDecoder().decode([ListedTimer].self, from: Data(result.stdout.utf8))
    }
}

/// The timer commands end to end: waiting without a terminal, the store across a SIGKILL,
/// bad input, control from the shell.
@Suite struct TimerCommandTests {
    let home = StoreHome()

    /// `--notify` sends its desktop notification when a script waits for the timer too (here
    /// a `notify-send` of the test's own, first on the PATH, that keeps its arguments).
    @Test func aTimerWaitedForWithoutATerminalSendsItsNotification() throws {
        let bin = home.root + "/bin", kept = home.root + "/notified"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let fake = bin + "/notify-send"
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(kept)'\n".write(toFile: fake, atomically: true, encoding: .utf8)
        #expect(chmod(fake, 0o755) == 0)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try home.run(["timer", "1s", "Tea", "--notify"], environment: ["PATH": path])
        #expect(result.status == 0, "\(result.stderr)")
        let arguments = try String(contentsOfFile: kept, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments == ["--app-name=orbiting", "Orbiting · Tea", "Time is up."], "\(arguments)")
    }

    @Test func aTimerWithoutATerminalWaitsForItsDeadlineRunsTheCommandAndExits0() throws {
        let marker = home.root + "/F"
        let started = Date()
        let result = try home.run(["timer", "2s", "--exec", "touch '\(marker)'"])
        let took = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(took >= 2, "ended early, after \(took) s")
        #expect(took < 10, "took \(took) s")
        #expect(FileManager.default.fileExists(atPath: marker))
        // It ran out watched: it is finished, not reported as missed, and kept in the list of done.
        #expect(try home.timers().isEmpty)
        let done = try home.run(["timers", "--done", "--json"])
        #expect(done.stdout.contains("\"result\" : \"completed\""))
        #expect(done.stderr.isEmpty)
    }

    @Test func aSIGKILLedTimerIsStillListedWithTheSameDeadline() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = ["timer", "1h", "Tea"]
        process.environment = ["ORBITING_HOME": home.root, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        process.standardOutput = Pipe()
        try process.run()
        var before: [ListedTimer] = []
        for _ in 0..<100 where before.isEmpty {
            usleep(50_000)
            before = try home.timers()
        }
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let after = try home.timers()
        #expect(after.count == 1)
        #expect(after.first?.label == "Tea")
        #expect(after.first?.deadline != nil)
        #expect(after.first?.deadline == before.first?.deadline)
    }

    @Test(arguments: [
        (["timer", "25x"], "“x” is not a unit. Use s, m, h, d"),
        (["timer", "-5m"], "“-5m” is negative"),
        (["timer", "0"], "“0” is zero"),
        (["timer", "367d"], "more than 366 days"),
        (["timer", "25:99"], "99 is out of range"),
        (["until", "25:99"], "25 is out of range"),
        (["until", "09:00 Mars/Base"], "“Mars/Base” is not a time zone"),
        (["until", "2020-01-01T10:00"], "use “orbiting stopwatch”"),
        (["until", "soon"], "“soon” is not a time"),
        (["pomodoro", "25m/5m/15m", "x0"], "“x0” is not a number of rounds"),
        (["timer", "5m", "--warn", "1q"], "“q” is not a unit"),
    ])
    func badInputExits64WithASentenceAndStartsNothing(arguments: [String], sentence: String) throws {
        let result = try home.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(sentence), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/timers.json"))
    }

    @Test func badInputIsSaidInTheChosenLanguage() throws {
        let german = try home.run(["timer", "25x", "--lang", "de"])
        #expect(german.status == 64)
        #expect(german.stderr.contains("„x“ ist keine Einheit"), "\(german.stderr)")
        let japanese = try home.run(["until", "2020-01-01T10:00"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 64)
        #expect(japanese.stderr.contains("すでに過ぎています"), "\(japanese.stderr)")
    }

    @Test func aDSTGapNamesTheTimeItCountsTo() throws {
        // 02:30 on the night the clocks go forward, in a zone given with the time.
        let result = try home.run(["until", "2027-03-28T02:30 Europe/Berlin", "--detach"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("2027-03-28 02:30 does not exist in Europe/Berlin"), "\(result.stderr)")
        #expect(result.stderr.contains("counting to 2027-03-28 03:30 instead"), "\(result.stderr)")
        #expect(try home.timers().first?.deadline == "2027-03-28T01:30:00.000Z")
    }

    @Test func pauseResumeAndCancelByLabelOrId() throws {
        let tea = try home.run(["timer", "10m", "Tea", "--detach"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        _ = try home.run(["timer", "20m", "Pasta", "--detach"])
        let paused = try home.run(["timers", "pause", "tea"])
        #expect(paused.status == 0, "\(paused.stderr)")
        #expect(paused.stdout.hasPrefix("Paused Tea at "))
        #expect(try home.timers().first { $0.label == "Tea" }?.state == "paused")
        #expect(try home.timers().first { $0.label == "Tea" }?.deadline == nil)
        let again = try home.run(["timers", "pause", String(tea.prefix(8))])
        #expect(again.status == 64)
        #expect(again.stderr.contains("Tea is already paused"))
        #expect(try home.run(["timers", "resume", "Tea"]).status == 0)
        #expect(try home.timers().first { $0.label == "Tea" }?.state == "running")
        let list = try home.run(["timers"])
        #expect(list.lines.count == 3)  // the header row, then one line each
        #expect(list.lines.dropFirst().first?.hasPrefix(String(tea.prefix(8))) == true)
        #expect(try home.run(["timers", "cancel", "pasta"]).stdout == "Cancelled Pasta.\n")
        #expect(try home.timers().map(\.label) == ["Tea"])
        let done = try home.run(["timers", "--done", "--search", "PÁSTA"])
        #expect(done.lines.count == 2)
        #expect(done.stdout.contains("cancelled"))
        #expect(try home.run(["timers", "--done", "--search", "tea"]).stdout == "No finished timer matches.\n")
        let missing = try home.run(["timers", "cancel", "coffee"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("No timer has the id or label “coffee”"))
    }

    @Test func aClockTimeTargetRefusesPauseWithAHint() throws {
        _ = try home.run(["until", "23:59", "Talk", "--detach"])
        let result = try home.run(["timers", "pause", "talk"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("the time it counts to doesn't move"))
        #expect(try home.timers().first?.state == "running")
    }

    @Test func twoTimersWithTheSameLabelAreAmbiguousAndListed() throws {
        let first = try home.run(["timer", "5m", "Tea", "--detach"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let second = try home.run(["timer", "6m", "Tea", "--detach"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let result = try home.run(["timers", "cancel", "Tea"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("“Tea” could be 2 timers"))
        #expect(result.stderr.contains(first) && result.stderr.contains(second))
        #expect(try home.timers().count == 2)
    }

    @Test func theStatusLinePrintsTheNearestTimerInTheFormatAsked() throws {
        #expect(try home.run(["timers", "status"]).stdout == "")
        _ = try home.run(["timer", "1h", "Later", "--detach"])
        _ = try home.run(["timer", "10m", "Tea", "--detach"])
        let line = try home.run(["timers", "status", "--format", "[{label}: {left} {progress}%]"])
        #expect(line.status == 0)
        #expect(line.stdout == "[Tea: 10:00 0%]\n" || line.stdout == "[Tea: 9:59 0%]\n", "\(line.stdout)")
        #expect(try home.run(["timers", "status", "--all", "--format", "{label}"]).stdout == "Tea\nLater\n")
        let bad = try home.run(["timers", "status", "--format", "{nope}"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("“nope” is not a placeholder"))
    }

    @Test func aTimerThatRanOutUnwatchedIsReportedOnce() throws {
        _ = try home.run(["timer", "1h", "Tea", "--detach"])
        // Its deadline moved 14 minutes into the past, as if it ran out while nothing was open.
        let path = home.data + "/timers.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let deadline = try home.timers().first?.deadline else {
            Issue.record("no deadline")
            return
        }
        let past = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-14 * 60 - 20))
        let moved = text.replacingOccurrences(of: deadline, with: past.replacingOccurrences(of: "Z", with: ".000Z"))
        #expect(moved != text)
        try Data(moved.utf8).write(to: URL(fileURLWithPath: path))
        let first = try home.run(["timers"])
        #expect(first.stderr == "orbiting: Tea ended 14 min ago.\n")
        #expect(first.stdout == "No timers are running.\n")
        #expect(try home.run(["timers"]).stderr == "")
        #expect(try home.run(["timers", "--done"]).stdout.contains("completed"))
    }

    @Test func aStoreFromANewerVersionIsListedButNotWritten() throws {
        _ = try home.run(["timer", "1h", "Tea", "--detach"])
        let path = home.data + "/timers.json"
        let newer = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\"version\" : 1", with: "\"version\" : 2")
        try Data(newer.utf8).write(to: URL(fileURLWithPath: path))
        let start = try home.run(["timer", "5m", "--detach"])
        #expect(start.status == 75)
        #expect(start.stderr.contains("newer"), "\(start.stderr)")
        #expect(try home.timers().map(\.label) == ["Tea"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
    }

    /// Starts `count` timers from `writers` processes at once; returns the labels kept.
    static func concurrentStarts(home: StoreHome, writers: Int, count: Int, preload: String = "") throws -> [String] {
        let binary = OrbitingBinary.path
        let group = DispatchGroup()
        for writer in 0..<writers {
            group.enter()
            DispatchQueue.global().async {
                shell(
                    "for i in $(seq 1 \(count)); do LD_PRELOAD='\(preload)' ORBITING_HOME='\(home.root)' '\(binary)' "
                        + "timer 1h \"w\(writer) #$i\" --detach >/dev/null; done"
                )
                group.leave()
            }
        }
        group.wait()
        return try home.timers().map(\.label)
    }

    @Test func processesStartingTimersAtOnceLoseNone() throws {
        let labels = try Self.concurrentStarts(home: home, writers: 8, count: 25)
        #expect(labels.count == 200)
        for writer in 0..<8 {
            #expect(labels.filter { $0.hasPrefix("w\(writer) #") } == (1...25).map { "w\(writer) #\($0)" })
        }
    }

    @Test(.needsCCompiler)
    func negativeControlWithoutTheLockTheSameRunLosesTimers() throws {
        let source = try home.file(
            "noflock.c", "int flock(int fd, int operation) { (void)fd; (void)operation; return 0; }\n")
        let shim = home.root + "/noflock.so"
        #expect(shell("cc -shared -fPIC -o '\(shim)' '\(source)'") == 0)
        let labels = try Self.concurrentStarts(home: home, writers: 8, count: 25, preload: shim)
        #expect(labels.count < 200, "8 unlocked writers lost nothing")
    }

    @Test func randomSIGKILLsWhileStartingLoseNoAcknowledgedTimerAndCorruptNothing() throws {
        _ = try home.run(["timer", "1h", "first", "--detach"])
        let started = Date()
        _ = try home.run(["timer", "1h", "timing", "--detach"])
        var killer = RandomKill(ceiling: Date().timeIntervalSince(started))
        let (runs, kills, attempt) = try killer.crashLoop(home: home) { ["timer", "1h", "crash \($0)", "--detach"] }
        let acknowledged = runs.map { "crash \($0)" }
        print("timer crash loop: \(kills) SIGKILLs, \(acknowledged.count) acknowledged starts, \(attempt) runs")
        #expect(kills >= 200)
        let listing = try home.run(["timers", "--json"])
        #expect(listing.status == 0)
        #expect(listing.stderr.isEmpty, "a file was quarantined: \(listing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/quarantine"))
        let kept = Set(try home.timers().map(\.label))
        #expect(acknowledged.filter { !kept.contains($0) } == [])
        #expect(kept.isSuperset(of: ["first", "timing"]))
    }
}
