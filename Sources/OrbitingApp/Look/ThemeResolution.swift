import OrbitingCore
import OrbitingTerminal
import OrbitingText

/// The colours one run paints with: the theme, its light or dark half, and the terminal's depth.
public struct ThemeResolution: Sendable {
    /// The chosen theme.
    public var theme: Theme
    /// Its light or dark palette, as the scheme decided.
    public var variant: ThemeVariant
    /// How many colours to write; `.none` means plain text.
    public var depth: ColorDepth
    /// User theme files that were skipped (report them on stderr).
    public var problems: [ThemeProblem]
    /// The theme the settings name when no theme by that name exists any more (a user
    /// theme deleted or broken): the default theme stands in (report it on stderr).
    public var missingSettingTheme: String?

    /// The palette in use.
    public var palette: Palette { theme.palette(variant) }

    /// The escape that sets the theme's text colour on its background; empty without colour.
    public var textOnBackground: String {
        SGR.colors(text: palette.text, background: palette.background, depth: depth)
    }

    /// The escape that ends the colours; empty without colour.
    public var reset: String { depth == .none ? "" : SGR.reset }

    /// `line` in the theme's text colour on its background (unchanged without colour).
    public func paint(_ line: String) -> String {
        depth == .none ? line : textOnBackground + line + SGR.reset
    }
}

/// Why colours could not be resolved: a name or word given that is not known.
public enum ThemeResolutionError: Error, Sendable, Equatable {
    /// No theme has this name; `known` lists the names there are.
    case unknownTheme(String, known: [String])
    /// `--color` was not `auto`, `always` or `never`.
    case unknownColorMode(String)
    /// `--scheme` was not `system`, `light` or `dark`.
    case unknownScheme(String)
}

/// Turns `--theme`, `--scheme`, `--color`, the environment and the terminal into a `ThemeResolution`.
public enum ThemeResolver {
    /// Resolves the colours for a run.
    ///
    /// - Parameters:
    ///   - themeName: `--theme`; an unknown name is a usage error.
    ///   - settingTheme: the `theme` setting, used without `themeName`; an unknown one (a
    ///     user theme since deleted) falls back to the default theme, and says so in
    ///     `missingSettingTheme`. Neither given means mono.
    ///   - scheme: `--scheme` or the `colorScheme` setting: `system` (nil), `light` or `dark`.
    ///     `system` asks the terminal (OSC 11) when colour goes to a terminal, else reads
    ///     `COLORFGBG`, else assumes dark.
    ///   - colorMode: `--color`: `auto` (nil), `always` or `never`.
    ///   - environment: the process environment (`COLORTERM`, `TERM`, `NO_COLOR`, `COLORFGBG`).
    ///   - outputIsTerminal: whether standard output is a terminal.
    ///   - paths: where user themes live (`<config>/themes`).
    ///   - askTerminal: the OSC 11 query, asked only for `system` when colour goes to a terminal.
    ///   - catalog: the themes, when the caller has read them already (else they are read).
    ///   - depthSetting: the `colorDepth` setting: when colour is written at all, anything
    ///     but `auto` fixes how many colours (`none` turns colour off, except with `--color always`).
    public static func resolve(
        themeName: String?,
        settingTheme: String? = nil,
        scheme: String?,
        colorMode: String?,
        depthSetting: ColorDepthSetting = .auto,
        environment: [String: String],
        outputIsTerminal: Bool,
        paths: OrbitingPaths,
        catalog known: ThemeCatalog? = nil,
        askTerminal: () -> RGBColor? = { TerminalBackgroundQuery.ask() }
    ) throws(ThemeResolutionError) -> ThemeResolution {
        let mode = try parseColorMode(colorMode)
        let wantsSystem = try parseScheme(scheme)
        let catalog = known ?? loadCatalog(paths: paths, environment: environment)
        let name = themeName ?? settingTheme ?? Theme.defaultName
        var missingSettingTheme: String?
        let theme: Theme
        if let found = catalog.theme(named: name) {
            theme = found
        } else if themeName == nil, let fallback = catalog.theme(named: Theme.defaultName) {
            missingSettingTheme = name
            theme = fallback
        } else {
            throw .unknownTheme(name, known: catalog.themes.map(\.name))
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
        return ThemeResolution(
            theme: theme, variant: variant, depth: depth, problems: catalog.problems,
            missingSettingTheme: missingSettingTheme)
    }

    /// Bundled themes (found next to the binary or installed) and `<config>/themes/*.json`.
    public static func loadCatalog(paths: OrbitingPaths, environment: [String: String]) -> ThemeCatalog {
        ThemeCatalog.load(
            bundledDirectory: ResourceLocator.directory(named: "themes", environment: environment),
            userDirectory: paths.config + "/themes"
        )
    }

    /// `--color`: nil or `auto`, `always`, `never`; anything else is a usage error.
    public static func parseColorMode(_ value: String?) throws(ThemeResolutionError) -> ColorMode {
        guard let value else { return .auto }
        guard let mode = ColorMode(rawValue: value.lowercased()) else { throw .unknownColorMode(value) }
        return mode
    }

    /// `--scheme`: a fixed variant, or nil for `system` (and when not given).
    public static func parseScheme(_ value: String?) throws(ThemeResolutionError) -> ThemeVariant? {
        guard let value, value.lowercased() != "system" else { return nil }
        guard let variant = ThemeVariant(rawValue: value.lowercased()) else { throw .unknownScheme(value) }
        return variant
    }
}

extension ColorDepth {
    /// The depth the `colorDepth` setting fixes, or nil for `auto` (detect it).
    public init?(setting: ColorDepthSetting) {
        switch setting {
        case .auto: return nil
        case .none: self = .none
        case .sixteen: self = .ansi16
        case .palette256: self = .ansi256
        case .truecolor: self = .trueColor
        }
    }
}
