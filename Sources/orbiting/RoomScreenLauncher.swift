import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingText
#if canImport(Glibc)
import Glibc
#endif

/// Shows a room full screen (`RoomScreenLoop`) in the look of the settings, as the timer
/// display does: its own theme (or the typist's with `--room-theme`), its own render mode.
enum RoomScreenLauncher {
    /// Runs the screen until q, Esc, Ctrl-C or a signal; the terminal is restored on return.
    static func run(room: RoomName, options: RoomClientOptions, context: CommandContext, themeOptions: ThemeOptions,
                    followsTheme: Bool, render: RenderRequest?) async throws {
        let environment = context.environment
        let paths = context.paths
        let settingsStore = SettingsStore(directory: paths.config)
        let settings = (try? await settingsStore.load()) ?? Settings()
        context.report(await settingsStore.takeWarnings())
        let subscription: RoomSubscription
        do {
            subscription = try RoomSubscription(room: room, options: options)
        } catch {
            throw error.exit(context.l10n)
        }
        let started = TerminalStartQuery.ask(
            askingBackground: settings.colorScheme == .system && themeOptions.scheme == nil,
            askingGraphics: LookResolver.asksGraphics(render ?? RenderRequest(settings.render.rawValue) ?? .auto,
                                                      environment: environment))
        DisplayWidth.model = started.widths.model
        let catalog = ThemeResolver.loadCatalog(paths: paths, environment: environment)
        let first = try ThemeResolver.resolve(
            themeName: themeOptions.theme ?? settings.theme, scheme: themeOptions.scheme ?? settings.colorScheme.rawValue,
            colorMode: nil, depthSetting: settings.colorDepth, environment: environment, outputIsTerminal: true,
            paths: paths, localizer: context.l10n, catalog: catalog, askTerminal: { started.background })
        for problem in first.problems { StandardError.write("orbiting: " + problem.message(context.l10n) + "\n") }
        let resolver = LookResolver(initial: settings, global: try GlobalOptions.parse([]), themeOptions: themeOptions,
                                    paths: paths, environment: environment, catalog: catalog, queried: started.background,
                                    renderFlag: render, graphics: started.graphics,
                                    windowCell: GraphicsSupport.cellFromWindowSize(fileDescriptor: STDOUT_FILENO))
        var look = resolver.look(for: settings)
        look.l10n = context.l10n  // `--lang` of this command
        let (engine, fontNote) = SessionFonts(l10n: context.l10n, environment: environment).start(with: settings.font)
        if let fontNote { StandardError.write("orbiting: " + fontNote + "\n") }
        var cache: [String: ScreenColors?] = [:]
        let typistColors: ((String, String?) -> ScreenColors?)? = followsTheme ? { theme, scheme in
            let key = theme + "/" + (scheme ?? "")
            if let known = cache[key] { return known }
            let colors = resolver.roomColors(theme: theme, scheme: scheme, settings: settings)
            cache[key] = colors
            return colors
        } : nil
        let loop = RoomScreenLoop(subscription: subscription, engine: engine, look: look, typistColors: typistColors,
                                  features: started.widths.features)
        let outcome: SessionOutcome
        do {
            outcome = try loop.run()
        } catch {
            throw OrbitingExit.message(context.l10n("session.error.terminal", ["reason": String(cString: strerror(error.code))]),
                                       code: .ioError)
        }
        if let reason = loop.refusal {
            throw RoomError.refused(broker: options.broker.description, reason: reason).exit(context.l10n)
        }
        if outcome.status != 0 { Glibc.exit(outcome.status) }
    }
}
