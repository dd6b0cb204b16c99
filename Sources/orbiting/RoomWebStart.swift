import Foundation
import OrbitingApp
import OrbitingCore
import OrbitingRooms
import OrbitingText
import OrbitingWeb

/// `orbiting room NAME --web`: the room served to browsers, in a terminal's room screen or
/// without a screen (`--json`, or no terminal: a small server by a TV).
enum RoomWebStart {
    /// Starts serving a room at `address`; the room's one subscription (the screen's or the
    /// headless follower's) forwards its updates to the bridge.
    /// - Throws: `OrbitingExit` when the port is taken or the address cannot be bound.
    static func bridge(
        address: WebAddress, settings: Settings, themeOptions: ThemeOptions,
        context: CommandContext
    ) throws -> RoomWebBridge {
        // Until the typist names a theme, this machine's own (a `system` scheme is dark here:
        // there is no terminal to ask).
        let scheme = themeOptions.scheme ?? settings.colorScheme.rawValue
        let theme = (name: themeOptions.theme ?? settings.theme, scheme: scheme == "light" ? "light" : "dark")
        let state = RoomWebState(language: context.l10n.code, theme: theme, align: settings.align)
        let server = try WebStart.server(
            at: address, settings: settings,
            themes: ThemeResolver.loadCatalog(paths: context.paths, environment: context.environment),
            screen: state.screen, context: context)
        return RoomWebBridge(server: server, state: state)
    }

    /// Says where browsers find the room: a sentence, or with `json` a line `{"room":…,"url":…}`.
    static func announce(_ url: String, room: RoomName, json: Bool, context: CommandContext) throws {
        let line: String
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let fields = ["room": TextSanitizer.singleLine(room.name), "url": url]
            line = String(decoding: (try? encoder.encode(fields)) ?? Data("{}".utf8), as: UTF8.self)
        } else {
            line = context.l10n("web.headless.serving", ["room": TextSanitizer.singleLine(room.name), "url": url])
        }
        try StandardOutput.write(line + "\n", context.l10n)
    }
}
