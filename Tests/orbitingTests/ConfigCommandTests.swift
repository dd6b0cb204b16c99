import Foundation
import Testing

@Suite struct ConfigCommandTests {
    let home = StoreHome()
    static let keys = [
        "language", "colorScheme", "theme", "shakeAction", "maxTextSize", "hasSeenWelcome",
        "pixels", "render", "align", "colorDepth", "bell", "margin", "rotation", "mouse", "windowTitle", "reduceMotion",
        "font",
        "broker", "room", "web", "web-token",
    ]

    @Test func listShowsEverySettingAtItsDefault() throws {
        let list = try home.run(["config", "list"])
        #expect(list.status == 0)
        // The Welcome flag is the program's own: not listed, though `get` reaches it.
        #expect(list.lines.map { String($0.prefix { $0 != " " }) } == Self.keys.filter { $0 != "hasSeenWelcome" })
        #expect(list.lines.allSatisfy { $0.hasSuffix("(default)") })
        let values = try Self.keys.map { try home.run(["config", "get", $0]).stdout }
        #expect(
            values == [
                "auto\n", "system\n", "mono\n", "clear\n", "100\n", "false\n", "half\n", "auto\n", "center\n", "auto\n",
                "false\n", "1\n", "0\n", "true\n",
                "true\n", "false\n", "auto\n", "mqtt://localhost:1883\n", "none\n",
                "127.0.0.1:8080\n", "auto\n",
            ])
    }

    @Test func setValidatesAndPersists() throws {
        #expect(try home.run(["config", "set", "shakeAction", "flash"]).status == 0)
        #expect(try home.run(["config", "set", "maxTextSize", "80%"]).status == 0)
        #expect(try home.run(["config", "set", "language", "zh-TW"]).status == 0)
        #expect(try home.run(["config", "get", "shakeAction"]).stdout == "flash\n")
        #expect(try home.run(["config", "get", "maxTextSize"]).stdout == "80\n")
        #expect(try home.run(["config", "get", "language"]).stdout == "zh_TW\n")
        let list = try home.run(["config"])
        #expect(list.lines.first { $0.hasPrefix("shakeAction") }?.hasSuffix("(default)") == false)
        #expect(home.mode(home.config) == 0o700 && home.mode(home.config + "/settings.json") == 0o600)
    }

    @Test func badValuesAndKeysAreUsageErrorsNamingWhatIsAllowed() throws {
        let value = try home.run(["config", "set", "shakeAction", "explode"])
        #expect(value.status == 64)
        #expect(value.stderr.contains("clear, flash, none"))
        let range = try home.run(["config", "set", "maxTextSize", "500"])
        #expect(range.status == 64 && range.stderr.contains("10…100"))
        let key = try home.run(["config", "get", "colour"])
        #expect(key.status == 64 && key.stderr.contains("colorScheme"))
        #expect(!FileManager.default.fileExists(atPath: home.config + "/settings.json"))
    }

    @Test func aThemeMustExistBuiltInOrAsTheUsersFile() throws {
        let known = try home.run(["config", "set", "theme", "ocean"])
        #expect(known.status == 0 && known.stderr.isEmpty)
        let unknown = try home.run(["config", "set", "theme", "my-own"])
        #expect(unknown.status == 64 && unknown.stderr.contains("my-own") && unknown.stderr.contains("mint"))
        #expect(try home.run(["config", "get", "theme"]).stdout == "ocean\n")
        // The user's own theme file makes the name usable.
        let palette =
            ##"{"background": "#ffffff", "text": "#000000", "primary": "#000000", "secondary": "#333333", "##
            + ##""accent": "#000000"}"##
        try FileManager.default.createDirectory(atPath: home.config + "/themes", withIntermediateDirectories: true)
        try Data(#"{"name": "my-own", "light": \#(palette), "dark": \#(palette)}"#.utf8)
            .write(to: URL(fileURLWithPath: home.config + "/themes/my-own.json"))
        let custom = try home.run(["config", "set", "theme", "my-own"])
        #expect(custom.status == 0, "\(custom.stderr)")
        #expect(try home.run(["config", "get", "theme"]).stdout == "my-own\n")
    }

    @Test func resetOneOrAll() throws {
        try home.run(["config", "set", "pixels", "braille"])
        try home.run(["config", "set", "bell", "true"])
        #expect(try home.run(["config", "reset", "pixels"]).stdout.contains("half"))
        #expect(try home.run(["config", "get", "pixels"]).stdout == "half\n")
        #expect(try home.run(["config", "get", "bell"]).stdout == "true\n")
        try home.run(["config", "reset"])
        #expect(try home.run(["config", "get", "bell"]).stdout == "false\n")
    }

    @Test func aHandEditedBadValueFallsBackWithAWarningAndOthersSurvive() throws {
        try FileManager.default.createDirectory(atPath: home.config, withIntermediateDirectories: true)
        _ = try home.file(
            "config/settings.json",
            #"{"format": "orbiting.settings", "version": 1, "settings": {"theme": "neon", "colorScheme": "purple"}}"#)
        let get = try home.run(["config", "get", "colorScheme"])
        #expect(get.stdout == "system\n")
        #expect(get.stderr.contains("colorScheme") && get.stderr.contains("purple"))
        #expect(try home.run(["config", "get", "theme"]).stdout == "neon\n")
    }
}
