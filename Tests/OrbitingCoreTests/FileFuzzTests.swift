import Foundation
import PropertyBased
import Testing

@testable import OrbitingCore

/// Fuzzing as properties: random, mutated and out-of-range input through the timers file
/// and theme files. Nothing may crash; every record read is in range and reads without
/// trapping; what is read is written back so that it reads the same.
///
/// Cases per property: `ORBITING_FUZZ_COUNT`, else 300 (what CI runs), as `ParserFuzzTests`.
@Suite struct FileFuzzTests {
    static let count = ParserFuzzTests.count
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// A timers file holding one of each kind, paused and running, and finished timers.
    static let timersFile: [UInt8] = {
        let moment = TimerMoment(start)
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        var file = TimerFile()
        let countdown = TimerRecord.countdown(
            600, label: "Tea", input: "10m", zone: utc, at: moment,
            alarm: TimerAlarm(warnings: [60, 300], exec: "echo done"))
        let paused = (try? countdown.paused(at: TimerMoment(start + 30))) ?? countdown
        let stopwatch = TimerRecord.stopwatch(label: "Run", zone: utc, at: moment)
        let pomodoro = TimerRecord.pomodoro(.classic, label: "Work", input: "", zone: utc, at: moment)
        file.timers = [countdown, paused, stopwatch, pomodoro].enumerated().map { index, record in
            var copy = record
            copy.id = "timer-\(index)"
            return copy
        }
        file.done = [countdown.finished(at: TimerMoment(start + 600), result: .completed)]
        return (try? file.encoded()) ?? []
    }()

    /// A theme file as a person writes one.
    static let themeFile = Array(
        (##"{"name": "Mine", "light": {"background": "#ffffff", "text": "#000000", "primary": "#ff0000", "##
            + ##""secondary": "#00aa00", "accent": "#0000ff"}, "dark": {"background": "#000000", "text": "#ffffff", "##
            + ##""primary": "#ff8800", "secondary": "#00ff00", "accent": "#8888ff"}}"##)
            .utf8)

    /// Numbers a hand edit or another tool may leave where a timer keeps seconds.
    static let extremes: [String] = [
        "1e19", "-1e19", "1e300", "-1e300", "1e16", "9223372036854775807", "-0", "0.0001",
        "4294967296", "1e-300", "3.2e9", "-3.2e9", "86400", "99999999999",
    ]

    /// The promises for any timers file.
    static func checkTimers(_ bytes: [UInt8]) {
        guard case .file(let file) = TimerFile.decode(bytes) else { return }
        for timer in file.timers {
            #expect(timer.isWithinRange)
            for offset in [-1e6, 0, 30, 1e6] {
                let reading = timer.reading(at: TimerMoment(start + offset))
                #expect(!reading.digits.isEmpty)
                _ = timer.alarmsDue(at: TimerMoment(start + offset))
                _ = timer.finished(at: TimerMoment(start + offset), result: .completed)
            }
        }
        #expect(file.done.allSatisfy { $0.isWithinRange })
        #expect(Set(file.timers.map(\.id)).count == file.timers.count)
        // What is read is written back so that it reads the same, with nothing left out.
        guard let again = try? file.encoded(), case .file(let reread) = TimerFile.decode(again) else {
            Issue.record("a decoded timers file did not survive a round trip")
            return
        }
        #expect(reread == file)
        #expect(reread.unreadable == 0)
    }

    /// `bytes` with its `index`-th number (modulo how many there are) replaced by `value`.
    static func replacingNumber(_ index: Int, in bytes: [UInt8], with value: String) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let pattern = try? Regex(#"(?<=[:\[,] )-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?"#) else { return bytes }
        let matches = text.matches(of: pattern)
        guard !matches.isEmpty else { return bytes }
        var edited = text
        edited.replaceSubrange(matches[index % matches.count].range, with: value)
        return Array(edited.utf8)
    }

    @Test func theTimersFileSampleIsReadWhole() {
        guard case .file(let file) = TimerFile.decode(Self.timersFile) else {
            Issue.record("the sample does not decode")
            return
        }
        #expect(file.timers.count == 4 && file.done.count == 1 && file.unreadable == 0)
    }

    @Test func randomBytesThroughTheTimersFile() async {
        await propertyCheck(count: Self.count, input: Gen.uint8().array(of: 0...400)) { bytes in
            Self.checkTimers(bytes)
        }
    }

    @Test func mutatedTimersFiles() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...100_000).array(of: 1...6), Gen.uint8().array(of: 1...6)
        ) { positions, values in
            Self.checkTimers(ParserFuzzTests.mutated(Self.timersFile, positions, values))
        }
    }

    @Test func numbersOutOfRangeInTimersFiles() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...1000).array(of: 1...3), Gen.int(in: 0...1000).array(of: 1...3)
        ) { places, choices in
            var bytes = Self.timersFile
            for (place, choice) in zip(places, choices) {
                let value = Self.extremes[choice % Self.extremes.count]
                bytes = Self.replacingNumber(place, in: bytes, with: value)
            }
            Self.checkTimers(bytes)
        }
    }

    /// The promises for any theme file: decoded or refused with a reason, never a crash.
    static func checkTheme(_ bytes: [UInt8]) {
        guard let theme = try? Theme.decode(Data(bytes), fallbackName: "fuzz", isUserTheme: true) else { return }
        #expect(!theme.name.isEmpty)
        _ = theme.palette(.light)
        _ = theme.palette(.dark)
    }

    @Test func randomBytesThroughThemeFiles() async {
        await propertyCheck(count: Self.count, input: Gen.uint8().array(of: 0...400)) { bytes in
            Self.checkTheme(bytes)
        }
    }

    @Test func mutatedThemeFiles() async {
        await propertyCheck(
            count: Self.count, input: Gen.int(in: 0...100_000).array(of: 1...6), Gen.uint8().array(of: 1...6)
        ) { positions, values in
            Self.checkTheme(ParserFuzzTests.mutated(Self.themeFile, positions, values))
        }
    }
}
