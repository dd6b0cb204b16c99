import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal

/// Shows a room full screen (`RoomProgram`) through the `ScreenLauncher`, as the session
/// and the timer display start: its own theme (or the typist's with `--room-theme`), its
/// own render mode and font.
enum RoomScreenLauncher {
    /// Runs the screen until q, Esc, Ctrl-C or a signal; the terminal is restored on return.
    static func run(
        room: RoomName, options: RoomClientOptions, global: GlobalOptions, context: CommandContext,
        themeOptions: ThemeOptions, followsTheme: Bool, render: RenderRequest?,
        web: RoomWebBridge? = nil
    ) async throws {
        let settings = context.settings
        context.report(context.settingsWarnings)
        let subscription: RoomSubscription
        do {
            subscription = try RoomSubscription(room: room, options: options)
        } catch {
            throw error.exit(context.l10n)
        }
        let start = try ScreenStart.prepare(
            settings: settings, request: themeOptions.lookRequest(global, render: render),
            context: context)
        let loop = start.roomScreen(
            subscription: subscription, settings: settings, followsTheme: followsTheme, web: web)
        try await ScreenStart.finish(l10n: context.l10n) { () async throws(TerminalError) in
            try await loop.run()
        }
        if let reason = loop.refusal {
            throw RoomError.refused(broker: options.broker.description, reason: reason).exit(context.l10n)
        }
    }
}
