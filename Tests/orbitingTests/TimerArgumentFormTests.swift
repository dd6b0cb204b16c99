import Foundation
import OrbitingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Timer command lines as people type them, through the binary: durations in several words
/// add up, labels without quotes, a zone after a clock time (an unknown one refused with the
/// nearest names), "did you mean" for a misspelt command, the listings' header rows, and a
/// timer that ended never listed as running.
@Suite struct TimerArgumentFormTests {
    let home = StoreHome()

    /// The timers `timers --json` lists in `home`.
    static func listed(_ home: StoreHome) async throws -> [[String: Any]] {
        let listed = try await home.run(["timers", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    /// The one timer `timers --json` lists, as a dictionary.
    func onlyTimer() async throws -> [String: Any] {
        let listed = try await home.run(["timers", "--json"])
        let list = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(list.count == 1, "\(listed.stdout)")
        return list.first ?? [:]
    }

    @Test func aStopwatchTakesALabelOfSeveralWords() async throws {
        let started = try await home.run(["stopwatch", "Morning", "run", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        #expect(try await onlyTimer()["label"] as? String == "Morning run")
    }

    @Test func adjacentDurationWordsAddUp() async throws {
        let started = try await home.run(["timer", "1h", "30m", "10s", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        let timer = try await onlyTimer()
        let remaining = timer["remaining"] as? Double ?? 0
        #expect(remaining > 5400 && remaining <= 5410, "\(timer)")
        #expect(timer["label"] as? String == "")
    }

    @Test func theWordsAfterTheTimeAreTheLabelWithoutQuotes() async throws {
        #expect(try await home.run(["timer", "10m", "Pasta", "al", "dente", "--detach"]).status == 0)
        #expect(try await onlyTimer()["label"] as? String == "Pasta al dente")
        let other = StoreHome()
        let until = try await other.run(["until", "17:30", "Doors", "open", "--detach"])
        #expect(until.status == 0, "\(until.stderr)")
        let listed = try await other.run(["timers", "--json"]).stdout
        #expect(listed.contains("\"label\" : \"Doors open\""), "\(listed)")
        // The quoted forms keep working.
        let quoted = StoreHome()
        #expect(try await quoted.run(["timer", "1h 30m", "Tea time", "--detach"]).status == 0)
        let tea = try await quoted.run(["timers", "--json"]).stdout
        #expect(tea.contains("\"label\" : \"Tea time\"") && tea.contains("\"input\" : \"1h 30m\""), "\(tea)")
    }

    @Test func aZoneAfterAClockTimeIsTheZoneAndAnUnknownOneIsRefused() async throws {
        let started = try await home.run(["until", "09:00", "Europe/Berlin", "Standup", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        let listed = try await home.run(["timers", "--json"]).stdout
        #expect(
            listed.contains("\"zone\" : \"Europe\\/Berlin\"") || listed.contains("\"zone\" : \"Europe/Berlin\""),
            "\(listed)")
        #expect(listed.contains("\"label\" : \"Standup\""), "\(listed)")
        let refused = StoreHome()
        let mars = try await refused.run(["until", "09:00", "Mars/Olympus", "--detach"])
        #expect(mars.status == 64)
        #expect(mars.stderr.contains("Mars/Olympus") && mars.stderr.contains("nearest"), "\(mars.stderr)")
        let misspelt = try await refused.run(["until", "09:00", "Europe/Berln", "--detach"])
        #expect(misspelt.status == 64 && misspelt.stderr.contains("Europe/Berlin"), "\(misspelt.stderr)")
        #expect(try await Self.listed(refused).isEmpty)
    }

    @Test func aMisspeltCommandGetsDidYouMeanInThePersonsLanguage() async throws {
        let history = try await home.run(["histroy"])
        #expect(history.status == 64)
        #expect(history.stderr.contains("Did you mean history?"), "\(history.stderr)")
        let nested = try await home.run(["timers", "stauts"])
        #expect(nested.status == 64 && nested.stderr.contains("Did you mean stats, status?"), "\(nested.stderr)")
        let german = try await home.run(["histroy", "--lang", "de"])
        #expect(german.stderr.contains("Meinten Sie history?"), "\(german.stderr)")
        // Past the options before it, with their values.
        let japanese = try await home.run(["--lang", "ja", "timr", "5m"])
        #expect(
            japanese.status == 64 && japanese.stderr.contains("timr") && japanese.stderr.contains("timer")
                && !japanese.stderr.contains("Did you mean"), "\(japanese.stderr)")
        // Something near no command is left to the parser's own message.
        let far = try await home.run(["zzzzzzzz"])
        #expect(far.status == 64 && !far.stderr.contains("Did you mean"))
    }

    @Test func listingsHaveHeaderRowsAndAnEndedTimerIsNeverRunning() async throws {
        #expect(try await home.run(["timer", "25m", "Tea", "--detach"]).status == 0)
        let running = try await home.run(["timers"])
        let header = running.lines.first ?? ""
        #expect(header.contains("ID") && header.contains("LEFT") && header.contains("LABEL"), "\(running.stdout)")
        #expect(running.lines.count == 2)
        // A one-second timer nobody watches: from the moment it ends it is not running.
        let short = StoreHome()
        #expect(try await short.run(["timer", "1s", "Eggs", "--detach"]).status == 0)
        // The event: its deadline, at most a second after the command returned, has passed (a
        // listing to read it from may itself come after the end on a busy machine).
        let end = Date().addingTimeInterval(1)
        try await Task.sleep(for: .seconds(max(0, end.timeIntervalSinceNow) + 0.02))
        #expect(try await Self.listed(short).isEmpty)
        #expect(!(try await short.run(["timers"]).stdout.contains("Eggs")))
        // Once a command has taken its end, it is among the finished ones, under a header.
        _ = try await short.run(["timers"])
        try await waitUntil(timeout: 30) { try await short.run(["timers", "--done"]).stdout.contains("Eggs") }
        let done = try await short.run(["timers", "--done"])
        #expect(done.lines.first?.contains("RESULT") == true, "\(done.stdout)")
    }
}

extension ISO8601DateFormatter {
    /// `2026-11-24T17:30:00.000Z`, as the store writes instants.
    static var withFractions: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
