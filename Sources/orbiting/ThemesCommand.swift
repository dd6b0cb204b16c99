import ArgumentParser
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// `orbiting themes`: lists the themes, each previewed in its own colours.
struct Themes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List the themes, each with a preview in its own colors.",
        discussion: """
            The nine built-in themes come first, in their fixed order, then your own from \
            <config dir>/themes/*.json. A theme file that cannot be used is reported on \
            standard error with its path and the reason.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var colors: ColorOptions

    @Flag(name: .long, help: "Print the names and palettes as JSON.")
    var json = false

    mutating func run() async throws {
        let environment = ProcessEnvironment.variables()
        let localizer = try global.localizer(environment: environment)
        let mode: ColorMode
        do { mode = try ThemeResolver.parseColorMode(colors.color) } catch { throw error.exit(localizer) }
        let catalog = ThemeResolver.loadCatalog(paths: global.paths(environment: environment), environment: environment)
        for problem in catalog.problems {
            StandardError.write("orbiting: " + problem.message(localizer) + "\n")
        }
        for line in ThemeListing.contrastReports(catalog.themes.filter(\.isUserTheme), localizer: localizer) {
            StandardError.write("orbiting: " + line + "\n")
        }
        if json {
            try StandardOutput.write(try ThemeListing.json(catalog.themes) + "\n", localizer)
        } else {
            let depth = ColorDepth.detect(
                mode: mode, environment: environment, isTerminal: ThemeResolver.standardOutputIsTerminal)
            try StandardOutput.write(
                ThemeListing.lines(catalog.themes, depth: depth, localizer: localizer).joined(separator: "\n") + "\n",
                localizer)
        }
    }
}

/// The text and JSON forms of `orbiting themes`.
enum ThemeListing {
    /// One line per theme: its name, a light and a dark preview (with colour only), its display name.
    static func lines(_ themes: [Theme], depth: ColorDepth, localizer: Localizer) -> [String] {
        let width = themes.map(\.name.count).max() ?? 0
        return themes.map { theme in
            var line = DisplayWidth.padded(theme.name, to: width + 2)
            if depth != .none {
                line += preview(theme.light, depth: depth, localizer: localizer) + " "
                line += preview(theme.dark, depth: depth, localizer: localizer) + "  "
            }
            line += displayName(theme, localizer: localizer)
            if theme.name == Theme.defaultName { line += " (" + localizer("themes.default") + ")" }
            return line
        }
    }

    /// The person-facing name: translated for built-in themes, the file's own name for user themes.
    static func displayName(_ theme: Theme, localizer: Localizer) -> String {
        if theme.isUserTheme { return theme.name + " (" + localizer("themes.user") + ")" }
        let key = "theme." + theme.name
        return localizer.has(key) ? localizer(key) : theme.name
    }

    /// For each theme and scheme whose text roles fall short of the contrast text needs,
    /// one line naming each role, its contrast and the colour drawn instead.
    static func contrastReports(_ themes: [Theme], localizer: Localizer) -> [String] {
        themes.flatMap { theme in
            [(ThemeVariant.light, theme.light), (ThemeVariant.dark, theme.dark)].compactMap {
                variant, palette -> String? in
                let adjustments = palette.adjustments
                guard !adjustments.isEmpty else { return nil }
                let roles = adjustments.map { adjustment in
                    localizer(
                        "themes.adjustedRole",
                        [
                            "role": adjustment.role, "color": adjustment.given.hex, "drawn": adjustment.drawn.hex,
                            "ratio": oneDecimal(adjustment.contrast),
                        ])
                }
                return localizer(
                    "themes.adjusted",
                    [
                        "theme": theme.name, "scheme": localizer("scheme." + variant.rawValue),
                        "minimum": oneDecimal(Palette.minimumTextContrast),
                        "roles": roles.joined(separator: "; "),
                    ])
            }
        }
    }

    /// A short sample in the palette's text colour on its background, then its three accents,
    /// in the colours the screens draw (`Palette.readable`).
    static func preview(_ palette: Palette, depth: ColorDepth, localizer: Localizer) -> String {
        let palette = palette.readable
        let background = palette.background
        var text = SGR.colors(text: palette.text, background: background, depth: depth)
        text += " " + localizer("themes.sample") + " "
        for accent in [palette.primary, palette.secondary, palette.accent] {
            text += SGR.foreground(accent, depth: depth) + "●"
        }
        return text + " " + SGR.reset
    }

    /// `value` with one decimal, as `printf`'s `%.1f` writes it (ties to even): "4.5".
    static func oneDecimal(_ value: Double) -> String {
        let tenths = (abs(value) * 10).rounded(.toNearestOrEven)
        guard tenths < 1e15 else { return String(value) }
        let whole = Int(tenths)
        return (value < 0 && whole != 0 ? "-" : "") + String(whole / 10) + "." + String(whole % 10)
    }

    /// `[{"name", "user", "light": {role: "#rrggbb"}, "dark": {…}}]`, in listing order.
    static func json(_ themes: [Theme]) throws -> String {
        String(decoding: try JSONValue.array(themes.map(\.jsonValue)).prettyJSON(), as: UTF8.self)
    }
}
