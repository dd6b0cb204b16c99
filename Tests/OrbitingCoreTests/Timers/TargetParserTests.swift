import Foundation
import Testing

@testable import OrbitingCore

@Suite struct TargetParserTests {
    let berlin = zone("Europe/Berlin")
    let newYork = zone("America/New_York")
    /// Monday 23 November 2026, 10:00 in Berlin.
    let morning = utc("2026-11-23T09:00:00Z")

    @Test func aTimeOfDayStillAheadIsToday() throws {
        let target = try TargetParser.target("17:30", now: morning, zone: berlin)
        #expect(target.instant == utc("2026-11-23T16:30:00Z"))
        #expect(target.local == LocalDateTime(year: 2026, month: 11, day: 23, hour: 17, minute: 30))
        #expect(target.zoneIdentifier == "Europe/Berlin")
        #expect(target.adjustment == nil)
        #expect(try TargetParser.target("17:30:15", now: morning, zone: berlin).instant == utc("2026-11-23T16:30:15Z"))
    }

    @Test func aTimeOfDayAlreadyPastIsTomorrows() throws {
        #expect(try TargetParser.target("09:00", now: morning, zone: berlin).instant == utc("2026-11-24T08:00:00Z"))
        #expect(try TargetParser.target("10:00", now: morning, zone: berlin).instant == utc("2026-11-24T09:00:00Z"))
        #expect(
            try TargetParser.target("tomorrow 09:00", now: morning, zone: berlin).instant == utc("2026-11-24T08:00:00Z")
        )
        #expect(
            try TargetParser.target("tomorrow 17:30", now: morning, zone: berlin).instant == utc("2026-11-24T16:30:00Z")
        )
    }

    @Test func acrossMidnight() throws {
        let lateEvening = utc("2026-11-23T22:50:00Z")  // 23:50 in Berlin
        let target = try TargetParser.target("00:10", now: lateEvening, zone: berlin)
        #expect(target.instant.timeIntervalSince(lateEvening) == 20 * 60)
        #expect(target.local.day == 24)
        #expect(
            try TargetParser.target("23:55", now: lateEvening, zone: berlin).instant.timeIntervalSince(lateEvening) == 5
                * 60)
    }

    @Test func pastMeansTheNextCalendarDayNotPlus24Hours() throws {
        // Saturday 28 March 2026, 09:00 CET; the clocks go forward that night.
        let now = utc("2026-03-28T08:00:00Z")
        let target = try TargetParser.target("08:00", now: now, zone: berlin)
        #expect(target.instant == utc("2026-03-29T06:00:00Z"))
        #expect(target.instant.timeIntervalSince(now) == 22 * 3600)
    }

    @Test func datesZonesAndTheirForms() throws {
        #expect(
            try TargetParser.target("2026-12-31T23:59", now: morning, zone: berlin).instant
                == utc("2026-12-31T22:59:00Z"))
        #expect(
            try TargetParser.target("2026-12-31 23:59", now: morning, zone: berlin).instant
                == utc("2026-12-31T22:59:00Z"))
        #expect(
            try TargetParser.target("2026-12-31", now: morning, zone: berlin).instant == utc("2026-12-30T23:00:00Z"))
        let there = try TargetParser.target("09:00 America/New_York", now: morning, zone: berlin)
        #expect(there.instant == utc("2026-11-23T14:00:00Z"))
        #expect(there.zoneIdentifier == "America/New_York")
        #expect(
            try TargetParser.target("09:00 Europe/Berlin", now: morning, zone: newYork).instant
                == utc("2026-11-24T08:00:00Z"))
        #expect(
            try TargetParser.target("2026-12-31T23:59 UTC", now: morning, zone: berlin).instant
                == utc("2026-12-31T23:59:00Z"))
    }

    @Test func badTargetsAreTypedErrors() {
        #expect(
            inputError { try TargetParser.target("09:00 Mars/Base", now: morning, zone: berlin) }
                == .unknownZone(input: "09:00 Mars/Base", zone: "Mars/Base"))
        #expect(
            inputError { try TargetParser.target("25:00", now: morning, zone: berlin) }
                == .outOfRange(input: "25:00", field: "25"))
        #expect(
            inputError { try TargetParser.target("12:99", now: morning, zone: berlin) }
                == .outOfRange(input: "12:99", field: "99"))
        #expect(
            inputError { try TargetParser.target("2026-02-30T10:00", now: morning, zone: berlin) }
                == .outOfRange(input: "2026-02-30T10:00", field: "30"))
        #expect(
            inputError { try TargetParser.target("2025-01-01T10:00", now: morning, zone: berlin) }
                == .pastTarget(
                    input: "2025-01-01T10:00", target: LocalDateTime(year: 2025, month: 1, day: 1, hour: 10, minute: 0))
        )
        #expect(
            inputError { try TargetParser.target("2028-01-01T00:00", now: morning, zone: berlin) }
                == .tooLong(input: "2028-01-01T00:00", maximumDays: 366))
        for bad in ["soon", "17.30", "tomorrow", "tomorrow 2026-12-31", "1730"] {
            #expect(
                inputError { try TargetParser.target(bad, now: morning, zone: berlin) } == .malformed(input: bad),
                "\(bad)")
        }
        #expect(inputError { try TargetParser.target(" ", now: morning, zone: berlin) } == .empty)
    }

    @Test func springGapInBerlinNamesTheTimeItCountsTo() throws {
        let saturdayNoon = utc("2026-03-28T11:00:00Z")
        let target = try TargetParser.target("02:30", now: saturdayNoon, zone: berlin)
        #expect(target.instant == utc("2026-03-29T01:30:00Z"))
        #expect(target.local == LocalDateTime(year: 2026, month: 3, day: 29, hour: 3, minute: 30))
        #expect(
            target.adjustment
                == .skipped(
                    asked: LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30),
                    countsTo: LocalDateTime(year: 2026, month: 3, day: 29, hour: 3, minute: 30)))
    }

    @Test func autumnRepeatInBerlinTakesTheNextPassAndSaysWhich() throws {
        let saturdayNoon = utc("2026-10-24T10:00:00Z")
        let first = try TargetParser.target("02:30", now: saturdayNoon, zone: berlin)
        #expect(first.instant == utc("2026-10-25T00:30:00Z"))
        #expect(
            first.adjustment
                == .repeated(
                    asked: LocalDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30),
                    occurrence: 1, offsetSeconds: 7200))
        // During the second pass of the hour, 02:50 is still ahead once more.
        let secondPass = utc("2026-10-25T01:45:00Z")  // 02:45 CET
        let second = try TargetParser.target("02:50", now: secondPass, zone: berlin)
        #expect(second.instant == utc("2026-10-25T01:50:00Z"))
        #expect(
            second.adjustment
                == .repeated(
                    asked: LocalDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 50),
                    occurrence: 2, offsetSeconds: 3600))
    }

    @Test func newYorkSpringGapAndAutumnRepeat() throws {
        let gap = try TargetParser.target("02:15", now: utc("2026-03-07T17:00:00Z"), zone: newYork)
        #expect(gap.instant == utc("2026-03-08T07:15:00Z"))
        #expect(
            gap.adjustment
                == .skipped(
                    asked: LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 15),
                    countsTo: LocalDateTime(year: 2026, month: 3, day: 8, hour: 3, minute: 15)))
        let repeated = try TargetParser.target("01:30", now: utc("2026-10-31T16:00:00Z"), zone: newYork)
        #expect(repeated.instant == utc("2026-11-01T05:30:00Z"))
        #expect(
            repeated.adjustment
                == .repeated(
                    asked: LocalDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30),
                    occurrence: 1, offsetSeconds: -4 * 3600))
        // An ordinary day has exactly one such instant.
        #expect(
            TargetParser.instants(of: LocalDateTime(year: 2026, month: 11, day: 2, hour: 1, minute: 30), in: newYork)
                .count == 1)
    }
}
