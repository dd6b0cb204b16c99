import Foundation
import Testing

/// The app's language reaches the fonts and the wrapping: a Han character is drawn from the
/// language's own face, and Korean keeps its words whole, as `show --explain` reports.
@Suite struct LanguageGlyphsEndToEndTests {
    /// Whether the Noto CJK collection (one face per Han variant) is installed.
    static let hasNotoCJK =
        FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        || FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")

    private func explain(_ home: StoreHome, _ arguments: [String], environment: [String: String] = [:]) throws
        -> [String: Any]
    {
        let result = try home.run(arguments, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    /// 直 differs between the four forms; each language names its face, in one home whose
    /// resolved-font cache is shared (so the cache keeps languages apart), twice over.
    @Test(.needsNotoCJK)
    func hanFollowsTheLanguage() throws {
        let home = StoreHome()
        let expected = [
            "zh_TW": "Noto Sans CJK TC", "zh": "Noto Sans CJK SC", "ko": "Noto Sans CJK KR",
            "ja": "Noto Sans CJK JP",
        ]
        for _ in 0..<2 {
            for (code, family) in expected.sorted(by: { $0.key < $1.key }) {
                let report = try explain(home, ["--lang", code, "show", "--explain", "--size", "40x12", "直"])
                #expect(report["font"] as? String == family, "\(code): \(report)")
            }
        }
    }

    /// The language setting picks the face as `--lang` does; without either, `LANG` does.
    @Test(.needsNotoCJK)
    func theSettingThenTheEnvironmentPickTheFace() throws {
        let home = StoreHome()
        #expect(try home.run(["config", "set", "language", "zh_TW"]).status == 0)
        let setting = try explain(home, ["show", "--explain", "直"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(setting["font"] as? String == "Noto Sans CJK TC", "\(setting)")
        #expect(try home.run(["config", "reset", "language"]).status == 0)
        let environment = try explain(home, ["show", "--explain", "直"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(environment["font"] as? String == "Noto Sans CJK KR", "\(environment)")
        // English has no Han form of its own: the environment's language still chooses.
        let english = try explain(
            home, ["--lang", "en", "show", "--explain", "直"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(english["font"] as? String == "Noto Sans CJK SC", "\(english)")
    }

    /// "회의 중입니다" breaks at its space, never inside a word; each line's text is reported.
    @Test func koreanKeepsItsWordsWhole() throws {
        let home = StoreHome()
        for size in ["20x12", "30x20", "24x16"] {
            let report = try explain(home, ["--lang", "ko", "show", "--explain", "--size", size, "회의 중입니다"])
            let lines = try #require(report["lineTexts"] as? [String], "\(report)")
            #expect(lines.joined(separator: " ") == "회의 중입니다" || lines == ["회의 중입니다"], "\(size): \(lines)")
            #expect(lines.allSatisfy { ["회의", "중입니다", "회의 중입니다"].contains($0) }, "\(size): \(lines)")
        }
    }

    /// The lines' texts are the message, in order, without the spaces at breaks.
    @Test func explainListsEachLinesText() throws {
        let home = StoreHome()
        let report = try explain(home, ["show", "--explain", "--size", "12x12", "Back in five"])
        let lines = try #require(report["lineTexts"] as? [String], "\(report)")
        #expect(lines.count == report["lines"] as? Int)
        #expect(lines.count > 1)
        #expect(lines.joined(separator: " ") == "Back in five")
    }
}
