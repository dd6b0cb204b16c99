import Foundation
import Testing

/// `orbiting timers stats` through the binary: the finished timers as a bar chart, as JSON
/// for scripts, `--days`, in the person's language; a bad `--days` is a usage error.
@Suite struct TimerStatsCommandTests {
    let home = StoreHome()

    /// Runs a timer to its end without a terminal (it waits like `sleep`).
    func finish(_ arguments: [String]) throws {
        let result = try home.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func statsShowFocusAsJSONAndAsAChart() throws {
        try finish(["timer", "1s", "Tea"])
        try finish(["timer", "1s", "Tea"])
        try finish(["timer", "1s", "Write"])
        let json = try home.run(["timers", "stats", "--json", "--days", "3"])
        #expect(json.status == 0, "\(json.stderr)")
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let days = stats["days"] as? [[String: Any]] ?? []
        #expect(days.count == 3)
        #expect(days.last?["focusSeconds"] as? Double == 3 && days.last?["timers"] as? Int == 3, "\(json.stdout)")
        let labels = stats["labels"] as? [[String: Any]] ?? []
        #expect(labels.first?["label"] as? String == "Tea" && labels.first?["focusSeconds"] as? Double == 2)
        #expect(stats["currentStreak"] as? Int == 1 && stats["longestStreak"] as? Int == 1)
        #expect(stats["pomodoros"] as? Int == 0)
        // The chart: a bar for today and for each label, in colour when asked.
        let chart = try home.run(["timers", "stats", "--color", "always"])
        #expect(chart.status == 0)
        #expect(chart.stdout.contains("Focus time per day, last 14 days"))
        #expect(chart.lines.contains { $0.hasPrefix("Tea") && $0.contains("█") }, "\(chart.stdout)")
        #expect(chart.lines.contains { $0.contains("\u{1B}[") && $0.contains("█") })
        #expect(chart.stdout.contains("Streak: 1 day in a row (longest 1)"), "\(chart.stdout)")
        let plain = try home.run(["timers", "stats", "--color", "never"])
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test func statsSpeakEveryLanguageAndRefuseABadDays() throws {
        try finish(["timer", "1s", "Tea"])
        let english = try home.run(["timers", "stats", "--color", "never"]).stdout
        var seen: Set<String> = []
        for code in ["en", "de", "pt", "es", "fr", "hi", "bn", "id", "zh", "zh_TW", "ko", "ja"] {
            let result = try home.run(["timers", "stats", "--color", "never", "--lang", code])
            #expect(result.status == 0, "\(code): \(result.stderr)")
            #expect(code == "en" || result.stdout != english, "\(code) is English")
            seen.insert(result.lines.first ?? "")
        }
        #expect(seen.count == 12)
        for bad in ["0", "many", "400"] {
            let refused = try home.run(["timers", "stats", "--days", bad])
            #expect(refused.status == 64 && refused.stderr.contains("1 to 366"), "\(bad): \(refused.stderr)")
        }
    }

    /// Counts read as the language counts (issue 35, point 10): one day in English and
    /// German, the singular for 0 and 1 in French, one form in Japanese.
    @Test func countsFollowEachLanguagesPluralRule() throws {
        try finish(["timer", "1s", "Tea"])
        func stats(_ code: String, days: Int) throws -> String {
            try home.run(["timers", "stats", "--color", "never", "--lang", code, "--days", String(days)]).stdout
        }
        #expect(try stats("en", days: 1).contains("Focus time per day, last 1 day\n"))
        #expect(try stats("en", days: 2).contains("Focus time per day, last 2 days\n"))
        #expect(try stats("de", days: 5).contains("Serie: 1 Tag in Folge"))
        #expect(try stats("fr", days: 5).contains("Série : 1 jour d’affilée"))
        #expect(try stats("es", days: 1).contains("último 1 día"))
        let japanese = ShippedCatalogues.table("ja")
        #expect(japanese["timers.stats.streak.one"] == japanese["timers.stats.streak.other"])
        // History: one message deleted, in the singular.
        _ = try home.run(["history", "add", "only"])
        let cleared = try home.run(["history", "clear", "--yes"])
        #expect(cleared.stdout == "Deleted 1 message.\n", "\(cleared.stdout)")
    }
}
