import Foundation
import Testing

@testable import OrbitingCore

@Suite struct RelativeTimeFormatterTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    /// Saturday 2026-11-21, 14:30 in Berlin.
    var now: Date { date(2026, 11, 21, 14, 30) }

    func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
            ?? .distantPast
    }

    func formatter(_ code: String) -> RelativeTimeFormatter {
        let fixed = now
        return RelativeTimeFormatter(
            localizer: Localizer.load(code: code, from: Repository.path("Localizations")), timeZone: zone,
            now: { fixed })
    }

    @Test func englishReadsAsOnThePhone() {
        let english = formatter("en")
        #expect(english.string(for: date(2026, 11, 21, 14, 5)) == "14:05")
        #expect(english.string(for: date(2026, 11, 21, 0, 1)) == "00:01")
        #expect(english.string(for: date(2026, 11, 20, 9, 12)) == "Yesterday 09:12")
        #expect(english.string(for: date(2026, 11, 18, 8, 26)) == "Wednesday 08:26")
        #expect(english.string(for: date(2026, 3, 2, 8, 26)) == "Mar 2")
        #expect(english.string(for: date(2025, 3, 2, 8, 26)) == "Mar 2, 2025")
    }

    @Test func otherLanguagesUseTheirOwnWords() {
        #expect(formatter("de").string(for: date(2026, 11, 20, 9, 12)) == "Gestern 09:12")
        #expect(formatter("de").string(for: date(2026, 11, 18, 8, 26)) == "Mittwoch 08:26")
        #expect(formatter("ja").string(for: date(2026, 11, 20, 9, 12)).hasPrefix("昨日 "))
        #expect(formatter("ja").string(for: date(2026, 11, 18, 8, 26)).hasPrefix("水曜日 "))
        #expect(formatter("zh_TW").string(for: date(2025, 3, 2, 8, 26)) == "2025年3月2日")
        #expect(formatter("fr").string(for: date(2026, 3, 2, 8, 26)).contains("mars"))
    }

    @Test func daysAreCountedInTheGivenTimeZone() {
        // 23:30 UTC on the 20th is already the 21st in Berlin: today, not yesterday.
        let late = Date(timeIntervalSince1970: 1_795_217_400)  // 2026-11-20T23:30:00Z
        #expect(formatter("en").string(for: late) == "00:30")
    }

    @Test func aFutureTimeShowsItsFullDate() {
        let text = formatter("en").string(for: date(2026, 11, 25, 10, 0))
        #expect(text.contains("2026") && text.contains("10:00"))
    }
}
