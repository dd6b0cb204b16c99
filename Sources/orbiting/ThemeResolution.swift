import OrbitingApp
import OrbitingCore
import OrbitingTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The colours one run paints with: the theme, its light or dark half, and the terminal's depth.
struct ThemeResolution {
    /// The chosen theme.
    var theme: Theme
    /// Its light or dark palette, as the scheme decided.
    var variant: ThemeVariant
    /// How many colours to write; `.none` means plain text.
    var depth: ColorDepth
    /// User theme files that were skipped (report them on stderr).
    var problems: [ThemeProblem]

    /// The palette in use.
    var palette: Palette { theme.palette(variant) }

    /// The escape that sets the theme's text colour on its background; empty without colour.
    var textOnBackground: String {
        SGR.colors(text: RGBColor(palette.text), background: RGBColor(palette.background), depth: depth)
    }

    /// The escape that ends the colours; empty without colour.
    var reset: String { depth == .none ? "" : SGR.reset }

    /// `line` in the theme's text colour on its background (unchanged without colour).
    func paint(_ line: String) -> String {
        depth == .none ? line : textOnBackground + line + SGR.reset
    }
}

/// Turns `--theme`, `--scheme`, `--color`, the environment and the terminal into a `ThemeResolution`.
enum ThemeResolver {
    /// Resolves the colours for a run.
    ///
    /// - Parameters:
    ///   - themeName: `--theme` or the `theme` setting; nil means mono. Unknown names are a usage error.
    ///   - scheme: `--scheme` or the `colorScheme` setting: `system` (nil), `light` or `dark`.
    ///     `system` asks the terminal (OSC 11) when colour goes to a terminal, else reads
    ///     `COLORFGBG`, else assumes dark.
    ///   - colorMode: `--color`: `auto` (nil), `always` or `never`.
    ///   - environment: the process environment (`COLORTERM`, `TERM`, `NO_COLOR`, `COLORFGBG`).
    ///   - outputIsTerminal: whether standard output is a terminal.
    ///   - paths: where user themes live (`<config>/themes`).
    ///   - localizer: for error messages.
    ///   - askTerminal: the OSC 11 query, asked only for `system` when colour goes to a terminal.
    static func resolve(
        themeName: String?,
        scheme: String?,
        colorMode: String?,
        environment: [String: String],
        outputIsTerminal: Bool,
        paths: OrbitingPaths,
        localizer: Localizer,
        askTerminal: () -> RGBColor? = { TerminalBackgroundQuery.ask() }
    ) throws(OrbitingExit) -> ThemeResolution {
        let mode = try parseColorMode(colorMode, localizer: localizer)
        let wantsSystem = try parseScheme(scheme, localizer: localizer)
        let catalog = loadCatalog(paths: paths, environment: environment)
        let name = themeName ?? Theme.defaultName
        guard let theme = catalog.theme(named: name) else {
            throw OrbitingExit.message(
                localizer("error.unknownTheme", ["value": VisibleText.escaping(name), "list": catalog.themes.map(\.name).joined(separator: ", ")]),
                code: .usage
            )
        }
        let depth = ColorDepth.detect(mode: mode, environment: environment, isTerminal: outputIsTerminal)
        let variant: ThemeVariant
        if let fixed = wantsSystem {
            variant = fixed
        } else {
            let queried = depth != .none && outputIsTerminal ? askTerminal() : nil
            variant = BackgroundTone.resolve(queried: queried, environment: environment) == .light ? .light : .dark
        }
        return ThemeResolution(theme: theme, variant: variant, depth: depth, problems: catalog.problems)
    }

    /// Bundled themes (found next to the binary or installed) and `<config>/themes/*.json`.
    static func loadCatalog(paths: OrbitingPaths, environment: [String: String]) -> ThemeCatalog {
        ThemeCatalog.load(
            bundledDirectory: ResourceLocator.directory(named: "themes", environment: environment),
            userDirectory: paths.config + "/themes"
        )
    }

    /// `--color`: nil or `auto`, `always`, `never`; anything else is a usage error.
    static func parseColorMode(_ value: String?, localizer: Localizer) throws(OrbitingExit) -> ColorMode {
        guard let value else { return .auto }
        guard let mode = ColorMode(rawValue: value.lowercased()) else {
            throw OrbitingExit.message(localizer("error.unknownColorMode", ["value": VisibleText.escaping(value)]), code: .usage)
        }
        return mode
    }

    /// `--scheme`: a fixed variant, or nil for `system` (and when not given).
    static func parseScheme(_ value: String?, localizer: Localizer) throws(OrbitingExit) -> ThemeVariant? {
        guard let value, value.lowercased() != "system" else { return nil }
        guard let variant = ThemeVariant(rawValue: value.lowercased()) else {
            throw OrbitingExit.message(localizer("error.unknownScheme", ["value": VisibleText.escaping(value)]), code: .usage)
        }
        return variant
    }

    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(1) == 1 }
}
