import Testing

@testable import OrbitingCore

@Suite struct LanguageTests {
    @Test func twelveLanguagesWithDistinctNativeNames() {
        #expect(
            Language.all.map(\.code) == ["en", "de", "pt", "es", "fr", "hi", "bn", "id", "zh", "zh_TW", "ko", "ja"])
        #expect(Set(Language.all.map(\.nativeName)).count == 12)
        #expect(Language.withCode("ja")?.nativeName == "日本語")
    }

    @Test(arguments: [
        ("ja_JP.UTF-8", "ja"), ("de_DE@euro", "de"), ("de_AT.UTF-8", "de"), ("pt_BR.UTF-8", "pt"), ("pt-PT", "pt"),
        ("es_MX", "es"), ("fr_CA.utf8", "fr"), ("hi_IN", "hi"), ("bn_BD.UTF-8", "bn"), ("id_ID", "id"),
        ("ko_KR.EUC-KR", "ko"),
        ("en_GB.UTF-8", "en"), ("EN", "en"), ("de", "de"),
        ("zh_CN.UTF-8", "zh"), ("zh_SG", "zh"), ("zh-Hans", "zh"), ("zh", "zh"), ("zh-Hans-HK", "zh_TW"),
        ("zh_TW.UTF-8", "zh_TW"), ("zh_HK.UTF-8", "zh_TW"), ("zh_MO", "zh_TW"), ("zh-Hant", "zh_TW"),
        ("zh-hant-tw", "zh_TW"),
        ("zh_TW", "zh_TW"), ("zh-TW", "zh_TW"),
    ])
    func parsesLocaleIdentifiers(identifier: String, code: String) {
        #expect(Language(identifier: identifier)?.code == code)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "it_IT.UTF-8", "ru", "", "_", "klingon"])
    func unsupportedIdentifiersNameNoLanguage(identifier: String) {
        #expect(Language(identifier: identifier) == nil)
    }
}

@Suite struct LanguageResolverTests {
    func code(flag: String? = nil, setting: String? = nil, _ environment: [String: String]) throws -> String {
        try LanguageResolver.resolve(flag: flag, setting: setting, environment: environment).language.code
    }

    @Test func environmentOrderIsLCAllThenLCMessagesThenLang() throws {
        #expect(try code(["LANG": "ja_JP.UTF-8"]) == "ja")
        #expect(try code(["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]) == "de")
        #expect(try code(["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"]) == "fr")
        #expect(try code(["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == "ko")
        #expect(try code(["LC_MESSAGES": "zh_HK.UTF-8"]) == "zh_TW")
        #expect(try code(["LANG": "zh_TW.UTF-8"]) == "zh_TW")
        #expect(try code(["LC_ALL": "zh-Hant"]) == "zh_TW")
        #expect(try code(["LANG": "zh_CN.UTF-8"]) == "zh")
    }

    @Test func unsupportedOrUnsetMeansEnglish() throws {
        // The first non-empty variable decides, as in setlocale: an unsupported one does not fall through.
        #expect(try code(["LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"]) == "en")
        #expect(try code(["LANG": "C.UTF-8"]) == "en")
        #expect(try code([:]) == "en")
        let choice = try LanguageResolver.resolve(flag: nil, setting: nil, environment: ["LANG": "it_IT"])
        #expect(choice.source == .fallback)
    }

    @Test func flagBeatsSettingBeatsEnvironment() throws {
        let environment = ["LANG": "ja_JP.UTF-8"]
        #expect(try code(setting: "ko", environment) == "ko")
        #expect(try code(flag: "de", setting: "ko", environment) == "de")
        #expect(try code(flag: "zh-TW", environment) == "zh_TW")
        #expect(try LanguageResolver.resolve(flag: "de", setting: nil, environment: environment).source == .flag)
        #expect(try LanguageResolver.resolve(flag: nil, setting: "ko", environment: environment).source == .setting)
        #expect(
            try LanguageResolver.resolve(flag: nil, setting: nil, environment: environment).source
                == .environment("LANG"))
    }

    @Test(arguments: ["", "system", "auto", "xx"])
    func automaticOrUnknownSettingFollowsTheEnvironment(setting: String) throws {
        #expect(try code(setting: setting, ["LANG": "bn_BD.UTF-8"]) == "bn")
    }

    @Test func anUnsupportedFlagIsAnError() {
        #expect(throws: UnsupportedLanguageError(value: "klingon")) {
            try LanguageResolver.resolve(flag: "klingon", setting: nil, environment: [:])
        }
    }
}
