import Foundation
import Testing

/// Timer command lines that must be refused, through the binary: a time or plan written
/// with a leading minus gets the time's own sentence (never the parser's "unknown option"
/// or "missing argument"), and a warning that could never come before the end is refused;
/// each in the run's language, exit 64, with nothing started.
@Suite struct TimerRefusalTests {
    let home = StoreHome()

    /// How many timers are kept in `home` (running, paused or over).
    func keptTimers() throws -> Int {
        let listed = try home.run(["timers", "--json"])
        let list = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [Any]
        return list?.count ?? -1
    }

    @Test(arguments: [
        (["until", "-1:00"], "is not a time"),
        (["until", "-:30"], "is not a time"),
        (["until", "--", "-1:00"], "is not a time"),
        (["until", "--detach", "-1:00"], "is not a time"),
        (["timer", "-5m"], "is negative"),
        (["timer", "--", "-5m"], "is negative"),
        (["pomodoro", "-25m"], "is negative"),
        (["pomodoro", "25m/-5m"], "is negative"),
        (["timer", "5m", "--warn", "-1m"], "is negative"),
        (["until", "17:30", "--warn", "-5m"], "is negative"),
        (["timer", "5m", "--quit-after", "-1s"], "is negative"),
    ])
    func aLeadingMinusGetsTheTimesOwnSentence(arguments: [String], sentence: String) throws {
        let result = try home.run(arguments + ["--detach"])
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(sentence), "\(arguments): \(result.stderr)")
        for parserWords in ["Unknown option", "Missing expected argument", "Missing value", "USAGE"] {
            #expect(!result.stderr.contains(parserWords), "\(arguments): \(result.stderr)")
        }
        #expect(try keptTimers() == 0)
    }

    @Test func aLeadingMinusIsRefusedInTheRunsLanguage() throws {
        let result = try home.run(["until", "--lang", "de", "-1:00"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("ist keine Uhrzeit"), "\(result.stderr)")
        let pomodoro = try home.run(["pomodoro", "--lang", "de", "-25m"])
        #expect(pomodoro.status == 64)
        #expect(pomodoro.stderr.contains("ist negativ"), "\(pomodoro.stderr)")
    }

    @Test(arguments: [
        ["timer", "1h", "--warn", "2h"],
        ["timer", "1h", "--warn", "5m,1h"],
        ["timer", "10m", "Tea", "--warn", "10m"],
        ["until", "tomorrow", "00:00", "--warn", "2d"],
        ["pomodoro", "25m/5m/15m", "--warn", "30m"],
    ])
    func aWarningAtOrPastTheLengthIsRefused(arguments: [String]) throws {
        let result = try home.run(arguments + ["--detach"])
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(
            result.stderr.contains("--warn") && result.stderr.contains("must be shorter"),
            "\(arguments): \(result.stderr)")
        #expect(try keptTimers() == 0, "\(arguments) started a timer")
    }

    /// `--warn 0` says what a warning is for, not that there is nothing to count down.
    @Test(arguments: [
        ["timer", "1h", "--warn", "0"], ["timer", "1h", "--warn", "5m,0s"],
        ["pomodoro", "--warn", "0m"],
    ])
    func aWarningOfZeroIsRefusedAsAWarning(arguments: [String]) throws {
        let result = try home.run(arguments + ["--detach"])
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("a warning comes before the end"), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("nothing to count down"), "\(arguments): \(result.stderr)")
        #expect(try keptTimers() == 0, "\(arguments) started a timer")
        let german = try home.run(arguments + ["--detach", "--lang", "de"])
        #expect(german.stderr.contains("Eine Warnung kommt vor dem Ende"), "\(german.stderr)")
    }

    @Test func aWarningShorterThanTheLengthIsKept() throws {
        let result = try home.run(["timer", "1h", "--warn", "59m,5m", "--detach"])
        #expect(result.status == 0, "\(result.stderr)")
        let pomodoro = try home.run(["pomodoro", "25m/5m/15m", "--warn", "10m", "--detach"])
        #expect(pomodoro.status == 0, "\(pomodoro.stderr)")
        #expect(try keptTimers() == 2)
    }

    @Test func aWarningPastTheLengthIsRefusedInTheRunsLanguage() throws {
        let result = try home.run(["timer", "1h", "--warn", "2h", "--lang", "ja", "--detach"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("警告"), "\(result.stderr)")
        #expect(result.stderr.contains("1:00:00"), "\(result.stderr)")
    }
}
