import OrbitingApp
import OrbitingCore
import OrbitingTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `orbiting` with no subcommand: turns the options into plain values, checks them, and
/// hands over to `SessionLaunch`; says what went wrong and exits with its status.
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
        // A settings file that cannot be read leaves the defaults for this run, and says so
        // (on stderr, and in Home's status row); changing a setting then reports it again.
        let read = CommandContext.readSettings(directory: paths.config)
        let (settings, loadError) = (read.settings, read.problem)
        let l10n = try global.localizer(setting: settings.language, environment: environment)
        let orientation = try turnOptions.orientation(l10n, setting: settings.rotation)
        let context = CommandContext(paths: paths, l10n: l10n, environment: environment)
        do {
            // A room's name and broker are checked before the terminal is (and before anything connects).
            let publisher = try (roomFlag ?? settings.room).map { name in
                try SessionLaunch.publisher(
                    room: RoomOptions.roomName(name, l10n: l10n),
                    options: roomOptions.clientOptions(settings: settings, context: context))
            }
            var launch = SessionLaunch(
                settings: settings, request: LookRequest(language: global.lang), paths: paths,
                environment: environment, l10n: l10n, makeEngine: ScreenStart.engineMaker(context),
                version: OrbitingVersion.string, describe: ScreenStart.describe(context))
            launch.web = try WebLaunch.address(flag: webFlag, settings: settings)
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw LaunchError.notATerminal }
            launch.request = themeOptions.lookRequest(global, render: try renderOptions.request(l10n))
            launch.kiosk = kiosk ? try KioskLaunch.lock(directory: paths.config) : nil
            launch.orientation = orientation
            launch.room = publisher
            launch.text = text
            context.report(read.warnings)
            let startProblems = loadError.map { [context.exit(for: $0).text] } ?? []
            for problem in startProblems { StandardError.write("orbiting: " + problem + "\n") }
            let session = try launch.start(prepared: ScreenStart.said(l10n))
            try await ScreenStart.finish(l10n: l10n) { () async throws(TerminalError) in
                try await session.run(problems: startProblems)
            }
        } catch let error as LaunchError {
            throw error.exit(context)
        }
    }
}
