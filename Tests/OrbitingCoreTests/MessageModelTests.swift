import Foundation
import PropertyBased
import Testing

@testable import OrbitingCore

@Suite struct TimestampTests {
    @Test func formatsUTCWithMilliseconds() {
        let date = Date(timeIntervalSince1970: 1_763_783_580.123)
        #expect(Timestamp.format(date) == "2025-11-22T03:53:00.123Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00.000Z")
    }

    @Test func parsesOffsetsAndRejectsNonsense() {
        #expect(Timestamp.parse("2025-11-22T04:53:00+01:00") == Date(timeIntervalSince1970: 1_763_783_580))
        #expect(Timestamp.parse("2025-11-22T03:53:00.5Z") == Date(timeIntervalSince1970: 1_763_783_580.5))
        for bad in [
            "", "2025-11-22", "2025-13-01T00:00:00Z", "2025-02-30T00:00:00Z", "2025-11-22T03:53:00",
            "2025-11-22T03:53:00Zjunk",
        ] {
            #expect(Timestamp.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func formatThenParseIsExact() async {
        await propertyCheck(input: Gen.int64(in: -5_000_000_000_000...9_000_000_000_000)) { milliseconds in
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let message = Message(text: "x", createdAt: date)
            #expect(Timestamp.parse(Timestamp.format(message.createdAt)) == message.createdAt)
        }
    }
}

@Suite struct SaveRulesTests {
    let earlier = Message(text: "Back in 5", createdAt: Date(timeIntervalSince1970: 0))

    @Test func emptyAndWhitespaceOnlyAreNotSaved() {
        for text in ["", " ", "\n\t ", "\u{3000}", "\u{200B}\u{00A0}"] {
            #expect(SaveRules.decide(text, after: nil) == .empty, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func theSameTextTwiceInARowIsNotSaved() {
        #expect(SaveRules.decide("Back in 5", after: earlier) == .duplicate(of: earlier))
        #expect(SaveRules.decide("Back in 5 ", after: earlier) == .save)
        #expect(SaveRules.decide("back in 5", after: earlier) == .save)
    }

    @Test func moreThan64KiBIsTooLong() {
        let limit = String(repeating: "a", count: 65_536)
        #expect(SaveRules.decide(limit, after: nil) == .save)
        #expect(SaveRules.decide(limit + "é", after: nil) == .tooLong(bytes: 65_538))
    }
}

@Suite struct MessageQueryTests {
    static func messages(_ texts: [(String, Bool)]) -> [Message] {
        texts.enumerated().map { index, item in
            Message(text: item.0, createdAt: Date(timeIntervalSince1970: Double(index)), isFavorite: item.1)
        }
    }

    let history = messages([
        ("Café résumé", false), ("ＣＡＦＥ ｏｐｅｎ", true), ("tea", true), ("Straße", false), ("CAFE", false),
    ])

    @Test func searchIgnoresCaseAccentsAndFullWidthNewestFirst() {
        let found = MessageQuery(search: "cafe").apply(to: history).map(\.text)
        #expect(found == ["CAFE", "ＣＡＦＥ ｏｐｅｎ", "Café résumé"])
        #expect(MessageQuery(search: "cafe resume").apply(to: history).map(\.text) == ["Café résumé"])
        #expect(MessageQuery(search: "RÉSUMÉ").apply(to: history).map(\.text) == ["Café résumé"])
    }

    @Test func favoritesCombineWithSearchAndLimit() {
        #expect(MessageQuery(favoritesOnly: true).apply(to: history).map(\.text) == ["tea", "ＣＡＦＥ ｏｐｅｎ"])
        #expect(MessageQuery(favoritesOnly: true, search: "café").apply(to: history).map(\.text) == ["ＣＡＦＥ ｏｐｅｎ"])
        #expect(MessageQuery(limit: 2).apply(to: history).map(\.text) == ["CAFE", "Straße"])
        #expect(MessageQuery(search: "nothing like it").apply(to: history).isEmpty)
    }

    @Test func equalTimesListTheLaterKeptFirst() {
        let same = Date(timeIntervalSince1970: 5)
        let kept = [Message(text: "first", createdAt: same), Message(text: "second", createdAt: same)]
        #expect(MessageQuery().apply(to: kept).map(\.text) == ["second", "first"])
    }
}
