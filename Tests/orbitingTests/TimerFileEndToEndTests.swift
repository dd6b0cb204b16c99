import Foundation
import OrbitingTestSupport
import Testing

/// `timers.json` as other hands leave it, `TZ` as glibc reads it, and a disk that fills up
/// at the alarm: what the timer commands promise all the same.
@Suite struct TimerFileEndToEndTests {
    let home = StoreHome()

    /// The `deadline` the timers file keeps for its only timer.
    func deadline(in home: StoreHome) throws -> String {
        let text = try String(contentsOfFile: home.data + "/timers.json", encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("\"deadline\"") })
        return String(line.split(separator: "\"")[3])
    }

    @Test(arguments: [
        (":Europe/Berlin", "Europe/Berlin"),
        (":/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin"),
        ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Berlin"),
        ("<+0530>-5:30", "Asia/Kolkata"),
        ("EST5EDT,M3.2.0,M11.1.0", "America/New_York"),
    ])
    func posixZoneFormsCountToTheSameInstantAsTheZoneTheyName(form: String, name: String) throws {
        let other = StoreHome()
        let posix = try home.run(["until", "17:30", "--detach"], environment: ["TZ": form])
        let named = try other.run(["until", "17:30", "--detach"], environment: ["TZ": name])
        #expect(posix.status == 0 && named.status == 0, "\(posix.stderr) \(named.stderr)")
        #expect(try deadline(in: home) == deadline(in: other), "TZ=\(form)")
    }

    @Test func oneUnusableRecordLeavesTheOtherTimersListedAndNumbersOutOfRangeNeverCrash() throws {
        let tea = try home.run(["timer", "10m", "Tea", "--detach"])
        #expect(tea.status == 0)
        let path = home.data + "/timers.json"
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var timers = try #require(object["timers"] as? [[String: Any]])
        var bad = timers[0]
        bad["id"] = "egg"
        bad["kind"] = "egg-timer"
        var huge = timers[0]
        huge["id"] = "huge"
        huge["run"] = ["paused": ["remaining": 1e19]]
        var stopwatch = timers[0]
        stopwatch["id"] = "stopwatch"
        stopwatch["kind"] = "stopwatch"
        stopwatch["run"] = ["stopped": ["elapsed": 1e19]]
        timers += [bad, huge, stopwatch]
        object["timers"] = timers
        object["done"] = [
            [
                "id": "old", "kind": "countdown", "label": "Old", "input": "1m", "duration": 1e300,
                "startedAt": "2026-01-01T00:00:00.000Z", "endedAt": "2026-01-01T00:01:00.000Z", "result": "completed",
            ]
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        for command in [
            ["timers"], ["timers", "--json"], ["timers", "status"], ["timers", "--done"], ["timers", "resume", "huge"],
        ] {
            let result = try home.run(command)
            #expect(result.status != 132 && result.status != 134, "\(command) crashed: \(result.stderr)")
            #expect(result.stderr.contains("could not be read"), "\(command): \(result.stderr)")
        }
        let listing = try home.run(["timers"])
        #expect(listing.status == 0)
        #expect(listing.stdout.contains("Tea"), "\(listing.stdout)")
        #expect(!listing.stdout.contains("No timers"))
    }

    /// A well-formed file whose numbers are out of range (nothing else wrong with it).
    @Test func numbersOutOfRangeInAWellFormedFileNeverCrash() throws {
        #expect(try home.run(["timer", "10m", "Tea", "--detach"]).status == 0)
        let path = home.data + "/timers.json"
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var timers = try #require(object["timers"] as? [[String: Any]])
        var paused = timers[0]
        paused["id"] = "paused"
        paused["run"] = ["paused": ["remaining": 1e19]]
        var resumable = timers[0]
        resumable["id"] = "resumable"
        resumable["run"] = ["paused": ["remaining": 1e16]]
        var stopwatch = timers[0]
        stopwatch["id"] = "stopwatch"
        stopwatch["kind"] = "stopwatch"
        stopwatch["run"] = ["stopped": ["elapsed": 1e19]]
        timers += [paused, resumable, stopwatch]
        object["timers"] = timers
        object["done"] = [
            [
                "id": "old", "kind": "countdown", "label": "Old", "input": "1m", "duration": 1e300,
                "startedAt": "2026-01-01T00:00:00.000Z", "endedAt": "2026-01-01T00:01:00.000Z", "result": "completed",
            ]
        ]
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        for command in [
            ["timers"], ["timers", "--json"], ["timers", "status"], ["timers", "--done"],
            ["timers", "resume", "resumable"],
        ] {
            let result = try home.run(command)
            // Listed (0), or the left-out timer not found (64); a crash is a signal (SIGILL: 4).
            #expect(result.status == 0 || result.status == 64, "\(command): \(result.status) \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(command) crashed: \(result.stderr)")
        }
        #expect(try home.run(["timers"]).stdout.contains("Tea"))
    }

    /// Runs `timer DURATION Tea --exec 'touch fired' extra…` without a terminal, its store on a
    /// small disk that fills up once the timer is kept; returns whether the command ran, the
    /// exit status and standard error.
    func waitOnAFullDisk(_ duration: String, _ extra: [String] = []) throws -> (
        fired: Bool, status: Int32, stderr: String
    ) {
        let disk = try #require(SmallDisk(at: home.root + "/small"))
        defer { disk.unmount() }
        let fired = home.root + "/fired"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OrbitingBinary.path)
        process.arguments = ["timer", duration, "Tea", "--exec", "touch '\(fired)'", "--data-dir", disk.path] + extra
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.root, "LANG": "C.UTF-8", "ORBITING_HOME": home.root, "TZ": "UTC",
        ]
        let errors = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errors
        process.standardInput = Pipe()
        try process.run()
        // Once the timer is kept, the disk fills up before its end.
        while !FileManager.default.fileExists(atPath: disk.path + "/data/timers.json") && process.isRunning {
            usleep(10_000)
        }
        disk.fill()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (FileManager.default.fileExists(atPath: fired), process.terminationStatus, stderr)
    }

    @Test(.needsTmpfs)
    func anAlarmOnAFullDiskStillRunsItsCommand() throws {
        let run = try waitOnAFullDisk("2s")
        #expect(run.fired, "the alarm's command did not run: \(run.stderr)")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("disk is full"), "\(run.stderr)")
    }

    /// A warning mark passed on the full disk is said, and the wait goes on to the end, whose
    /// command runs (it used to end the wait at the warning, exit 74, the command never run).
    @Test(.needsTmpfs)
    func aWarningOnAFullDiskDoesNotEndTheWaitBeforeTheAlarm() throws {
        let run = try waitOnAFullDisk("3s", ["--warn", "2s"])
        #expect(run.fired, "the alarm's command did not run: \(run.stderr)")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "disk is full").count == 2, "said once: \(run.stderr)")
    }

    /// The same on the full-screen display, in tmux: the bell, the notification and the
    /// command at the end, the display closing after it (`--quit-after 0`), and the failure
    /// said after, exit 74.
    @Test(.needsTmpfs)
    func anAlarmOnAFullDiskStillRingsOnTheDisplay() throws {
        let disk = try #require(SmallDisk(at: home.root + "/small"))
        defer { disk.unmount() }
        let fired = home.root + "/fired"
        let tmux = try TimerDisplayEndToEndTests.start(
            "timer 3s Tea --quit-after 0 --exec " + Shell.quote("touch " + Shell.quote(fired))
                + " --data-dir " + Shell.quote(disk.path) + " 2> " + Shell.quote(home.root + "/stderr"),
            home: home.root)
        defer { tmux.kill() }
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: disk.path + "/data/timers.json") && Date() < deadline {
            usleep(10_000)
        }
        disk.fill()
        let ended = Date().addingTimeInterval(15)
        while TimerDisplayEndToEndTests.read(home.root + "/rc").isEmpty && Date() < ended { usleep(50_000) }
        let stderr = TimerDisplayEndToEndTests.read(home.root + "/stderr")
        #expect(FileManager.default.fileExists(atPath: fired), "the alarm's command did not run: \(stderr)")
        #expect(TimerDisplayEndToEndTests.read(home.root + "/raw").contains("Time is up"), "no notification")
        #expect(
            TimerDisplayEndToEndTests.read(home.root + "/rc").trimmingCharacters(in: .whitespacesAndNewlines) == "74",
            "the display did not end with 74: \(stderr)")
        #expect(stderr.contains("disk is full"), "\(stderr)")
    }
}
