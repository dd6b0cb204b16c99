import Foundation
import Testing

/// `orbiting themes` as a person runs it.
@Suite struct ThemesCommandTests {
    let order = ["mono", "contrast", "neon", "candy", "classic", "sunset", "forest", "ocean", "mint"]

    @Test func listsTheNineInOrderWithoutColourIntoAPipe() throws {
        let result = try OrbitingBinary.run(["themes"], environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
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
        let forced = try OrbitingBinary.run(["themes", "--color", "always"], environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
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
        let home = OrbitingBinary.temporaryHome()
        let themes = home + "/config/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        let palette = ##"{"background": "#101010", "text": "#f0f0f0", "primary": "#ff0000", "secondary": "#00ff00", "accent": "#0000ff"}"##
        try Data(##"{"light": \##(palette), "dark": \##(palette)}"##.utf8).write(to: URL(fileURLWithPath: themes + "/night.json"))
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

    @Test func anUnknownColourChoiceIsAUsageErrorInThePersonsLanguage() throws {
        let result = try OrbitingBinary.run(["themes", "--color", "sometimes"], environment: ["LANG": "fr_FR.UTF-8"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("« sometimes » n’est pas un choix de couleur"))
    }
}
