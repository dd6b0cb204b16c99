import OrbitingCore
import OrbitingWeb

/// The browser screen of a session or a room (`--web [ADDRESS][:PORT]`): where it listens and
/// its start. Nothing of the server runs without `--web`.
public enum WebLaunch {
    /// The address `--web` names: its value, or the `web` setting when it has none (`--web`
    /// alone); nil without `--web`.
    /// - Throws: `LaunchError.webAddress` for a value that is not an address.
    public static func address(flag: String?, settings: Settings) throws(LaunchError) -> WebAddress? {
        guard let flag else { return nil }
        if flag.isEmpty { return settings.web }
        guard let address = WebAddress(flag) else { throw .webAddress(flag) }
        return address
    }

    /// Starts serving at `address` with the token of `settings`, showing `screen` until the
    /// first change, its words in each browser's language from the catalogues `environment` finds.
    /// - Throws: `LaunchError.web` when the port is taken or the address cannot be bound.
    public static func server(
        at address: WebAddress, settings: Settings, themes: ThemeCatalog, screen: WebScreen,
        environment: [String: String]
    ) throws(LaunchError) -> WebServer {
        let look = WebLook(themes: themes) { code in
            WebStrings(
                Localizer.load(
                    code: code,
                    findingDirectory: { ResourceLocator.directory(named: "Localizations", environment: environment) }))
        }
        do {
            return try WebServer(
                WebServer.Configuration(address: address, token: settings.webToken), look: look, screen: screen)
        } catch {
            throw .web(error)
        }
    }

    /// The browser screen of `room` at `address`, fed by the room's one subscription; until
    /// the typist names a theme, this machine's own (`theme`, `scheme`; a `system` scheme is
    /// dark here: there is no terminal to ask).
    /// - Throws: `LaunchError.web` when the port is taken or the address cannot be bound.
    public static func roomBridge(
        at address: WebAddress, settings: Settings, theme: String?, scheme: String?, language: String,
        paths: OrbitingPaths, environment: [String: String]
    ) throws(LaunchError) -> RoomWebBridge {
        let scheme = scheme ?? settings.colorScheme.rawValue
        let named = (name: theme ?? settings.theme, scheme: scheme == "light" ? "light" : "dark")
        let state = RoomWebState(language: language, theme: named, align: settings.align)
        let server = try server(
            at: address, settings: settings,
            themes: ThemeResolver.loadCatalog(paths: paths, environment: environment),
            screen: state.screen, environment: environment)
        return RoomWebBridge(server: server, state: state)
    }
}
