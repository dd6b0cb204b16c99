import Foundation
import OrbitingTestSupport
import Testing

/// The small things a person reads from the shell (issue 35, point 11): each refusal and
/// answer in its own words, the lists without the program's own keys, the nearest names first.
@Suite struct SmallWordingTests {
    static func run(_ arguments: [String], home: String, stdin: String? = nil) throws -> RunResult {
        try OrbitingBinary.run(arguments, stdin: stdin, environment: ["ORBITING_HOME": home])
    }

    static let english = ShippedCatalogues.table("en")

    @Test func aNegativeMarginGetsTheMarginsOwnSentence() throws {
        let home = TestDirectory.make()
        for value in ["-1", "21"] {
            let refused = try Self.run(["config", "set", "margin", value], home: home)
            #expect(refused.status == 64)
            let sentence = ShippedCatalogues.fill(
                Self.english["config.invalidMargin"] ?? "?", ["value": value, "low": "0", "high": "20"])
            #expect(refused.stderr == "orbiting: " + sentence + "\n", "\(value): \(refused.stderr)")
        }
        // Nothing was changed.
        #expect(try Self.run(["config", "get", "margin"], home: home).stdout == "1\n")
    }

    @Test func configGetKioskPhraseSaysWhetherOneIsSetAndNeverShowsIt() throws {
        let home = TestDirectory.make()
        let before = try Self.run(["config", "get", "kiosk-phrase"], home: home)
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == (Self.english["kiosk.phrase.notSet"] ?? "?") + "\n")
        let set = try Self.run(["config", "set", "kiosk-phrase", "-"], home: home, stdin: "open sesame\n")
        #expect(set.status == 0, "\(set.stderr)")
        let after = try Self.run(["config", "get", "kiosk-phrase"], home: home)
        #expect(after.status == 0)
        #expect(after.stdout == (Self.english["kiosk.phrase.isSet"] ?? "?") + "\n")
        #expect(!after.stdout.contains("sesame"))
    }

    @Test func configListShowsOnlySettingsAPersonChooses() throws {
        let home = TestDirectory.make()
        let list = try Self.run(["config", "list"], home: home)
        #expect(list.status == 0)
        #expect(list.lines.contains { $0.hasPrefix("theme ") })
        #expect(!list.stdout.contains("hasSeenWelcome"), "\(list.stdout)")
        // The setting itself is still there for whoever asks by name.
        #expect(try Self.run(["config", "get", "hasSeenWelcome"], home: home).stdout == "false\n")
        let unknown = try Self.run(["config", "set", "thme", "neon"], home: home)
        #expect(!unknown.stderr.contains("hasSeenWelcome"))
    }

    @Test func theNearestNamesComeFirst() throws {
        let home = TestDirectory.make()
        let theme = try Self.run(["config", "set", "theme", "ocan"], home: home)
        #expect(theme.status == 64)
        #expect(theme.stderr.contains(": ocean, mono, contrast"), "\(theme.stderr)")
        let key = try Self.run(["config", "set", "thme", "neon"], home: home)
        #expect(key.stderr.contains(": theme, "), "\(key.stderr)")
        let value = try Self.run(["config", "set", "shakeAction", "flsh"], home: home)
        #expect(value.stderr.contains(": flash, clear, none"), "\(value.stderr)")
    }

    @Test func stopwatchHelpListsTheOptionsItAccepts() throws {
        let help = try OrbitingBinary.run(["stopwatch", "--help"])
        for option in ["--render", "--rotate", "--mirror", "--detach"] {
            #expect(help.stdout.contains(option), "\(option): \(help.stdout)")
        }
        let home = TestDirectory.make()
        let started = try Self.run(
            ["stopwatch", "--render", "blocks", "--rotate", "180", "--detach", "Talk"], home: home)
        #expect(started.status == 0, "\(started.stderr)")
        let refused = try Self.run(["stopwatch", "--warn", "5m", "--detach"], home: home)
        #expect(refused.status == 64)
        #expect(!help.stdout.contains("--warn"))
    }

    @Test func historyFavoritesWithNoneSaysSo() throws {
        let home = TestDirectory.make()
        _ = try Self.run(["history", "add", "Back in 5"], home: home)
        let none = try Self.run(["history", "--favorites"], home: home)
        #expect(none.status == 0)
        #expect(none.stdout == (Self.english["historyScreen.emptyFavorites"] ?? "?") + "\n")
        let search = try Self.run(["history", "--favorites", "--search", "zebra"], home: home)
        #expect(search.stdout == (Self.english["history.noMatches"] ?? "?") + "\n")
    }

    /// Bengali writes one digit system: Latin digits, as the timers and ids do, in every
    /// sentence of its catalogue.
    @Test func bengaliUsesOneDigitSystem() throws {
        let bengaliDigits = CharacterSet(charactersIn: "০১২৩৪৫৬৭৮৯")
        let mixed = ShippedCatalogues.table("bn").filter { $0.value.rangeOfCharacter(from: bengaliDigits) != nil }.keys
            .sorted()
        #expect(mixed.isEmpty, "\(mixed)")
        let home = TestDirectory.make()
        // As the Orbiting app keeps it: a message of 5 March 2024, listed with its date.
        let old = #"[{"id":"1709632800000","text":"Old","timestamp":1709632800000}]"#
        let file = home + "/old.json"
        try old.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try Self.run(["history", "import", file], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try Self.run(["--lang", "bn", "history"], home: home)
        #expect(listed.stdout.contains("2024"), "\(listed.stdout)")
        #expect(listed.stdout.rangeOfCharacter(from: bengaliDigits) == nil, "\(listed.stdout)")
    }

    /// The README's quick start names each command once, and the timer display's key table
    /// is one table (no sentence in the middle of it).
    @Test func theReadmesTimerLinesAreWhole() throws {
        let readme = try String(contentsOfFile: ShippedThemes.repository + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let quickStart = lines.prefix { !$0.hasPrefix("## The full-screen session") }
        #expect(quickStart.filter { $0.hasPrefix("orbiting timer 25m Tea ") }.count == 1)
        let header = try #require(lines.firstIndex(of: "| key | on the timer display |"))
        let table = lines[header...].prefix { $0.hasPrefix("|") }
        let after = lines[(header + table.count)...].prefix(8)
        #expect(!after.contains { $0.hasPrefix("|") }, "rows after the table's end: \(after)")
        for key in ["| Space |", "| `x` |", "| Tab / Shift-Tab |", "| F1 |", "| Ctrl-Z |"] {
            #expect(table.contains { $0.hasPrefix(key) }, "\(key)")
        }
    }
}
