import OrbitingApp
import OrbitingCore
import OrbitingRooms

/// The room a session publishes to: `--room`, else the room setting, else none.
enum SessionRoomStart {
    /// The publisher for the session's room, not yet started; nil without a room.
    /// - Throws: `OrbitingExit` for a refused name or broker, a shared password file, or no libmosquitto.
    static func publisher(flag: String?, options: RoomOptions, settings: Settings, context: CommandContext) throws
        -> RoomPublisher?
    {
        guard let name = flag ?? settings.room else { return nil }
        let room = try RoomOptions.roomName(name, l10n: context.l10n)
        let clientOptions = try options.clientOptions(settings: settings, context: context)
        do {
            return try RoomPublisher(room: room, options: clientOptions)
        } catch {
            throw error.exit(context.l10n)
        }
    }
}
