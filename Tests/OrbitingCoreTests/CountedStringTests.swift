import Foundation
import Testing

@testable import OrbitingCore

/// Every string that counts something takes the plural form its language's rule asks for:
/// no "1 days", no "record(s)", and in French, Portuguese, Hindi and Bengali the `one` form
/// for 0 too.
@Suite struct CountedStringTests {
    /// Placeholders that stand for a number of things.
    static let countPlaceholders: Set<String> = [
        "count", "days", "minutes", "seconds", "hours", "bytes", "added", "removed", "laps", "messages", "current",
    ]

    /// Counted strings that are not plural forms, and why.
    static let unpluralized: [String: String] = [
        // "Pomodoros completed: 3": a label and its number, the same for every number.
        "timers.stats.pomodoros": "label: number"
    ]

    /// Plural pairs chosen for exactly one thing ("Delete the only message?"), not by the
    /// language's rule; the code picks them with `count == 1`.
    static let exactlyOne: Set<String> = ["confirm.clearAll", "history.screen.clearFavorites"]

    /// The keys with `.one` and `.other` forms in English, less `exactlyOne`.
    static func pluralKeys() throws -> [String] {
        let english = try CatalogueTests.table("en")
        return english.keys.filter { $0.hasSuffix(".one") }.map { String($0.dropLast(4)) }
            .filter { english[$0 + ".other"] != nil && !exactlyOne.contains($0) }.sorted()
    }

    @Test func everyCountedStringHasPluralForms() throws {
        let english = try CatalogueTests.table("en")
        let single = english.filter { key, text in
            !key.hasSuffix(".one") && !key.hasSuffix(".other") && Self.unpluralized[key] == nil
                && !CatalogueTests.placeholders(text).isDisjoint(with: Self.countPlaceholders)
        }
        #expect(single.isEmpty, "counted strings with one form: \(single.keys.sorted())")
        #expect(try Self.pluralKeys().count >= 15)
    }

    /// `text` with every placeholder filled: counts with `count`, the rest with "X".
    static func filled(_ text: String, count: Int) -> String {
        var arguments: [String: String] = [:]
        for name in CatalogueTests.placeholders(text) {
            arguments[name] = countPlaceholders.contains(name) ? String(count) : "X"
        }
        return Localizer.fill(text, arguments)
    }

    @Test(arguments: CatalogueTests.codes)
    func countedStringsTakeTheLanguagesForm(code: String) throws {
        let table = try CatalogueTests.table(code)
        let l10n = Localizer(code: code, table: table, fallback: [:])
        let hasOne = !["zh", "zh_TW", "ja", "ko", "id"].contains(code)
        let zeroIsOne = ["fr", "pt", "hi", "bn"].contains(code)
        for key in try Self.pluralKeys() {
            let one = try #require(table[key + ".one"], "\(code): \(key).one"),
                other = try #require(table[key + ".other"], "\(code): \(key).other")
            func rendered(_ count: Int) -> String {
                var arguments: [String: String] = [:]
                for name in CatalogueTests.placeholders(other) {
                    arguments[name] = Self.countPlaceholders.contains(name) ? String(count) : "X"
                }
                return l10n.plural(key, count: count, arguments)
            }
            #expect(rendered(1) == Self.filled(hasOne ? one : other, count: 1), "\(code): \(key) for 1")
            #expect(rendered(2) == Self.filled(other, count: 2), "\(code): \(key) for 2")
            #expect(rendered(0) == Self.filled(zeroIsOne ? one : other, count: 0), "\(code): \(key) for 0")
            // The `one` form of a language that uses it for 0 too says the number, not "1".
            if zeroIsOne {
                #expect(
                    !CatalogueTests.placeholders(one).isDisjoint(with: Self.countPlaceholders), "\(code): \(key).one")
            }
            for text in [rendered(0), rendered(1), rendered(2)] {
                #expect(!text.contains("(s)") && !text.contains("(en)") && !text.contains("(ns)"), "\(code): \(text)")
            }
        }
    }

    /// English: one thing is never "1 days" or "1 records".
    @Test func englishSaysOneThingInTheSingular() throws {
        let english = try CatalogueTests.table("en")
        let l10n = Localizer(code: "en", table: english, fallback: [:])
        let pluralNoun = try NSRegularExpression(pattern: #"\b1 [a-z]+s\b"#)
        for key in try Self.pluralKeys() {
            var arguments: [String: String] = [:]
            for name in CatalogueTests.placeholders(english[key + ".other"] ?? "") {
                arguments[name] = Self.countPlaceholders.contains(name) ? "1" : "X"
            }
            let text = l10n.plural(key, count: 1, arguments)
            #expect(
                pluralNoun.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(key): \(text)")
        }
    }
}
