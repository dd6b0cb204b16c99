import OrbitingApp
import OrbitingCore
import OrbitingTerminal
#if canImport(Glibc)
import Glibc
import OrbitingText
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
    ///   - catalog: the themes, when the caller has read them already (else they are read).
    ///   - depthSetting: the `colorDepth` setting: when colour is written at all, anything
    ///     but `auto` fixes how many colours (`none` turns colour off, except with `--color always`).
    static func resolve(
        themeName: String?,
        scheme: String?,
        colorMode: String?,
        depthSetting: ColorDepthSetting = .auto,
        environment: [String: String],
        outputIsTerminal: Bool,
        paths: OrbitingPaths,
        localizer: Localizer,
        catalog known: ThemeCatalog? = nil,
        askTerminal: () -> RGBColor? = { TerminalBackgroundQuery.ask() }
    ) throws(OrbitingExit) -> ThemeResolution {
        let mode = try parseColorMode(colorMode, localizer: localizer)
        let wantsSystem = try parseScheme(scheme, localizer: localizer)
        let catalog = known ?? loadCatalog(paths: paths, environment: environment)
        let name = themeName ?? Theme.defaultName
        guard let theme = catalog.theme(named: name) else {
            throw OrbitingExit.message(
                localizer("error.unknownTheme", ["value": TextSanitizer.escaped(name), "list": catalog.themes.map(\.name).joined(separator: ", ")]),
                code: .usage
            )
        }
        let detected = ColorDepth.detect(mode: mode, environment: environment, isTerminal: outputIsTerminal)
        // `--color always` wins over a setting of `none`; otherwise the setting fixes the depth.
        var depth = detected
        if detected != .none, let fixed = ColorDepth(setting: depthSetting), !(mode == .always && fixed == .none) {
            depth = fixed
        }
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
            throw OrbitingExit.message(localizer("error.unknownColorMode", ["value": TextSanitizer.escaped(value)]), code: .usage)
        }
        return mode
    }

    /// `--scheme`: a fixed variant, or nil for `system` (and when not given).
    static func parseScheme(_ value: String?, localizer: Localizer) throws(OrbitingExit) -> ThemeVariant? {
        guard let value, value.lowercased() != "system" else { return nil }
        guard let variant = ThemeVariant(rawValue: value.lowercased()) else {
            throw OrbitingExit.message(localizer("error.unknownScheme", ["value": TextSanitizer.escaped(value)]), code: .usage)
        }
        return variant
    }

    /// Whether standard output is a terminal.
    static var standardOutputIsTerminal: Bool { isatty(1) == 1 }
}

extension ColorDepth {
    /// The depth the `colorDepth` setting fixes, or nil for `auto` (detect it).
    init?(setting: ColorDepthSetting) {
        switch setting {
        case .auto: return nil
        case .none: self = .none
        case .sixteen: self = .ansi16
        case .palette256: self = .ansi256
        case .truecolor: self = .trueColor
        }
    }
}
