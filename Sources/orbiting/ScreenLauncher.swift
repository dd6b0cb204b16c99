import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// What every full-screen program (the session, the timer display) starts from, made one
/// way: the terminal's answers to the start-up exchange, the themes, the look for any
/// settings and the font engine; and how a run's end becomes output and an exit status.
struct ScreenLauncher {
    /// The look for any settings (`--lang`, `--theme`, `--scheme` and `--render` holding
    /// until the setting they override changes).
    let look: LookResolver
    /// The theme of the first frame, resolved (its problems already reported).
    let first: ThemeResolution
    /// What the terminal must turn on for the width model in use to hold.
    let features: TerminalFeatures
    /// The fonts of the run: the `font` setting's engine and any other one made later.
    let fonts: SessionFonts
    /// The engine of the `font` setting at the start.
    let engine: BigTextEngine

    /// Asks the terminal (one exchange, at most 100 ms: how it draws the uncertain clusters,
    /// its background when the scheme follows it, its pictures when `auto` could use them),
    /// reads the themes once, resolves the first look and starts the fonts.
    ///
    /// - Throws: `OrbitingExit` when the theme named cannot be used.
    static func prepare(settings: Settings, global: GlobalOptions, themeOptions: ThemeOptions,
                        renderFlag: RenderRequest?, context: CommandContext) throws -> ScreenLauncher {
        let environment = context.environment, paths = context.paths
        let windowCell = GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO)
        let started = TerminalStartQuery.ask(
            askingBackground: settings.colorScheme == .system && themeOptions.scheme == nil,
            askingGraphics: LookResolver.asksGraphics(renderFlag ?? RenderRequest(settings.render.rawValue) ?? .auto,
                                                      environment: environment, windowCell: windowCell))
        DisplayWidth.model = started.widths.model
        // The themes are read once: every later change of theme picks from these.
        let catalog = ThemeResolver.loadCatalog(paths: paths, environment: environment)
        let first = try ThemeResolver.resolve(
            themeName: themeOptions.theme, settingTheme: settings.theme,
            scheme: themeOptions.scheme ?? settings.colorScheme.rawValue,
            colorMode: nil, depthSetting: settings.colorDepth, environment: environment, outputIsTerminal: true,
            paths: paths, localizer: context.l10n, catalog: catalog, askTerminal: { started.background })
        for warning in first.warnings(context.l10n) { StandardError.write("orbiting: " + warning + "\n") }
        let look = LookResolver(initial: settings, global: global, themeOptions: themeOptions, paths: paths,
                                environment: environment, catalog: catalog, queried: started.background,
                                renderFlag: renderFlag, graphics: started.graphics,
                                windowCell: windowCell, graphicsLate: started.graphics != nil && !started.isComplete)
        let fonts = SessionFonts(l10n: context.l10n, environment: environment)
        let (engine, fontNote) = fonts.start(with: settings.font)
        if let fontNote { StandardError.write("orbiting: " + fontNote + "\n") }
        return ScreenLauncher(look: look, first: first, features: started.widths.features, fonts: fonts, engine: engine)
    }

    /// Runs a full-screen program; a terminal that cannot be taken is an I/O error (74), what
    /// went wrong on the way goes to standard error, and an end by a signal exits with its
    /// status (128 + the signal) at once.
    static func finish(l10n: Localizer, _ run: () async throws(TerminalError) -> SessionOutcome) async throws {
        let outcome: SessionOutcome
        do {
            outcome = try await run()
        } catch {
            throw OrbitingExit.message(l10n("session.error.terminal", ["reason": String(cString: strerror(error.code))]),
                                       code: .ioError)
        }
        for problem in outcome.problems { StandardError.write("orbiting: " + problem + "\n") }
        if outcome.status != 0 { Glibc.exit(outcome.status) }
    }
}
