import OrbitingCore
import OrbitingTerminal
import OrbitingText

#if canImport(Glibc)
    import Glibc
#endif

/// What every full-screen program (the session, the timer display, a room screen) starts
/// from, made one way: the terminal's answers to the start-up exchange, the themes, the look
/// for any settings and the font engine.
public struct ScreenLauncher: Sendable {
    /// The look for any settings (`--lang`, `--theme`, `--scheme` and `--render` holding
    /// until the setting they override changes).
    public let look: LookResolver
    /// The theme of the first frame, resolved (its warnings are the caller's to say).
    public let first: ThemeResolution
    /// What the terminal must turn on for the width model in use to hold.
    public let features: TerminalFeatures
    /// The fonts of the run: the `font` setting's engine and any other one made later.
    public let fonts: SessionFonts
    /// The engine of the `font` setting at the start.
    public let engine: BigTextEngine
    /// What to say once about the font (it had to fall back), or nil.
    public let fontNote: String?

    /// Asks the terminal (one exchange, at most 100 ms: how it draws the uncertain clusters,
    /// its background when the scheme follows it, its pictures when `auto` could use them),
    /// reads the themes once, resolves the first look and starts the fonts.
    ///
    /// - Parameters:
    ///   - settings: the settings of the run, read once.
    ///   - request: what the command line asked for.
    ///   - language: the run's language code (the fonts' Han face follows it).
    ///   - makeEngine: what a `font` setting draws with (see `SessionFonts.Maker`).
    /// - Throws: `ThemeResolutionError` when the theme named cannot be used.
    public static func prepare(
        settings: Settings, request: LookRequest, paths: OrbitingPaths,
        environment: [String: String], language: String,
        makeEngine: @escaping SessionFonts.Maker
    ) throws(ThemeResolutionError) -> ScreenLauncher {
        let windowCell = GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO)
        let started = TerminalStartQuery.ask(
            askingBackground: settings.colorScheme == .system && request.scheme == nil,
            askingGraphics: LookResolver.asksGraphics(
                request.render ?? RenderRequest(settings.render.rawValue) ?? .auto,
                environment: environment, windowCell: windowCell))
        DisplayWidth.model = started.widths.model
        // The themes are read once: every later change of theme picks from these.
        let catalog = ThemeResolver.loadCatalog(paths: paths, environment: environment)
        let first = try ThemeResolver.resolve(
            themeName: request.theme, settingTheme: settings.theme,
            scheme: request.scheme ?? settings.colorScheme.rawValue,
            colorMode: nil, depthSetting: settings.colorDepth, environment: environment, outputIsTerminal: true,
            paths: paths, catalog: catalog, askTerminal: { started.background })
        let look = LookResolver(
            initial: settings, request: request, paths: paths, environment: environment,
            catalog: catalog, queried: started.background, graphics: started.graphics,
            windowCell: windowCell, graphicsLate: started.graphics != nil && !started.isComplete)
        let fonts = SessionFonts(language: language, make: makeEngine)
        let (engine, fontNote) = fonts.start(with: settings.font)
        return ScreenLauncher(
            look: look, first: first, features: started.widths.features, fonts: fonts, engine: engine,
            fontNote: fontNote)
    }
}

extension ScreenLauncher {
    /// `prepare`, its error the launch path's.
    /// - Throws: `LaunchError.theme` when the theme named cannot be used.
    public static func launch(
        settings: Settings, request: LookRequest, paths: OrbitingPaths, environment: [String: String],
        language: String, makeEngine: @escaping SessionFonts.Maker
    ) throws(LaunchError) -> ScreenLauncher {
        do {
            return try prepare(
                settings: settings, request: request, paths: paths, environment: environment, language: language,
                makeEngine: makeEngine)
        } catch {
            throw .theme(error)
        }
    }
}
