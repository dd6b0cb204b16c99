import OrbitingCore
import Testing

/// Each language's plural rule (CLDR, the cardinal `one` and `other` categories).
@Suite struct PluralTests {
    static func l10n(_ code: String) -> Localizer {
        Localizer(code: code, table: ["n.one": "{count} day", "n.other": "{count} days"], fallback: [:])
    }

    @Test func englishGermanAndSpanishUseTheSingularForOneOnly() {
        for code in ["en", "de", "es"] {
            #expect(
                [0, 1, 2, 21].map { Self.l10n(code).pluralCategory($0) } == [.other, .one, .other, .other], "\(code)")
        }
    }

    @Test func frenchPortugueseHindiAndBengaliUseItForZeroAndOne() {
        for code in ["fr", "pt", "hi", "bn"] {
            #expect(
                [0, 1, 2, 11].map { Self.l10n(code).pluralCategory($0) } == [.one, .one, .other, .other], "\(code)")
        }
    }

    @Test func chineseJapaneseKoreanAndIndonesianHaveOneForm() {
        for code in ["zh", "zh_TW", "ja", "ko", "id"] {
            #expect([0, 1, 2].map { Self.l10n(code).pluralCategory($0) } == [.other, .other, .other], "\(code)")
        }
    }

    @Test func pluralFillsTheCountAndFallsBackToOther() {
        #expect(Self.l10n("en").plural("n", count: 1) == "1 day")
        #expect(Self.l10n("en").plural("n", count: 3) == "3 days")
        #expect(Self.l10n("fr").plural("n", count: 0) == "0 day")
        let otherOnly = Localizer(code: "en", table: ["m.other": "{count} things"], fallback: [:])
        #expect(otherOnly.plural("m", count: 1) == "1 things")
    }
}
