import Foundation
import Testing

/// `orbiting show --theme … --scheme … --color …` paints the frame in the theme's colours.
///
/// Disabled on this branch: `show` gains `--theme`/`--scheme` when the lead wires
/// `ThemeResolver.resolve` into it after merging the engine (issue 2) and this branch.
@Suite
struct ShowThemeTests {
    @Test func neonDarkIsPaintedInTrueColor() throws {
        let result = try OrbitingBinary.run(
            ["show", "--size", "40x10", "--theme", "neon", "--scheme", "dark", "--color", "always", "Hi"],
            environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"]
        )
        #expect(result.status == 0)
        let escape = try ShippedThemes.trueColorEscape(theme: "neon", variant: "dark")
        #expect(!result.lines.isEmpty)
        #expect(result.lines.allSatisfy { $0.hasPrefix(escape) && $0.hasSuffix("\u{1B}[0m") })
        #expect(result.stdout.contains("█") || result.stdout.contains("▀") || result.stdout.contains("▄"))
    }

    @Test func systemSchemeOffATerminalReadsCOLORFGBG() throws {
        let result = try OrbitingBinary.run(
            ["show", "--size", "40x10", "--theme", "ocean", "--color", "always", "Hi"],
            environment: ["COLORTERM": "truecolor", "COLORFGBG": "0;15"]
        )
        #expect(
            result.lines.first?.hasPrefix(try ShippedThemes.trueColorEscape(theme: "ocean", variant: "light")) == true)
    }

    @Test func pipedWithoutForcingHasNoColour() throws {
        let result = try OrbitingBinary.run(
            ["show", "--size", "40x10", "--theme", "neon", "Hi"], environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func anUnknownThemeIsAUsageErrorNamingTheThemes() throws {
        let result = try OrbitingBinary.run(["show", "--theme", "plaid", "Hi"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("plaid") && result.stderr.contains("mono, contrast, neon"))
    }
}
