import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
import Testing

/// `--theme`, `--scheme`, `--color`, the `colorDepth` setting, the environment and the
/// terminal's answer, turned into the colours of a run.
@Suite struct ThemeResolverTests {
    let paths = OrbitingPaths(root: "/nonexistent-orbiting-home")
    let truecolor = ["COLORTERM": "truecolor", "TERM": "xterm-256color"]

    func resolve(
        theme: String? = nil, scheme: String? = nil, color: String? = nil, setting: ColorDepthSetting = .auto,
        environment: [String: String]? = nil, terminal: Bool = true,
        answer: RGBColor? = nil
    ) throws(ThemeResolutionError) -> ThemeResolution {
        try ThemeResolver.resolve(
            themeName: theme, scheme: scheme, colorMode: color, depthSetting: setting,
            environment: environment ?? truecolor, outputIsTerminal: terminal, paths: paths,
            catalog: ScreenFixtures.catalog, askTerminal: { answer })
    }

    @Test func aKnownThemeInAFixedScheme() throws {
        let resolved = try resolve(theme: "neon", scheme: "light")
        #expect(resolved.theme.name == "neon" && resolved.variant == .light && resolved.depth == .trueColor)
        #expect(resolved.palette == resolved.theme.light)
    }

    @Test func unknownWordsAreNamedInTheError() {
        #expect(throws: ThemeResolutionError.unknownTheme("nope", known: ScreenFixtures.catalog.themes.map(\.name))) {
            try resolve(theme: "nope")
        }
        #expect(throws: ThemeResolutionError.unknownColorMode("sometimes")) { try resolve(color: "sometimes") }
        #expect(throws: ThemeResolutionError.unknownScheme("dim")) { try resolve(scheme: "dim") }
    }

    @Test func systemAsksTheTerminalThenCOLORFGBG() throws {
        #expect(try resolve(scheme: "system", answer: RGBColor(red: 250, green: 250, blue: 250)).variant == .light)
        #expect(try resolve(scheme: "system", answer: RGBColor(red: 10, green: 10, blue: 10)).variant == .dark)
        let light = truecolor.merging(["COLORFGBG": "0;15"]) { $1 }
        #expect(try resolve(scheme: "system", environment: light, terminal: false, answer: nil).variant == .light)
    }

    @Test func noColorAndPipesTurnColourOff() throws {
        #expect(try resolve(environment: truecolor.merging(["NO_COLOR": "1"]) { $1 }).depth == .none)
        #expect(try resolve(terminal: false).depth == .none)
        #expect(try resolve(color: "always", terminal: false).depth != .none)
    }

    @Test func theDepthSettingFixesTheColoursButAlwaysWinsOverNone() throws {
        #expect(try resolve(setting: .palette256).depth == .ansi256)
        #expect(try resolve(setting: .none).depth == .none)
        #expect(try resolve(color: "always", setting: .none).depth != .none)
    }
}
