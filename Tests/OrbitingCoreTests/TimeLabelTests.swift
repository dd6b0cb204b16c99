import Foundation
import Testing
@testable import OrbitingCore

@Suite struct TimeLabelTests {
    static let english = ["time.today": "{time}", "time.yesterday": "Yesterday {time}", "time.older": "{date} {time}"]
    let localizer = Localizer(code: "en", table: TimeLabelTests.english, fallback: [:])
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt

    func date(_ text: String) throws -> Date { try #require(Timestamp.parse(text)) }

    @Test func todayYesterdayAndOlderInTheLocalTimeZone() throws {
        let now = try date("2026-11-22T10:00:00+01:00")
        #expect(TimeLabel.label(for: try date("2026-11-22T08:05:00+01:00"), now: now, timeZone: berlin, localizer: localizer) == "08:05")
        #expect(TimeLabel.label(for: try date("2026-11-21T23:59:00+01:00"), now: now, timeZone: berlin, localizer: localizer) == "Yesterday 23:59")
        #expect(TimeLabel.label(for: try date("2026-11-20T09:12:00+01:00"), now: now, timeZone: berlin, localizer: localizer) == "2026-11-20 09:12")
        // Half past eleven UTC on the 21st is already half past midnight on the 22nd in Berlin.
        #expect(TimeLabel.label(for: try date("2026-11-21T23:30:00Z"), now: now, timeZone: berlin, localizer: localizer) == "00:30")
    }

    @Test func theWordsComeFromTheCatalogue() throws {
        let german = Localizer(code: "de", table: ["time.yesterday": "Gestern {time}"], fallback: Self.english)
        let now = try date("2026-11-22T10:00:00Z")
        #expect(TimeLabel.label(for: try date("2026-11-21T09:00:00Z"), now: now, timeZone: .gmt, localizer: german) == "Gestern 09:00")
        #expect(TimeLabel.label(for: try date("2026-11-22T09:00:00Z"), now: now, timeZone: .gmt, localizer: german) == "09:00")
    }
}
