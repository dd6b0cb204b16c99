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
    static func run(
        global: GlobalOptions, text: String?, themeOptions: ThemeOptions,
        renderOptions: RenderOptions = RenderOptions(), room roomFlag: String? = nil,
        roomOptions: RoomOptions = RoomOptions(), turnOptions: TurnOptions = TurnOptions(),
        kiosk: Bool = false, web webFlag: String? = nil
    ) async throws {
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
        let publisher = try SessionRoomStart.publisher(
            flag: roomFlag, options: roomOptions, settings: settings, context: context)
        let webAddress = try WebStart.address(flag: webFlag, settings: settings, l10n: l10n)
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw OrbitingExit.message(l10n("session.error.notATerminal"), code: .usage)
        }
        let renderFlag = try renderOptions.request(l10n)
        let lock = kiosk ? try KioskStart.lock(paths: paths, l10n: l10n, environment: environment) : nil
        context.report(read.warnings)
        let startProblems = loadError.map { [context.exit(for: $0).text] } ?? []
        for problem in startProblems { StandardError.write("orbiting: " + problem + "\n") }
        let start = try ScreenStart.prepare(
            settings: settings, request: themeOptions.lookRequest(global, render: renderFlag),
            context: context)
        // The browser screen listens before the terminal is taken: a port in use is said and nothing changes.
        let web = try webAddress.map { address in
            let named = start.look.roomTheme(for: settings)
            let server = try WebStart.server(
                at: address, settings: settings, themes: start.look.catalog,
                screen: WebScreen(
                    text: "", kept: false, state: .live, theme: named.name, scheme: named.scheme,
                    language: l10n.code, align: settings.align),
                context: context)
            return SessionWeb(server: server, theme: { start.look.roomTheme(for: $0) })
        }
        var session = ScreenLauncher.SessionStart(
            messages: MessageStore(directory: paths.data), settings: settingsStore, version: OrbitingVersion.string,
            describe: { error, l10n in
                CommandContext(paths: paths, l10n: l10n, environment: environment).exit(for: error).text
            })
        session.orientation = orientation
        session.room = publisher
        session.web = web
        // A kiosk shows its message as kept: nothing is typed, nothing saved.
        var shown = text
        if let lock {
            session.kiosk = (lock, KioskStart.message(text, store: session.messages))
            shown = nil
        }
        let loop = start.session(settings: settings, session)
        try await ScreenStart.finish(l10n: l10n) { () async throws(TerminalError) in
            defer {
                publisher?.leave()
                web?.leave()
            }
            return try await loop.run(text: shown, problems: startProblems)
        }
    }
}
