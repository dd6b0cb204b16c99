import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingTerminal

/// Shows a room full screen (`RoomProgram`) through the `ScreenLauncher`, as the session
/// and the timer display start: its own theme (or the typist's with `--room-theme`), its
/// own render mode and font.
enum RoomScreenLauncher {
    /// Runs the screen until q, Esc, Ctrl-C or a signal; the terminal is restored on return.
    static func run(room: RoomName, options: RoomClientOptions, global: GlobalOptions, context: CommandContext,
                    themeOptions: ThemeOptions, followsTheme: Bool, render: RenderRequest?,
                    web: RoomWebBridge? = nil) async throws {
        let settings = context.settings
        context.report(context.settingsWarnings)
        let subscription: RoomSubscription
        do {
            subscription = try RoomSubscription(room: room, options: options)
        } catch {
            throw error.exit(context.l10n)
        }
        let start = try ScreenLauncher.prepare(settings: settings, global: global, themeOptions: themeOptions,
                                               renderFlag: render, context: context)
        var look = start.look.look(for: settings)
        look.l10n = context.l10n  // `--lang` of this command
        var cache: [String: ScreenColors?] = [:]
        let typistColors: ((String, String?) -> ScreenColors?)? = followsTheme ? { theme, scheme in
            let key = theme + "/" + (scheme ?? "")
            if let known = cache[key] { return known }
            let colors = start.look.roomColors(theme: theme, scheme: scheme, settings: settings)
            cache[key] = colors
            return colors
        } : nil
        let loop = RoomProgram(subscription: subscription, engine: start.engine, look: look,
                                  typistColors: typistColors,
                                  renderAfterLateAnswer: { start.look.render(afterLateAnswer: $0, for: settings) },
                                  web: web, features: start.features)
        try await ScreenLauncher.finish(l10n: context.l10n) { () async throws(TerminalError) in
            try await loop.run()
        }
        if let reason = loop.refusal {
            throw RoomError.refused(broker: options.broker.description, reason: reason).exit(context.l10n)
        }
    }
}
