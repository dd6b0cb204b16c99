import OrbitingCore
import OrbitingRooms

/// How a room screen starts (`orbiting room NAME`), from plain values, as the session and the
/// timer display start: its own theme (or the typist's with `--room-theme`), its own render
/// mode and font.
public enum RoomScreenLaunch {
    /// Subscribes to `room`, prepares the screen (`prepared` is told what it found, to say its
    /// warnings) and makes the room screen; `web` (`--web`) gets every update too.
    /// - Throws: `LaunchError.room` when the room cannot be joined, `.theme` when the theme
    ///   named cannot be used.
    public static func start(
        room: RoomName, options: RoomClientOptions, settings: Settings, request: LookRequest, paths: OrbitingPaths,
        environment: [String: String], language: String, makeEngine: @escaping SessionFonts.Maker,
        followsTheme: Bool, web: RoomWebBridge?, prepared: (ScreenLauncher) -> Void
    ) throws(LaunchError) -> RoomProgram {
        let subscription: RoomSubscription
        do {
            subscription = try RoomSubscription(room: room, options: options)
        } catch {
            throw .room(error)
        }
        let start = try ScreenLauncher.launch(
            settings: settings, request: request, paths: paths, environment: environment, language: language,
            makeEngine: makeEngine)
        prepared(start)
        return start.roomScreen(subscription: subscription, settings: settings, followsTheme: followsTheme, web: web)
    }
}
