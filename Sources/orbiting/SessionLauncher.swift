import OrbitingApp
import OrbitingCore
import OrbitingTerminal
import OrbitingWeb
#if canImport(Glibc)
import Glibc
#endif

/// Starts the full-screen session of `orbiting` with no subcommand: checks the terminal,
/// reads the settings, and hands over to `SessionProgram` through the `ScreenLauncher`.
enum SessionLauncher {
    /// Runs the session; returns once the terminal is restored.
    ///
    /// `--lang`, `--theme` and `--scheme` hold for this run until the person changes that
    /// setting in Settings.
    static func run(global: GlobalOptions, text: String?, themeOptions: ThemeOptions,
                    renderOptions: RenderOptions = RenderOptions(), room roomFlag: String? = nil,
                    roomOptions: RoomOptions = RoomOptions(), turnOptions: TurnOptions = TurnOptions(),
                    kiosk: Bool = false, web webFlag: String? = nil) async throws {
        let environment = ProcessEnvironment.variables()
        let paths = global.paths(environment: environment)
        let settingsStore = SettingsStore(directory: paths.config)
        // A settings file that cannot be read leaves the defaults for this run, and says so
        // (on stderr, and in Home's status row); changing a setting then reports it again.
        let read = CommandContext.readSettings(directory: paths.config)
        let (settings, loadError) = (read.settings, read.problem)
        let l10n = try global.localizer(setting: settings.language, environment: environment)
        let orientation = try turnOptions.orientation(l10n, setting: settings.rotation)
        let context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        // A room's name and broker are checked before the terminal is (and before anything connects).
        let publisher = try SessionRoomStart.publisher(flag: roomFlag, options: roomOptions, settings: settings, context: context)
        let webAddress = try WebStart.address(flag: webFlag, settings: settings, l10n: l10n)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw OrbitingExit.message(l10n("session.error.notATerminal"), code: .usage)
        }
        let renderFlag = try renderOptions.request(l10n)
        let lock = kiosk ? try KioskStart.lock(paths: paths, l10n: l10n, environment: environment) : nil
        context.report(read.warnings)
        let startProblems = loadError.map { [context.exit(for: $0).text] } ?? []
        for problem in startProblems { StandardError.write("orbiting: " + problem + "\n") }
        let start = try ScreenLauncher.prepare(settings: settings, global: global, themeOptions: themeOptions,
                                               renderFlag: renderFlag, context: context)
        // The browser screen listens before the terminal is taken: a port in use is said and nothing changes.
        let web = try webAddress.map { address in
            let named = start.look.roomTheme(for: settings)
            let server = try WebStart.server(
                at: address, settings: settings, themes: start.look.catalog,
                screen: WebScreen(text: "", kept: false, state: .live, theme: named.name, scheme: named.scheme,
                                  language: l10n.code, align: settings.align),
                context: context)
            return SessionWeb(server: server, theme: { start.look.roomTheme(for: $0) })
        }
        // The families Settings offers are looked up on a thread of their own meanwhile.
        let fonts = start.fonts
        fonts.prepareOffer()
        // The terminal's picture answers, when they come after the start-up wait.
        let late = LateGraphics()
        var services = SessionServices(
            messages: MessageStore(directory: paths.data), settings: settingsStore,
            look: { settings in start.look.answered(late.support).look(for: settings) },
            describe: { error, l10n in
                CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error).text
            },
            engine: { fonts.engine(for: $0, language: $1) },
            room: publisher.map { publisher in SessionRoom(publisher: publisher, theme: { start.look.roomTheme(for: $0) }) })
        services.graphicsAnswered = { late.support = $0 }
        services.web = web
        publisher?.start()
        let size = TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? TerminalSize(columns: 80, rows: 24)
        let factory = SessionScreens.factory(themes: start.look.catalog, systemVariant: start.first.variant,
                                             version: OrbitingVersion.string, fonts: { fonts.offer },
                                             previewEngine: { fonts.engine(for: $0, language: $1) },
                                             webURL: web?.server.url)
        var model = SessionModel(settings: settings, size: size, screens: factory, orientation: orientation, kiosk: lock)
        model.home.web = web?.status
        var shown = text
        if lock != nil {
            // A kiosk shows its message as kept: nothing is typed, nothing saved.
            model.home.kept = KioskStart.message(text, store: services.messages)
            shown = nil
        }
        var features = TerminalFeatures.all.union(start.features)
        if settings.mouse { features.insert(.mouse) }
        if settings.windowTitle { features.insert(.windowTitle) }
        let loop = SessionProgram(model: model, engine: start.engine, services: services, features: features)
        try await ScreenLauncher.finish(l10n: l10n) { () async throws(TerminalError) in
            defer {
                publisher?.leave()
                web?.leave()
            }
            return try await loop.run(text: shown, problems: startProblems)
        }
    }
}
