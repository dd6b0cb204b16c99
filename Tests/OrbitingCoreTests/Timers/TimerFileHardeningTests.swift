import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

/// A `timers.json` edited by hand, by another tool or by a newer Orbiting: one bad record
/// hides nothing else, numbers out of range never crash a reading, unknown members survive
/// a rewrite, a repeated id is read once, and the finished list stays bounded.
@Suite struct TimerFileHardeningTests {
    let start = utc("2026-11-23T09:00:00Z")

    func countdown(_ label: String) -> TimerRecord {
        TimerRecord.countdown(600, label: label, input: "10m", zone: zone("UTC"), at: TimerMoment(start))
    }

    /// The file of `timers` with the JSON text of each record given as is.
    func file(timers: [String], done: [String] = [], extra: String = "") -> String {
        #"{"format": "orbiting.timers", "version": 1, \#(extra)"timers": [\#(timers.joined(separator: ","))], "#
            + #""done": [\#(done.joined(separator: ","))]}"#
    }

    /// The JSON text of `record` as the store writes it.
    func json(_ record: TimerRecord) -> String { TimerCoding.json(record) ?? "" }

    func write(_ text: String, in directory: String) throws {
        try PosixFiles.makePrivateDirectory(directory)
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/timers.json"))
    }

    @Test(arguments: [
        #"{"id": "bad-kind", "kind": "egg-timer"}"#,
        #"{"id": "no-kind", "label": "x"}"#,
        "42",
        "an unparseable deadline",
    ])
    func oneUnusableRecordLeavesTheOthersRunningAndIsKeptInACopy(bad: String) throws {
        let directory = TestDirectory.make()
        let tea = countdown("Tea")
        let broken =
            bad == "an unparseable deadline"
            ? json(countdown("Pasta")).replacingOccurrences(of: "2026-11-23T09:10:00.000Z", with: "yesterday") : bad
        #expect(broken != json(countdown("Pasta")))
        let text = file(timers: [json(tea), broken, json(countdown("Eggs"))])
        try write(text, in: directory)
        let store = TimerStore(directory: directory)
        #expect(try store.timers().map(\.label) == ["Tea", "Eggs"])
        let warnings = store.takeWarnings()
        guard case .partlyUnreadable(_, 1, let copy)? = warnings.first else {
            Issue.record("no warning: \(warnings)")
            return
        }
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == text)
        // The others stay alarmed and changeable; the bad record leaves on the next write.
        let later = TimerMoment(start + 700)
        #expect(try store.timers().allSatisfy { $0.alarmsDue(at: later).contains(.end) })
        try store.update(tea.id) { .keep(try $0.paused(at: TimerMoment(start + 60))) }
        let fresh = TimerStore(directory: directory)
        #expect(try fresh.timers().map(\.label) == ["Tea", "Eggs"])
        #expect(fresh.takeWarnings().isEmpty)
    }

    @Test(arguments: [
        ("paused remaining", #""run": {"paused": {"remaining": 1e19}}"#),
        ("stopwatch elapsed", #""run": {"stopped": {"elapsed": 1e19}}"#),
        ("counting before", #""run": {"counting": {"since": "2026-11-23T09:00:00.000Z", "before": -1e300}}"#),
        ("deadline far away", #""run": {"paused": {"remaining": 1e16}}"#),
        ("length", #""length": 1e300"#),
        ("start length", #""startLength": 1e19"#),
        ("warning", #""alarm": {"bell": true, "notify": false, "overtime": false, "warnings": [1e19]}"#),
        ("warned", #""warned": [-1e19]"#),
    ])
    func numbersOutOfRangeLeaveTheRecordOutInsteadOfCrashing(field: String, member: String) throws {
        let directory = TestDirectory.make()
        let record = json(countdown("Huge"))
        // Replace the member named at the start of `member` in the record's JSON.
        let name = String(member.split(separator: "\"")[0])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
        let replacement = try #require(
            try JSONSerialization.jsonObject(with: Data(("{" + member + "}").utf8)) as? [String: Any])
        object[name] = replacement[name]
        let edited = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        try write(file(timers: [edited, json(countdown("Tea"))]), in: directory)
        let store = TimerStore(directory: directory)
        let timers = try store.timers()
        #expect(timers.map(\.label) == ["Tea"], "\(field)")
        for timer in timers { #expect(!timer.reading(at: TimerMoment(start + 30)).digits.isEmpty) }
    }

    @Test func aFinishedDurationOutOfRangeIsLeftOut() throws {
        let directory = TestDirectory.make()
        let finished = countdown("Old").finished(at: TimerMoment(start + 600), result: .completed)
        let good = TimerCoding.json(finished) ?? ""
        let huge = good.replacingOccurrences(of: "\"duration\" : 600", with: "\"duration\" : 1e300")
        #expect(huge != good)
        try write(
            file(timers: [], done: [huge, good.replacingOccurrences(of: finished.id, with: "other-id")]), in: directory)
        #expect(try TimerStore(directory: directory).done().map(\.id) == ["other-id"])
    }

    @Test func digitsNeverOverflowWhateverTheSeconds() {
        for seconds in [1e19, -1e19, 1e300, -1e300, .infinity, -.infinity, .nan, 9.3e15] {
            #expect(!TimerDigits.remaining(seconds).isEmpty)
            #expect(!TimerDigits.elapsed(seconds).isEmpty)
        }
    }

    @Test func unknownMembersOfTheFileAndOfEachRecordSurviveARewrite() throws {
        let directory = TestDirectory.make()
        let tea = countdown("Tea"), pasta = countdown("Pasta")
        let finished = countdown("Old").finished(at: TimerMoment(start), result: .cancelled)
        var teaObject = try #require(try JSONSerialization.jsonObject(with: Data(json(tea).utf8)) as? [String: Any])
        teaObject["sound"] = ["name": "gong", "volume": 3]
        var doneObject = try #require(
            try JSONSerialization.jsonObject(with: Data((TimerCoding.json(finished) ?? "").utf8)) as? [String: Any])
        doneObject["note"] = "kept"
        let teaText = String(decoding: try JSONSerialization.data(withJSONObject: teaObject), as: UTF8.self)
        let doneText = String(decoding: try JSONSerialization.data(withJSONObject: doneObject), as: UTF8.self)
        try write(file(timers: [teaText], done: [doneText], extra: #""device": "laptop", "#), in: directory)
        let store = TimerStore(directory: directory)
        try store.add(pasta)
        try store.update(tea.id) { .keep(try $0.paused(at: TimerMoment(start + 60))) }
        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/timers.json")))
                as? [String: Any])
        #expect(written["device"] as? String == "laptop")
        let timers = try #require(written["timers"] as? [[String: Any]])
        let sound = timers.first { $0["id"] as? String == tea.id }?["sound"] as? [String: Any]
        #expect(sound?["name"] as? String == "gong")
        #expect((written["done"] as? [[String: Any]])?.first?["note"] as? String == "kept")
        #expect(try store.timers().map(\.label) == ["Tea", "Pasta"])
    }

    @Test func aRepeatedIdIsListedOnceAndDoesNotSurviveARewrite() throws {
        let directory = TestDirectory.make()
        let tea = countdown("Tea")
        var other = countdown("Imposter")
        other.id = tea.id
        try write(file(timers: [json(tea), json(tea), json(other)]), in: directory)
        let store = TimerStore(directory: directory)
        #expect(try store.timers().map(\.label) == ["Tea"])
        // The different record with the same id is kept in the copy, not lost unseen.
        #expect(store.takeWarnings().contains { if case .partlyUnreadable(_, 1, _) = $0 { true } else { false } })
        try store.add(countdown("Pasta"))
        let text = try String(contentsOfFile: directory + "/timers.json", encoding: .utf8)
        #expect(text.components(separatedBy: tea.id).count == 2)
        #expect(try store.timers().map(\.label) == ["Tea", "Pasta"])
    }

    @Test func theFinishedListKeepsTheNewestThousand() throws {
        let directory = TestDirectory.make()
        let finished = (0..<1500).map { index in
            FinishedTimer(
                id: "done-\(index)", kind: .countdown, label: "#\(index)", input: "1m", duration: 60,
                startedAt: start, endedAt: start + Double(index), result: .completed)
        }
        try write(file(timers: [], done: finished.map { TimerCoding.json($0) ?? "" }), in: directory)
        let store = TimerStore(directory: directory)
        // Read as this build would write it (the newest thousand); the file itself is left as
        // it is until a change.
        #expect(try store.done().count == TimerFile.maximumFinished)
        #expect(try String(contentsOfFile: directory + "/timers.json", encoding: .utf8).contains("done-0\""))
        try store.add(countdown("Tea"))
        let done = try store.done()
        #expect(done.count == TimerFile.maximumFinished)
        #expect(done.first?.id == "done-1499")
        #expect(done.last?.id == "done-500")
    }

    @Test func aTimersFileThatIsAFIFOOrADeviceIsRefusedAtOnce() throws {
        let directory = TestDirectory.make()
        try PosixFiles.makePrivateDirectory(directory)
        #expect(mkfifo(directory + "/timers.json", 0o600) == 0)
        #expect(throws: StoreError.notRegularFile(path: directory + "/timers.json")) {
            try TimerStore(directory: directory).timers()
        }
        try FileManager.default.removeItem(atPath: directory + "/timers.json")
        try FileManager.default.createSymbolicLink(atPath: directory + "/timers.json", withDestinationPath: "/dev/zero")
        #expect(throws: StoreError.notRegularFile(path: directory + "/timers.json")) {
            try TimerStore(directory: directory).timers()
        }
    }

    /// A stopwatch keeps at most `maximumLaps` laps: one more is refused, and a file holding
    /// more (or more finished timers than kept, or more laps among them) is cut to the latest
    /// when read, so every timer command reads no more than this build would have written.
    @Test func lapsAndFinishedTimersAreCappedOnWritingAndTrimmedOnReading() throws {
        var stopwatch = TimerRecord.stopwatch(label: "Run", zone: zone("UTC"), at: TimerMoment(start))
        stopwatch.laps = (0..<TimerRecord.maximumLaps).map(Double.init)
        #expect(
            operationError { try stopwatch.lapped(at: TimerMoment(start + 5)) }
                == .tooManyLaps(maximum: TimerRecord.maximumLaps))
        stopwatch.laps = (0..<5000).map(Double.init)
        var finished = countdown("Old").finished(at: TimerMoment(start + 600), result: .completed)
        finished.laps = (0..<3000).map(Double.init)
        let done = (0..<(TimerFile.maximumFinished + 500)).map { index -> String in
            var record = finished
            record.id = "done-\(index)"
            return TimerCoding.json(record) ?? ""
        }
        let directory = TestDirectory.make("laps")
        try write(file(timers: [json(stopwatch)], done: done), in: directory)
        let store = TimerStore(directory: directory)
        let laps = try #require(try store.timers().first?.laps)
        #expect(laps.count == TimerRecord.maximumLaps && laps.last == 4999)
        let kept = try store.done()
        #expect(kept.count == TimerFile.maximumFinished)
        #expect(kept.first?.id == "done-\(TimerFile.maximumFinished + 499)", "the newest are kept")
        // The newest keep their laps (each cut to the latest thousand), as many as the finished
        // list keeps between them; the older ones keep none.
        let withLaps = TimerFile.maximumFinishedLaps / TimerRecord.maximumLaps
        #expect(kept.prefix(withLaps).allSatisfy { $0.laps?.count == TimerRecord.maximumLaps && $0.laps?.last == 2999 })
        #expect(kept.dropFirst(withLaps).allSatisfy { $0.laps == nil })
    }
}
