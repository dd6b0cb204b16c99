import OrbitingCore
import OrbitingRooms
import OrbitingText

/// The room a session publishes Home to (`orbiting --room NAME`), and how the session's
/// theme is named there.
public final class SessionRoom: Sendable {
    /// The publisher.
    public let publisher: RoomPublisher
    /// The theme name and scheme (`light`, `dark`) the typist sees under some settings.
    let theme: ThemeNaming

    /// Publishes with `publisher`, naming the theme with `theme`.
    public init(publisher: RoomPublisher, theme: @escaping @Sendable (Settings) -> (name: String, scheme: String?)) {
        self.publisher = publisher
        self.theme = ThemeNaming(theme)
    }

    /// Offers what `home` shows under `settings` to the room.
    public func offer(_ home: HomeState, settings: Settings) {
        let named = theme.named(settings)
        publisher.offer(
            RoomDocument(
                text: home.shownText, theme: named.name, scheme: named.scheme,
                kept: home.edit.text.isEmpty && home.kept != nil))
    }

    /// What the status row says about the room now.
    public var status: RoomStatus { RoomStatus(room: publisher.room.name, connection: publisher.connection) }
}

/// The room and its connection, as a status row names them.
public struct RoomStatus: Sendable, Equatable {
    /// The room's name.
    public var room: String
    /// How the connection stands.
    public var connection: RoomConnection

    /// Creates a status.
    public init(room: String, connection: RoomConnection) {
        self.room = room
        self.connection = connection
    }

    /// The words: `Room lobby · connected`, `lobby: broker unreachable, retrying (reason)`;
    /// the reason left out when the whole does not fit `columns`.
    public func text(_ l10n: Localizer, columns: Int = .max) -> String {
        let name = TextSanitizer.singleLine(room)
        switch connection {
        case .connecting: return l10n("room.status.connecting", ["room": name])
        case .connected: return l10n("room.status.connected", ["room": name])
        case .retrying(let reason):
            let whole = l10n("room.status.retrying", ["room": name, "reason": reason.text(l10n)])
            return DisplayWidth.of(whole) <= columns ? whole : l10n("room.status.retryingShort", ["room": name])
        case .refused(let reason):
            return l10n("room.status.refused", ["room": name, "reason": TextSanitizer.singleLine(reason)])
        }
    }
}
