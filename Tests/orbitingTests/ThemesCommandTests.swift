import Foundation
import OrbitingTestSupport
import Testing

/// WCAG 2 contrast of two `#rrggbb` colours, computed here independently of the app.
enum Contrast {
    static func ratio(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let digits = Array(hex.dropFirst())
            let channels = stride(from: 0, to: 6, by: 2).map {
                Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255
            }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// `orbiting themes` as a person runs it.
@Suite struct ThemesCommandTests {
    let order = ["mono", "contrast", "neon", "candy", "classic", "sunset", "forest", "ocean", "mint"]

    @Test func listsTheNineInOrderWithoutColourIntoAPipe() throws {
        let result = try OrbitingBinary.run(
            ["themes"], environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
        #expect(result.status == 0)
        #expect(result.lines.map { String($0.prefix { $0 != " " }) } == order)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.lines.first?.hasSuffix("Monochrome (default)") == true)
    }

    @Test func previewsEachThemeInItsOwnColours() throws {
        let result = try OrbitingBinary.run(["themes", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0)
        for (index, name) in order.enumerated() {
            for variant in ["light", "dark"] {
                let escape = try ShippedThemes.trueColorEscape(theme: name, variant: variant)
                #expect(result.lines[index].contains(escape), "\(name) \(variant)")
            }
        }
    }

    @Test func noColorTurnsPreviewsOffUnlessForced() throws {
        let auto = try OrbitingBinary.run(["themes"], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(!auto.stdout.contains("\u{1B}"))
        let forced = try OrbitingBinary.run(
            ["themes", "--color", "always"], environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
        #expect(forced.stdout.contains("\u{1B}[38;5;"))
        let never = try OrbitingBinary.run(["themes", "--color", "never"], environment: ["COLORTERM": "truecolor"])
        #expect(!never.stdout.contains("\u{1B}"))
    }

    @Test func jsonGivesNamesAndTheShippedPalettes() throws {
        let result = try OrbitingBinary.run(["themes", "--json"])
        #expect(result.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(list.compactMap { $0["name"] as? String } == order)
        for entry in list {
            let name = try #require(entry["name"] as? String)
            let shipped = try ShippedThemes.palette(name)
            for variant in ["light", "dark"] {
                let roles = try #require(entry[variant] as? [String: String])
                for (role, value) in shipped[variant] ?? [:] {
                    #expect(roles[role] == value, "\(name).\(variant).\(role)")
                }
            }
        }
    }

    @Test func userThemesAreListedAfterAndBrokenOnesReportedWithFileAndReason() throws {
        let home = TestDirectory.make()
        let themes = home + "/config/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        let palette =
            ##"{"background": "#101010", "text": "#f0f0f0", "primary": "#ff0000", "secondary": "#00ff00", "##
            + ##""accent": "#0000ff"}"##
        try Data(##"{"light": \##(palette), "dark": \##(palette)}"##.utf8).write(
            to: URL(fileURLWithPath: themes + "/night.json"))
        try Data(##"{"light": \##(palette)}"##.utf8).write(to: URL(fileURLWithPath: themes + "/half.json"))
        try Data("not json".utf8).write(to: URL(fileURLWithPath: themes + "/bad\u{1B}[31m.json"))
        let result = try OrbitingBinary.run(["themes"], environment: ["ORBITING_HOME": home])
        #expect(result.status == 0)
        #expect(result.lines.count == 10)
        #expect(result.lines.last?.hasPrefix("night ") == true)
        #expect(result.lines.last?.contains("(your theme)") == true)
        #expect(result.stderr.contains(themes + "/half.json") && result.stderr.contains("the dark palette is missing"))
        #expect(result.stderr.contains("this is not a JSON object"))
        #expect(!result.stderr.contains("\u{1B}"), "a file name's escape sequence reached the terminal")

        let german = try OrbitingBinary.run(["themes", "--lang", "de"], environment: ["ORBITING_HOME": home])
        #expect(german.stderr.contains("die Palette dark fehlt"))
        #expect(german.lines.last?.contains("(eigenes Design)") == true)
    }

    @Test func previewsShowTheAccentsAsTheScreensDrawThem() throws {
        // Neon light's secondary (#00e6e6 on #f2f2fa, 1.4:1) is drawn darker, and so previewed.
        let result = try OrbitingBinary.run(["themes", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        let neon = try #require(result.lines.first { $0.hasPrefix("neon ") })
        #expect(!neon.contains("\u{1B}[38;2;0;230;230m"), "the unreadable reference colour was previewed")
    }

    @Test func jsonGivesThePalettesAsDrawnBesideTheFiles() throws {
        let result = try OrbitingBinary.run(["themes", "--json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        for entry in list {
            let drawn = try #require(entry["drawn"] as? [String: [String: String]], "no drawn palettes")
            for variant in ["light", "dark"] {
                let roles = try #require(drawn[variant])
                let background = try #require(roles["background"])
                for role in ["text", "primary", "secondary", "status", "favorite"] {
                    let ratio = try Contrast.ratio(#require(roles[role]), background)
                    #expect(ratio >= 4.5, "\(entry["name"] ?? "").\(variant).\(role) \(ratio)")
                }
                for role in ["selection", "accent"] {
                    let ratio = try Contrast.ratio(background, #require(roles[role]))
                    #expect(ratio >= 4.5, "\(entry["name"] ?? "").\(variant).\(role) \(ratio)")
                }
            }
        }
    }

    @Test func aUserThemeWithUnreadableTextIsReportedWithWhatIsDrawnInstead() throws {
        let home = TestDirectory.make()
        let themes = home + "/config/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        let faint =
            ##"{"background": "#ffffff", "text": "#000000", "primary": "#000000", "secondary": "#dddddd", "##
            + ##""accent": "#000000"}"##
        try Data(
            (##"{"light": \##(faint), "dark": {"background": "#000000", "text": "#ffffff", "primary": "#ffffff", "##
                + ##""secondary": "#cccccc", "accent": "#ffffff"}}"##)
                .utf8
        )
        .write(to: URL(fileURLWithPath: themes + "/pale.json"))
        let result = try OrbitingBinary.run(["themes"], environment: ["ORBITING_HOME": home])
        #expect(result.status == 0)
        let report = result.stderr.split(separator: "\n").filter { $0.contains("pale") }
        #expect(report.count == 1, "\(result.stderr)")
        #expect(report.first?.contains("secondary") == true && report.first?.contains("#dddddd") == true)
        #expect(report.first?.contains("1.4") == true, "the contrast it has")
        let german = try OrbitingBinary.run(["themes", "--lang", "de"], environment: ["ORBITING_HOME": home])
        #expect(german.stderr.contains("pale") && german.stderr.contains("Kontrast"))
    }

    @Test func anUnknownColourChoiceIsAUsageErrorInThePersonsLanguage() throws {
        let result = try OrbitingBinary.run(["themes", "--color", "sometimes"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("« sometimes » n’est pas un choix de couleur"))
    }
}
