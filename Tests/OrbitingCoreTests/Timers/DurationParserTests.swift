import Foundation
import Testing

@testable import OrbitingCore

@Suite struct DurationParserTests {
    @Test(
        arguments: [
            ("25m", 1500.0), ("90s", 90), ("1h30m", 5400), ("1h 30m", 5400), ("1.5h", 5400), ("1:30:00", 5400),
            ("4:30", 270), ("90", 90), ("2.5", 2.5), ("2d", 172_800), ("1H30M", 5400), ("10 min", 600),
            ("+5m", 300), (" 25m ", 1500), ("366d", 366 * 86_400), ("0:09", 9),
        ] as [(String, Double)])
    func readsEveryForm(text: String, seconds: Double) throws {
        #expect(try DurationParser.seconds(text) == seconds)
    }

    @Test func anUnknownUnitIsNamedWithTheUnitsThatExist() {
        #expect(
            inputError { try DurationParser.seconds("25x") }
                == .unknownUnit(input: "25x", unit: "x", units: ["s", "m", "h", "d"]))
        #expect(
            inputError { try DurationParser.seconds("5m3q") }
                == .unknownUnit(input: "5m3q", unit: "q", units: ["s", "m", "h", "d"]))
        #expect(
            inputError { try DurationParser.seconds("3 weeks") }
                == .unknownUnit(input: "3 weeks", unit: "weeks", units: ["s", "m", "h", "d"]))
    }

    @Test func badInputsAreTypedErrors() {
        #expect(inputError { try DurationParser.seconds("-5m") } == .negative(input: "-5m"))
        #expect(inputError { try DurationParser.seconds("0") } == .zero(input: "0"))
        #expect(inputError { try DurationParser.seconds("0m") } == .zero(input: "0m"))
        #expect(inputError { try DurationParser.seconds("0:00") } == .zero(input: "0:00"))
        #expect(inputError { try DurationParser.seconds("367d") } == .tooLong(input: "367d", maximumDays: 366))
        #expect(inputError { try DurationParser.seconds("8785h") } == .tooLong(input: "8785h", maximumDays: 366))
        #expect(inputError { try DurationParser.seconds("25:99") } == .outOfRange(input: "25:99", field: "99"))
        #expect(inputError { try DurationParser.seconds("1:75:00") } == .outOfRange(input: "1:75:00", field: "75"))
        #expect(inputError { try DurationParser.seconds("") } == .empty)
        for bad in ["abc", "1h30", "1:2:3:4", "1:5", "m", "--5m", "1..5h", ":30", "5m x"] {
            #expect(inputError { try DurationParser.seconds(bad) } == .malformed(input: bad), "\(bad)")
        }
    }
}
