import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal

/// `orbiting room NAME` on a terminal: hands the room's plain values to `RoomScreenLaunch`,
/// runs the screen, and says a broker's refusal once the terminal is back.
enum RoomScreenLauncher {
    /// Runs the screen until q, Esc, Ctrl-C or a signal; the terminal is restored on return.
    static func run(
        room: RoomName, options: RoomClientOptions, global: GlobalOptions, context: CommandContext,
        themeOptions: ThemeOptions, followsTheme: Bool, render: RenderRequest?,
        web: RoomWebBridge? = nil
    ) async throws {
        context.report(context.settingsWarnings)
        let screen: RoomProgram
        do {
            screen = try RoomScreenLaunch.start(
                room: room, options: options, settings: context.settings,
                request: themeOptions.lookRequest(global, render: render), paths: context.paths,
                environment: context.environment, language: context.l10n.code,
                makeEngine: ScreenStart.engineMaker(context), followsTheme: followsTheme, web: web,
                prepared: ScreenStart.said(context.l10n))
        } catch {
            throw error.exit(context)
        }
        try await ScreenStart.finish(l10n: context.l10n) { () async throws(TerminalError) in
            try await screen.run()
        }
        if let reason = screen.refusal {
            throw RoomError.refused(broker: options.broker.description, reason: reason).exit(context.l10n)
        }
    }
}
