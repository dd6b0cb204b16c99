import Foundation
import Testing

/// `orbiting languages` and how the language of a run is chosen, end to end.
@Suite struct LanguagesCommandTests {
    let codes = ["en", "de", "pt", "es", "fr", "hi", "bn", "id", "zh", "zh_TW", "ko", "ja"]

    func inUse(_ result: RunResult) -> [String] {
        result.lines.filter { $0.hasSuffix(")") }.map { String($0.prefix { $0 != " " }) }
    }

    @Test func listsTwelveCodesWithNativeNames() throws {
        let result = try OrbitingBinary.run(["languages"])
        #expect(result.status == 0)
        #expect(result.lines.map { String($0.prefix { $0 != " " }) } == codes)
        #expect(result.lines.contains { $0.hasPrefix("ja ") && $0.contains("日本語") })
        #expect(result.lines.contains { $0.hasPrefix("zh_TW ") && $0.contains("繁體中文") })
        #expect(inUse(result) == ["en"])
    }

    @Test func theEnvironmentChoosesAndLangOverridesIt() throws {
        let japanese = try OrbitingBinary.run(["languages"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(inUse(japanese) == ["ja"])
        #expect(japanese.stdout.contains("(使用中)"))
        let hongKong = try OrbitingBinary.run(
            ["languages"], environment: ["LC_MESSAGES": "zh_HK.UTF-8", "LANG": "en_US.UTF-8"])
        #expect(inUse(hongKong) == ["zh_TW"])
        let overridden = try OrbitingBinary.run(
            ["languages", "--lang", "de"], environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
        #expect(inUse(overridden) == ["de"])
        #expect(overridden.stdout.contains("(aktiv)"))
        let unsupported = try OrbitingBinary.run(["languages"], environment: ["LANG": "it_IT.UTF-8"])
        #expect(inUse(unsupported) == ["en"])
    }

    @Test func anUnsupportedLangIsAUsageErrorListingTheCodes() throws {
        let result = try OrbitingBinary.run(["languages", "--lang", "tlh"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("“tlh”"))
        #expect(result.stderr.contains(codes.joined(separator: ", ")))
    }

    @Test func jsonListsCodesNamesAndTheOneInUse() throws {
        let result = try OrbitingBinary.run(["languages", "--json", "--lang", "zh-Hant"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(list.compactMap { $0["code"] as? String } == codes)
        #expect(list.filter { $0["inUse"] as? Bool == true }.compactMap { $0["code"] as? String } == ["zh_TW"])
        #expect(list.first { $0["code"] as? String == "ko" }?["name"] as? String == "한국어")
    }
}
