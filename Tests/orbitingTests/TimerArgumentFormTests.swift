import Foundation
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
    static func listed(_ home: StoreHome) throws -> [[String: Any]] {
        let listed = try home.run(["timers", "--json"])
        return try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
    }

    /// The one timer `timers --json` lists, as a dictionary.
    func onlyTimer() throws -> [String: Any] {
        let listed = try home.run(["timers", "--json"])
        let list = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(list.count == 1, "\(listed.stdout)")
        return list.first ?? [:]
    }

    @Test func aStopwatchTakesALabelOfSeveralWords() throws {
        let started = try home.run(["stopwatch", "Morning", "run", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        #expect(try onlyTimer()["label"] as? String == "Morning run")
    }

    @Test func adjacentDurationWordsAddUp() throws {
        let started = try home.run(["timer", "1h", "30m", "10s", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        let timer = try onlyTimer()
        let remaining = timer["remaining"] as? Double ?? 0
        #expect(remaining > 5400 && remaining <= 5410, "\(timer)")
        #expect(timer["label"] as? String == "")
    }

    @Test func theWordsAfterTheTimeAreTheLabelWithoutQuotes() throws {
        #expect(try home.run(["timer", "10m", "Pasta", "al", "dente", "--detach"]).status == 0)
        #expect(try onlyTimer()["label"] as? String == "Pasta al dente")
        let other = StoreHome()
        let until = try other.run(["until", "17:30", "Doors", "open", "--detach"])
        #expect(until.status == 0, "\(until.stderr)")
        let listed = try other.run(["timers", "--json"]).stdout
        #expect(listed.contains("\"label\" : \"Doors open\""), "\(listed)")
        // The quoted forms keep working.
        let quoted = StoreHome()
        #expect(try quoted.run(["timer", "1h 30m", "Tea time", "--detach"]).status == 0)
        let tea = try quoted.run(["timers", "--json"]).stdout
        #expect(tea.contains("\"label\" : \"Tea time\"") && tea.contains("\"input\" : \"1h 30m\""), "\(tea)")
    }

    @Test func aZoneAfterAClockTimeIsTheZoneAndAnUnknownOneIsRefused() throws {
        let started = try home.run(["until", "09:00", "Europe/Berlin", "Standup", "--detach"])
        #expect(started.status == 0, "\(started.stderr)")
        let listed = try home.run(["timers", "--json"]).stdout
        #expect(
            listed.contains("\"zone\" : \"Europe\\/Berlin\"") || listed.contains("\"zone\" : \"Europe/Berlin\""),
            "\(listed)")
        #expect(listed.contains("\"label\" : \"Standup\""), "\(listed)")
        let refused = StoreHome()
        let mars = try refused.run(["until", "09:00", "Mars/Olympus", "--detach"])
        #expect(mars.status == 64)
        #expect(mars.stderr.contains("Mars/Olympus") && mars.stderr.contains("nearest"), "\(mars.stderr)")
        let misspelt = try refused.run(["until", "09:00", "Europe/Berln", "--detach"])
        #expect(misspelt.status == 64 && misspelt.stderr.contains("Europe/Berlin"), "\(misspelt.stderr)")
        #expect(try Self.listed(refused).isEmpty)
    }

    @Test func aMisspeltCommandGetsDidYouMeanInThePersonsLanguage() throws {
        let history = try home.run(["histroy"])
        #expect(history.status == 64)
        #expect(history.stderr.contains("Did you mean history?"), "\(history.stderr)")
        let nested = try home.run(["timers", "stauts"])
        #expect(nested.status == 64 && nested.stderr.contains("Did you mean stats, status?"), "\(nested.stderr)")
        let german = try home.run(["histroy", "--lang", "de"])
        #expect(german.stderr.contains("Meinten Sie history?"), "\(german.stderr)")
        // Past the options before it, with their values.
        let japanese = try home.run(["--lang", "ja", "timr", "5m"])
        #expect(
            japanese.status == 64 && japanese.stderr.contains("timr") && japanese.stderr.contains("timer")
                && !japanese.stderr.contains("Did you mean"), "\(japanese.stderr)")
        // Something near no command is left to the parser's own message.
        let far = try home.run(["zzzzzzzz"])
        #expect(far.status == 64 && !far.stderr.contains("Did you mean"))
    }

    @Test func listingsHaveHeaderRowsAndAnEndedTimerIsNeverRunning() throws {
        #expect(try home.run(["timer", "25m", "Tea", "--detach"]).status == 0)
        let running = try home.run(["timers"])
        let header = running.lines.first ?? ""
        #expect(header.contains("ID") && header.contains("LEFT") && header.contains("LABEL"), "\(running.stdout)")
        #expect(running.lines.count == 2)
        // A one-second timer nobody watches: from the moment it ends it is not running.
        let short = StoreHome()
        #expect(try short.run(["timer", "1s", "Eggs", "--detach"]).status == 0)
        let listed = try short.run(["timers", "--json"]).stdout
        let deadline = try #require(
            listed.components(separatedBy: "\"deadline\" : \"").dropFirst().first?.prefix(while: { $0 != "\"" }))
        let end = try #require(ISO8601DateFormatter.withFractions.date(from: String(deadline)))
        while Date() <= end { usleep(20_000) }  // the event: its deadline has passed
        #expect(try Self.listed(short).isEmpty)
        #expect(!(try short.run(["timers"]).stdout.contains("Eggs")))
        // Once a command has taken its end, it is among the finished ones, under a header.
        _ = try short.run(["timers"])
        for _ in 0..<100 where !(try short.run(["timers", "--done"]).stdout.contains("Eggs")) { usleep(50_000) }
        let done = try short.run(["timers", "--done"])
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
