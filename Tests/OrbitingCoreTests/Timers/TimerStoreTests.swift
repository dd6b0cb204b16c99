import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct TimerStoreTests {
    let start = utc("2026-11-23T09:00:00Z")
    let berlin = zone("Europe/Berlin")

    func countdown(_ label: String, _ seconds: TimeInterval = 600, overtime: Bool = false) -> TimerRecord {
        TimerRecord.countdown(
            seconds, label: label, input: "10m", zone: berlin, at: TimerMoment(start),
            alarm: TimerAlarm(overtime: overtime))
    }

    @Test func keepsTimersPrivatelyBesideTheMessagesAndReadsThemBackEqual() throws {
        let directory = TestDirectory.make() + "/data"
        let store = TimerStore(directory: directory)
        #expect(try store.timers().isEmpty)
        let tea = countdown("Tea")
        let target = try TargetParser.target("17:30", now: start, zone: berlin)
        let meeting = TimerRecord.until(
            target, label: "Meeting", input: "17:30", at: TimerMoment(start),
            alarm: TimerAlarm(warnings: [300], notify: true, exec: "echo done", bell: false))
        try store.add(tea)
        try store.add(meeting)
        #expect(try TimerStore(directory: directory).timers() == [tea, meeting])
        #expect(mode(of: directory) == 0o700)
        #expect(mode(of: directory + "/timers.json") == 0o600)
        let text = try String(contentsOfFile: directory + "/timers.json", encoding: .utf8)
        #expect(text.contains("\"deadline\" : \"2026-11-23T09:10:00.000Z\""))
        #expect(text.contains("\"format\" : \"orbiting.timers\""))
    }

    @Test func aLabelWithEscapesIsWrittenEscaped() throws {
        let directory = TestDirectory.make()
        let store = TimerStore(directory: directory)
        let hostile = countdown("Tea\u{1B}]0;owned\u{07}\u{202E}\u{85}")
        try store.add(hostile)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/timers.json"))
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
        #expect(
            !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x85 })
        #expect(try store.timers() == [hostile])
    }

    @Test func updatesCancelsAndKeepsTheFinishedSearchable() throws {
        let store = TimerStore(directory: TestDirectory.make())
        let tea = countdown("Café au lait")
        try store.add(tea)
        try store.add(countdown("Pasta"))
        let later = TimerMoment(start + 60)
        let paused = try store.update("café AU LAIT") { .keep(try $0.paused(at: later)) }
        #expect(paused == .keep(try tea.paused(at: later)))
        #expect(try store.resolve(String(tea.id.prefix(6))).isPaused)
        try store.update(tea.id) { .finish($0.finished(at: later, result: .cancelled)) }
        #expect(try store.timers().map(\.label) == ["Pasta"])
        let done = try store.done(search: "cafe")
        #expect(done.map(\.label) == ["Café au lait"])
        #expect(done.first?.result == .cancelled)
        #expect(try store.done(search: "pasta").isEmpty)
        #expect(try store.done().count == 1)
    }

    @Test func aRefusedOperationLeavesTheFileUntouched() throws {
        let directory = TestDirectory.make()
        let store = TimerStore(directory: directory)
        let target = try TargetParser.target("17:30", now: start, zone: berlin)
        try store.add(TimerRecord.until(target, label: "Talk", input: "17:30", at: TimerMoment(start)))
        let before = try Data(contentsOf: URL(fileURLWithPath: directory + "/timers.json"))
        #expect(throws: TimerOperationError.targetTimeDoesNotMove) {
            try store.update("talk") { .keep(try $0.paused(at: TimerMoment(self.start))) }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/timers.json")) == before)
    }

    @Test func idsAndLabelsResolveAsMessageIdsDo() throws {
        let store = TimerStore(directory: TestDirectory.make())
        let one = TimerRecord(
            id: "aaaa1111-0000-4000-8000-000000000000", kind: .countdown, label: "Tea", input: "1m",
            zoneIdentifier: "UTC", createdAt: start, length: 60, run: .running(deadline: start + 60))
        var two = one
        two.id = "aaaa2222-0000-4000-8000-000000000000"
        try store.add(one)
        try store.add(two)
        #expect(throws: StoreError.ambiguousTimer(key: "aaaa", candidates: [one, two])) { try store.resolve("aaaa") }
        #expect(throws: StoreError.ambiguousTimer(key: "tea", candidates: [one, two])) { try store.resolve("tea") }
        #expect(try store.resolve("AAAA2").id == two.id)
        #expect(throws: StoreError.noSuchTimer(key: "coffee")) { try store.resolve("coffee") }
    }

    @Test func aTimerThatRanOutUnwatchedIsReportedOnce() throws {
        let directory = TestDirectory.make()
        let store = TimerStore(directory: directory)
        try store.add(countdown("Tea", 60))
        try store.add(countdown("Bread", 60, overtime: true))
        try store.add(countdown("Later", 3600))
        let now = TimerMoment(start + 60 + 14 * 60)
        let noticed = try store.takeUnnoticed(at: now)
        #expect(noticed.map(\.label) == ["Tea", "Bread"])
        #expect(noticed.allSatisfy { $0.endedAt == start + 60 })
        #expect(try store.takeUnnoticed(at: now).isEmpty)
        #expect(
            try TimerStore(directory: directory).takeUnnoticed(at: TimerMoment(start + 7200)).map(\.label) == ["Later"])
        // A timer counting overtime stays (alarmed); the others are finished.
        #expect(try store.timers().map(\.label) == ["Bread"])
        #expect(try store.timers().first?.fired == true)
        #expect(Set(try store.done().map(\.label)) == ["Tea", "Later"])
    }

    @Test func aFileFromANewerVersionIsReadButNeverWritten() throws {
        let directory = TestDirectory.make()
        let store = TimerStore(directory: directory)
        try store.add(countdown("Tea"))
        let path = directory + "/timers.json"
        let newer = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\"version\" : 1", with: "\"version\" : 2")
        #expect(newer.contains("\"version\" : 2"))
        try Data(newer.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try store.timers().map(\.label) == ["Tea"])
        #expect(throws: StoreError.newerVersion(path: path, version: 2)) { try store.add(countdown("Pasta")) }
        #expect(throws: StoreError.newerVersion(path: path, version: 2)) {
            try store.update("tea") { .finish($0.finished(at: TimerMoment(self.start), result: .cancelled)) }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)

        let alien = #"{"format":"orbiting.timers","version":5,"timers":{"packed":"…"}}"#
        try Data(alien.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerUnreadable(path: path, version: 5)) { try store.timers() }
        #expect(throws: StoreError.newerUnreadable(path: path, version: 5)) { try store.add(countdown("Pasta")) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == alien)
    }

    @Test func aCorruptFileIsMovedAsideByteIdenticalAndReported() throws {
        let directory = TestDirectory.make()
        let path = directory + "/timers.json"
        let bytes: [UInt8] = Array("{\"format\": \"orbiting.timers\", \"version\": 1, \"timers\": [{\"id\"".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let store = TimerStore(directory: directory)
        #expect(try store.timers().isEmpty)
        guard case .quarantined(_, let movedTo)? = store.takeWarnings().first else {
            Issue.record("not quarantined")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data(bytes))
        try store.add(countdown("Tea"))
        #expect(try store.timers().map(\.label) == ["Tea"])
    }

    @Test func anUnreadableFileIsAnErrorNotAnEmptyList() throws {
        let directory = TestDirectory.make()
        try FileManager.default.createDirectory(atPath: directory + "/timers.json", withIntermediateDirectories: false)
        let store = TimerStore(directory: directory)
        // A folder in the file's place is not a file at all: refused, never taken as empty.
        #expect(throws: StoreError.notRegularFile(path: directory + "/timers.json")) { try store.timers() }
        #expect(throws: StoreError.self) { try store.add(countdown("Tea")) }
    }

    @Test func concurrentWritersAndTheMessageStoreLoseNothing() async throws {
        let directory = TestDirectory.make()
        let start = self.start
        let zone = berlin
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<6 {
                group.addTask {
                    let store = TimerStore(directory: directory)
                    for index in 0..<25 {
                        try store.add(
                            TimerRecord.countdown(
                                60, label: "w\(writer) #\(index)", input: "1m", zone: zone,
                                at: TimerMoment(start)))
                    }
                }
            }
            // The message store shares the lock and the directory (and cleans leftovers in it).
            group.addTask {
                let messages = MessageStore(directory: directory)
                for index in 0..<50 { _ = try messages.add("m\(index)") }
            }
            try await group.waitForAll()
        }
        let labels = try TimerStore(directory: directory).timers().map(\.label)
        #expect(labels.count == 150)
        for writer in 0..<6 {
            #expect(labels.filter { $0.hasPrefix("w\(writer) #") } == (0..<25).map { "w\(writer) #\($0)" })
        }
        #expect(try MessageStore(directory: directory).all().count == 50)
    }
}

/// A Pomodoro left at a phase end (issue 35, point 5): it waits an hour for someone to start
/// the next phase, then ends at its phase end instead of counting overtime forever.
@Suite struct AbandonedPomodoroTests {
    let start = utc("2026-11-23T09:00:00Z")

    @Test func aPomodoroLeftAtAPhaseEndEndsThereAfterAnHour() throws {
        let store = TimerStore(directory: TestDirectory.make())
        let pomodoro = TimerRecord.pomodoro(
            .classic, label: "Write", input: "", zone: zone("UTC"), at: TimerMoment(start))
        try store.add(pomodoro)
        let phaseEnd = start + PomodoroPlan.classic.work
        // Half an hour after the phase end it still waits, in overtime.
        _ = try store.takeUnnoticed(at: TimerMoment(phaseEnd + 1800))
        #expect(try store.timers().map(\.id) == [pomodoro.id])
        #expect(try store.done().isEmpty)
        // Past the hour it has ended, at its phase end, said once.
        let ended = try store.takeUnnoticed(at: TimerMoment(phaseEnd + TimerRecord.abandonedAfter + 60))
        #expect(try store.timers().isEmpty)
        let done = try store.done()
        #expect(done.map(\.id) == [pomodoro.id])
        #expect(done.first?.endedAt == phaseEnd)
        #expect(done.first?.result == .completed)
        #expect(ended.isEmpty, "its end was said at the half hour already")
    }

    @Test func aPomodoroThatAdvancesByItselfNeverWaits() throws {
        let store = TimerStore(directory: TestDirectory.make())
        var plan = PomodoroPlan.classic
        plan.auto = true
        try store.add(TimerRecord.pomodoro(plan, label: "", input: "", zone: zone("UTC"), at: TimerMoment(start)))
        _ = try store.takeUnnoticed(at: TimerMoment(start + 4 * 3600))
        #expect(try store.timers().count == 1)
    }
}
