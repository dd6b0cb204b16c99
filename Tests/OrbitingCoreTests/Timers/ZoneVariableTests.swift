import Foundation
import Testing

@testable import OrbitingCore

/// `TZ` in the forms glibc reads and Foundation does not: the file form and POSIX rules
/// name the zone they mean, never UTC without a word.
@Suite struct ZoneVariableTests {
    /// The offsets `zone` keeps at noon UTC of each day of the year from `start`, as glibc
    /// gives them for a rule.
    func offsets(_ zone: TimeZone, from start: Date) -> [(Date, Int)] {
        (0..<ZoneVariable.sampledDays).map { day in
            let instant = start.addingTimeInterval(Double(day) * 86_400)
            return (instant, zone.secondsFromGMT(for: instant))
        }
    }

    @Test(arguments: [":Europe/Berlin", ":/usr/share/zoneinfo/Europe/Berlin"])
    func theFileFormNamesItsZone(value: String) {
        #expect(ZoneVariable.identifier(forProcessValue: value) == "Europe/Berlin")
    }

    @Test func namesFoundationReadsAreLeftAlone() {
        #expect(ZoneVariable.identifier(forProcessValue: "Europe/Berlin") == nil)
        #expect(ZoneVariable.identifier(forProcessValue: "UTC") == nil)
        #expect(ZoneVariable.identifier(forProcessValue: "") == nil)
    }

    @Test func aRuleIsMatchedToTheZoneKeepingItsOffsets() throws {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let found = try #require(ZoneVariable.matchingIdentifier(offsets: offsets(berlin, from: start)))
        let zone = try #require(TimeZone(identifier: found))
        #expect(offsets(zone, from: start).map(\.1) == offsets(berlin, from: start).map(\.1))
        let india = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let indian = try #require(ZoneVariable.matchingIdentifier(offsets: offsets(india, from: start)))
        #expect(TimeZone(identifier: indian)?.secondsFromGMT(for: start) == 19_800)
        // An offset no named zone keeps all year, in whole hours: a fixed Etc zone.
        let odd = (0..<ZoneVariable.sampledDays).map {
            (start.addingTimeInterval(Double($0) * 86_400), $0 < 100 ? 3 * 3600 : 4 * 3600)
        }
        let fixed = ZoneVariable.matchingIdentifier(offsets: odd)
        #expect(fixed == "Etc/GMT-3")
    }
}
