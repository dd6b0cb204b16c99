import Foundation
import OrbitingTestSupport
import Testing

@testable import OrbitingCore

@Suite struct SettingsTests {
    @Test func everySettingHasItsProductDefault() {
        let settings = Settings()
        #expect(settings.language == nil)
        #expect(settings.colorScheme == .system)
        #expect(settings.theme == "mono")
        #expect(settings.shakeAction == .clear)
        #expect(settings.maxTextSize == 100)
        #expect(settings.hasSeenWelcome == false)
        #expect(settings.pixels == .half)
        #expect(settings.align == .center)
        #expect(settings.colorDepth == .auto)
        #expect(settings.bell == false)
        #expect(settings.margin == 1)
        #expect(settings.font == "auto")
        #expect(settings.storedValues.isEmpty)
    }

    @Test func theFontIsAWordOrAFontconfigPattern() throws {
        let font = try #require(SettingDefinition.named("font"))
        #expect(font.parse("DejaVu Serif:bold") == .success(.text("DejaVu Serif:bold")))
        #expect(font.parse("  Noto Sans:bold ") == .success(.text("Noto Sans:bold")))
        #expect(font.parse("UNIFONT") == .success(.text("unifont")))
        #expect(font.parse("Auto") == .success(.text("auto")))
        for bad in ["", "   ", "Noto\u{1B}[2J", "Noto\nSans", String(repeating: "x", count: 201)] {
            #expect(throws: SettingDefinition.Rejection.self) { try font.parse(bad).get() }
        }
        var settings = Settings()
        let patternSet = settings.set("font", to: .text("DejaVu Serif:bold"))
        let controlSet = settings.set("font", to: .text("bad\u{7}"))
        #expect(patternSet && !controlSet)
        #expect(settings.font == "DejaVu Serif:bold")
        #expect(settings.storedValues == ["font": .text("DejaVu Serif:bold")])
    }

    @Test func theFileIsMergedWithDefaultsAndBadValuesFallBack() {
        let (settings, warnings) = Settings.merged(from: [
            "theme": .text("neon"), "shakeAction": .text("explode"), "maxTextSize": .number(400),
            "bell": .flag(true), "futureKey": .text("kept"),
        ])
        #expect(settings.theme == "neon")
        #expect(settings.bell)
        #expect(settings.shakeAction == .clear)
        #expect(settings.maxTextSize == 100)
        #expect(settings.colorScheme == .system)
        #expect(
            warnings == [
                .invalidSetting(key: "maxTextSize", value: "400"),
                .invalidSetting(key: "shakeAction", value: "explode"),
            ])
        #expect(settings.storedValues == ["theme": .text("neon"), "bell": .flag(true), "futureKey": .text("kept")])
    }

    @Test func parsingNamesTheAllowedValues() throws {
        let shake = try #require(SettingDefinition.named("shakeAction"))
        #expect(shake.parse("flash") == .success(.text("flash")))
        #expect(
            shake.parse("shake")
                == .failure(.notAllowed(key: "shakeAction", value: "shake", allowed: ["clear", "flash", "none"])))
        let language = try #require(SettingDefinition.named("language"))
        #expect(language.parse("zh-TW") == .success(.text("zh_TW")))
        #expect(language.parse("auto") == .success(.unset))
        #expect((try? language.parse("xx").get()) == nil)
        let size = try #require(SettingDefinition.named("maxTextSize"))
        #expect(size.parse("80%") == .success(.number(80)))
        #expect((try? size.parse("0").get()) == nil)
        let theme = try #require(SettingDefinition.named("theme"))
        #expect(theme.parse("my-theme") == .success(.text("my-theme")))
        #expect((try? theme.parse("../etc").get()) == nil)
    }

    @Test func theStoreWritesOnlyChangesAndReadsThemBack() async throws {
        let directory = TestDirectory.make() + "/config"
        let store = SettingsStore(directory: directory)
        #expect(try store.load() == Settings())
        try store.update { $0.set("pixels", to: .text("braille")) }
        try store.update { $0.set("margin", to: .number(3)) }
        let reloaded = try SettingsStore(directory: directory).load()
        #expect(reloaded.pixels == .braille && reloaded.margin == 3)
        try store.update { $0.reset("pixels") }
        #expect(try store.load().storedValues == ["margin": .number(3)])
        #expect(mode(of: directory) == 0o700 && mode(of: directory + "/settings.json") == 0o600)
    }

    @Test func aCorruptSettingsFileIsQuarantinedAndDefaultsUsed() async throws {
        let directory = TestDirectory.make()
        let bytes = Data("{\"format\":\"orbiting.settings\",\"version\":1,\"settings\":{\"theme\":".utf8)
        try bytes.write(to: URL(fileURLWithPath: directory + "/settings.json"))
        let store = SettingsStore(directory: directory)
        #expect(try store.load() == Settings())
        let warnings = store.takeWarnings()
        guard case .quarantined(_, let movedTo)? = warnings.first else {
            Issue.record("not reported: \(warnings)"); return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == bytes)
    }

    /// A fraction, an array or an object in the file costs only its own key: a known setting
    /// with one is reported and falls back; under an unknown key (a newer version's) it is
    /// kept through a rewrite, as it was.
    @Test func anyJSONValueCostsOnlyItsOwnKey() async throws {
        let directory = TestDirectory.make()
        let text =
            #"{"format":"orbiting.settings","version":1,"settings":{"theme":"neon","margin":2,"#
            + #""maxTextSize":80.5,"futureFraction":0.25,"futureList":[1,"two",null],"futureObject":{"a":{"b":true}}}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/settings.json"))
        let store = SettingsStore(directory: directory)
        let settings = try store.load()
        #expect(settings.theme == "neon" && settings.margin == 2 && settings.maxTextSize == 100)
        #expect(await store.takeWarnings() == [.invalidSetting(key: "maxTextSize", value: "80.5")])
        try store.update { $0.set("bell", to: .flag(true)) }
        let written = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: directory + "/settings.json")))
        let kept = try #require((written as? [String: Any])?["settings"] as? [String: Any])
        #expect(kept["futureFraction"] as? Double == 0.25)
        #expect((kept["futureList"] as? [Any])?.count == 3)
        #expect(((kept["futureObject"] as? [String: Any])?["a"] as? [String: Any])?["b"] as? Bool == true)
        #expect(kept["theme"] as? String == "neon" && kept["bell"] as? Bool == true && kept["maxTextSize"] == nil)
        #expect(!FileManager.default.fileExists(atPath: directory + "/quarantine"))
    }
}
