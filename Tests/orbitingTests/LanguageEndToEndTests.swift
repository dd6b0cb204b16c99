import Foundation
import Testing

/// The language a person sees: from the environment, from --lang, and from the setting.
@Suite struct LanguageEndToEndTests {
    let home = StoreHome()

    /// `key`'s text in the shipped catalogue for `code`.
    private func catalogue(_ code: String, _ key: String) throws -> String {
        let path = ShippedThemes.repository + "/Localizations/\(code).json"
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        return try #require((object as? [String: String])?[key])
    }

    @Test func japaneseEnvironmentGivesTheJapaneseEmptyHistory() throws {
        let japanese = try catalogue("ja", "history.empty")
        #expect(japanese != (try catalogue("en", "history.empty")))
        let result = try home.run(["history"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stdout == japanese + "\n")
    }

    @Test func langFlagOverridesTheEnvironment() throws {
        let result = try home.run(["history", "--lang", "de"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.stdout == (try catalogue("de", "history.empty")) + "\n")
    }

    @Test func theLanguageSettingIsLiveForEveryCommand() throws {
        #expect(try home.run(["config", "set", "language", "fr"]).status == 0)
        let history = try home.run(["history"], environment: ["LANG": "en_US.UTF-8"])
        #expect(history.stdout == (try catalogue("fr", "history.empty")) + "\n")
        // show's own errors follow the setting too.
        let show = try home.run(
            ["show", "--size", "1x1", "--text-size", "0", "x"], environment: ["LANG": "en_US.UTF-8"])
        #expect(show.status == 64)
        let expected = try catalogue("fr", "show.error.textSize").replacingOccurrences(of: "{value}", with: "0")
        #expect(show.stderr.contains(expected), "\(show.stderr)")
    }

    @Test func showFollowsTheGlyphStyleSetting() throws {
        #expect(try home.run(["config", "set", "pixels", "braille"]).status == 0)
        let braille = try home.run(["show", "--size", "40x10", "Hi"])
        let ink = Set(braille.stdout.unicodeScalars.filter { $0 != " " && $0 != "\n" }.map(\.value))
        #expect(!ink.isEmpty && ink.allSatisfy { (0x2800...0x28FF).contains($0) })
        // A flag still wins over the setting.
        let half = try home.run(["show", "--size", "40x10", "--pixels", "half", "Hi"])
        #expect(half.stdout.contains("█") || half.stdout.contains("▀"))
    }
}
