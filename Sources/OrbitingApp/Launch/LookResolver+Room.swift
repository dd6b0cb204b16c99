import OrbitingCore

extension LookResolver {
    /// The theme and scheme the session shows under `settings`, as a room names them
    /// (`neon`, `dark`): the flags until their setting changes, the scheme as resolved.
    public func roomTheme(for settings: Settings) -> (name: String, scheme: String?) {
        let theme = settings.theme == initial.theme ? request.theme ?? settings.theme : settings.theme
        let scheme =
            settings.colorScheme == initial.colorScheme
            ? request.scheme ?? settings.colorScheme.rawValue : settings.colorScheme.rawValue
        let resolved = try? ThemeResolver.resolve(
            themeName: theme, scheme: scheme, colorMode: nil, depthSetting: settings.colorDepth,
            environment: environment,
            outputIsTerminal: true, paths: paths, catalog: catalog, askTerminal: { queried })
        return (resolved?.theme.name ?? theme, resolved?.variant.rawValue)
    }

    /// The colours of `theme` in `scheme` (the screen's own scheme when nil) at the screen's
    /// colour depth, for a room screen following the typist; nil when the theme is unknown here.
    public func roomColors(theme: String, scheme: String?, settings: Settings) -> ScreenColors? {
        guard catalog.themes.contains(where: { $0.name == theme }) else { return nil }
        guard
            let resolved = try? ThemeResolver.resolve(
                themeName: theme, scheme: scheme ?? request.scheme ?? settings.colorScheme.rawValue, colorMode: nil,
                depthSetting: settings.colorDepth, environment: environment, outputIsTerminal: true, paths: paths,
                catalog: catalog, askTerminal: { queried })
        else { return nil }
        return resolved.depth == .none ? ScreenColors.none : ScreenColors(resolved.palette)
    }
}
